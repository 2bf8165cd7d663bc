import { describe, expect, it, vi } from 'vitest';
import { browserDraftStore, draftKey, indexedDbDraftStore, memoryDraftStore } from './draftStore.ts';

const draft = { title: 'T', blocks: [{ type: 'paragraph' as const, children: [{ text: 'x' }] }], savedAt: 1 };

describe('draft store', () => {
  it('keys a draft by person and document, "new" before the first save', () => {
    expect(draftKey('7', '42')).toBe('7:42');
    expect(draftKey('7', null)).toBe('7:new');
    expect(draftKey('8', '42')).not.toBe(draftKey('7', '42'));
  });

  it('keeps, returns a copy of, and removes drafts in memory', async () => {
    const store = memoryDraftStore();
    const mine = { ...draft, blocks: [...draft.blocks] };
    await store.put('7:new', mine);
    mine.blocks.push({ type: 'paragraph', children: [{ text: 'later' }] });
    expect(await store.get('7:new')).toEqual(draft);
    expect(await store.get('7:42')).toBeUndefined();
    await store.remove('7:new');
    expect(await store.get('7:new')).toBeUndefined();
  });

  it('falls back to memory without IndexedDB (jsdom has none)', async () => {
    const store = browserDraftStore();
    await store.put('k', draft);
    expect(await store.get('k')).toEqual(draft);
  });

  it('treats an IndexedDB that cannot open as no draft, logging why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = { error: new Error('blocked') } as unknown as IDBOpenDBRequest;
    const factory = {
      open: () => {
        queueMicrotask(() => request.onerror?.(new Event('error')));
        return request;
      },
    } as unknown as IDBFactory;
    const store = indexedDbDraftStore(factory);
    expect(await store.get('k')).toBeUndefined();
    await expect(store.put('k', draft)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });
});
