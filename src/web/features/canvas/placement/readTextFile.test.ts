import { describe, expect, it } from 'vitest';
import { TEXT_FILE_MAX_BYTES, readTextFile } from './readTextFile.ts';

describe('reading a text file', () => {
  it('reads UTF-8 text and drops a byte-order mark', async () => {
    expect(await readTextFile(new Blob(['\ufeff한글 and English\n']))).toEqual({ ok: true, text: '한글 and English\n' });
  });

  it('refuses bytes that are not UTF-8 text', async () => {
    expect(await readTextFile(new Blob([new Uint8Array([0x61, 0x00, 0x62])]))).toEqual({ ok: false, reason: 'notText' });
    expect(await readTextFile(new Blob([new Uint8Array([0xc3, 0x28])]))).toEqual({ ok: false, reason: 'notText' });
  });

  it('takes up to 100 kB', async () => {
    expect(await readTextFile(new Blob(['a'.repeat(TEXT_FILE_MAX_BYTES)]))).toMatchObject({ ok: true });
    expect(await readTextFile(new Blob(['a'.repeat(TEXT_FILE_MAX_BYTES + 1)]))).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
