import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, keepShown, selectOnly, selectedOf } from './selection.ts';

const items = ['a', 'b', 'c', 'd'].map((fileKey) => ({ fileKey }));

describe('the selection', () => {
  it('is keyed by FILE_KEY and re-selecting replaces it', () => {
    const multi = new Set(['a', 'c']);
    expect(selectedOf(multi, items).map((item) => item.fileKey)).toEqual(['a', 'c']);
    expect([...selectOnly('b')]).toEqual(['b']);
  });

  it('reads "all" as every item shown, in order', () => {
    expect(selectedOf('all', items).map((item) => item.fileKey)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops keys no longer shown', () => {
    expect([...keepShown(new Set(['a', 'x']), items)]).toEqual(['a']);
    expect([...keepShown('all', items.slice(0, 2))]).toEqual(['a', 'b']);
  });

  it('moves focus to the next item after a removal, else the one before', () => {
    expect(focusAfterRemoval(items, new Set(['b', 'c']))).toBe('d');
    expect(focusAfterRemoval(items, new Set(['d']))).toBe('c');
    expect(focusAfterRemoval(items, new Set(['a', 'b', 'c', 'd']))).toBeUndefined();
    expect(focusAfterRemoval(items, new Set(['x']))).toBeUndefined();
  });
});
