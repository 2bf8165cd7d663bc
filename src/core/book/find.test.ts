import { describe, expect, it } from 'vitest';
import type { BlockElement } from './index.ts';
import { findMatches, matchesInText, replaceMatches } from './index.ts';

const blocks: BlockElement[] = [
  { type: 'paragraph', children: [{ text: 'The cat and the Cat' }, { type: 'link', href: '#c', children: [{ text: 'cats' }] }, { text: '' }] },
  { type: 'list', ordered: false, children: [{ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: 'a ', bold: true }, { text: 'cat.' }] }] }] },
];

describe('find', () => {
  it('finds matches in document order, ignoring case by default, with leaf paths', () => {
    expect(findMatches(blocks, 'cat')).toEqual([
      { path: [0, 0], offset: 4, length: 3 },
      { path: [0, 0], offset: 16, length: 3 },
      { path: [0, 1, 0], offset: 0, length: 3 },
      { path: [1, 0, 0, 1], offset: 0, length: 3 },
    ]);
  });

  it('matches case and whole words when asked', () => {
    expect(findMatches(blocks, 'Cat', { matchCase: true })).toEqual([{ path: [0, 0], offset: 16, length: 3 }]);
    expect(findMatches(blocks, 'cat', { wholeWord: true }).map((match) => match.path)).toEqual([[0, 0], [0, 0], [1, 0, 0, 1]]);
  });

  it('finds nothing for an empty query and treats the query as text', () => {
    expect(findMatches(blocks, '')).toEqual([]);
    expect(matchesInText('a.b a*b (x)', 'a*b')).toEqual([{ offset: 4, length: 3 }]);
    expect(matchesInText('a.b axb', '.')).toEqual([{ offset: 1, length: 1 }]);
  });

  it('treats Korean syllables as word characters for whole words', () => {
    expect(matchesInText('학교 학교에', '학교', { wholeWord: true })).toEqual([{ offset: 0, length: 2 }]);
  });

  it('replaces all matches purely and counts them', () => {
    const result = replaceMatches(blocks, 'cat', 'dog', { wholeWord: true });
    expect(result.count).toBe(3);
    expect(result.blocks[0]).toEqual({ type: 'paragraph', children: [{ text: 'The dog and the dog' }, { type: 'link', href: '#c', children: [{ text: 'cats' }] }, { text: '' }] });
    expect(blocks[0]).toEqual({ type: 'paragraph', children: [{ text: 'The cat and the Cat' }, { type: 'link', href: '#c', children: [{ text: 'cats' }] }, { text: '' }] });
  });

  it('normalises after replacing: a link emptied by the replacement goes', () => {
    const result = replaceMatches(blocks, 'cats', '');
    expect(result.count).toBe(1);
    expect(result.blocks[0]).toEqual({ type: 'paragraph', children: [{ text: 'The cat and the Cat' }] });
  });

  it('returns the blocks unchanged when nothing matches', () => {
    expect(replaceMatches(blocks, 'zebra', 'x')).toEqual({ blocks, count: 0 });
  });
});
