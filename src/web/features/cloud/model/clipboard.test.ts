import { describe, expect, it } from 'vitest';
import { fileRef, folderRef } from '../testing/fakeCommandApi.ts';
import { afterPaste, clip, isCut, planPaste } from './clipboard.ts';

describe('the drive clipboard', () => {
  it('holds what was cut or copied, replacing what it held', () => {
    const first = clip('COPY', [fileRef('1')]);
    const second = clip('CUT', [fileRef('2'), folderRef('3')]);
    expect(first).toEqual({ mode: 'COPY', items: [fileRef('1')] });
    expect(second?.mode).toBe('CUT');
    expect(second?.items.map((item) => item.key)).toEqual(['file-2', 'folder-3']);
    expect(clip('CUT', [])).toBeNull();
    expect(isCut(second, 'file-2')).toBe(true);
    expect(isCut(first, 'file-1')).toBe(false);
  });

  it('has nothing to paste when empty', () => {
    expect(planPaste(null, 'ROOT')).toEqual({ ok: false, problem: 'empty' });
  });

  it('moves cut items that are elsewhere, and then is empty', () => {
    const cut = clip('CUT', [fileRef('1', 'A'), fileRef('2', 'B')]);
    expect(planPaste(cut, 'B')).toEqual({ ok: true, mode: 'CUT', items: [fileRef('1', 'A')] });
    expect(planPaste(cut, 'A')).toMatchObject({ ok: true, items: [fileRef('2', 'B')] });
    expect(planPaste(clip('CUT', [fileRef('1', 'A')]), 'A')).toEqual({ ok: false, problem: 'alreadyHere' });
    expect(afterPaste(cut)).toBeNull();
  });

  it('copies into any folder, even the same one, and stays for another paste', () => {
    const copy = clip('COPY', [fileRef('1', 'A')]);
    expect(planPaste(copy, 'A')).toEqual({ ok: true, mode: 'COPY', items: [fileRef('1', 'A')] });
    expect(afterPaste(copy)).toBe(copy);
  });

  it('refuses to put a folder into itself', () => {
    expect(planPaste(clip('COPY', [folderRef('7')]), '7')).toEqual({ ok: false, problem: 'intoItself' });
    expect(planPaste(clip('CUT', [folderRef('7')]), '7')).toEqual({ ok: false, problem: 'intoItself' });
  });
});
