import { Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { findRanges, nextMatchIndex, replaceAll, replaceSelected } from './find.ts';
import { findTarget, goToTarget } from './navigation.ts';
import { h, item, p, pageBreak as pageBreak_, testEditor, ul } from './testEditor.ts';
import { newTable } from './tables.ts';

const pageBreak = pageBreak_();

describe('quick navigation', () => {
  const blocks = [h(1, 'Title'), p('intro'), ul(item('a', ul(item('b')))), newTable(2, 2, true), pageBreak, h(2, 'Plants'), p('end')];

  it('finds the next and previous heading from the caret, and none past the last', () => {
    const editor = testEditor(blocks, { path: [1, 0], offset: 0 });
    expect(findTarget(editor, 'heading', 'next')?.[1]).toEqual([5]);
    expect(findTarget(editor, 'heading', 'previous')?.[1]).toEqual([0]);
    Transforms.select(editor, { path: [6, 0], offset: 0 });
    expect(findTarget(editor, 'heading', 'next')).toBeUndefined();
  });

  it('counts a nested list as part of its outer list', () => {
    const editor = testEditor(blocks, { path: [0, 0], offset: 0 });
    expect(findTarget(editor, 'list', 'next')?.[1]).toEqual([2]);
    Transforms.select(editor, { path: [2, 0, 0, 0], offset: 0 });
    expect(findTarget(editor, 'list', 'next')).toBeUndefined();
  });

  it('goes to a table, and to the page a page break begins', () => {
    const editor = testEditor(blocks, { path: [0, 0], offset: 0 });
    const table = findTarget(editor, 'table', 'next');
    expect(table?.[1]).toEqual([3]);
    const page = findTarget(editor, 'page', 'next');
    expect(page?.[1]).toEqual([4]);
    goToTarget(editor, 'page', [4]);
    expect(editor.selection?.focus.path).toEqual([5, 0]);
  });
});

describe('find and replace', () => {
  it('finds matches by case and whole word', () => {
    const editor = testEditor([p('Cat cat catalogue'), p('a cat')]);
    expect(findRanges(editor, 'cat', { matchCase: false, wholeWord: false })).toHaveLength(4);
    expect(findRanges(editor, 'cat', { matchCase: true, wholeWord: false })).toHaveLength(3);
    expect(findRanges(editor, 'cat', { matchCase: false, wholeWord: true })).toHaveLength(3);
    expect(findRanges(editor, '', { matchCase: false, wholeWord: false })).toEqual([]);
  });

  it('goes to the next match after the caret, wrapping round', () => {
    const editor = testEditor([p('ab ab ab')], { path: [0, 0], offset: 4 });
    const ranges = findRanges(editor, 'ab', { matchCase: false, wholeWord: false });
    expect(nextMatchIndex(editor, ranges, 'next')).toBe(2);
    // The caret is inside the second match: back goes to the first.
    expect(nextMatchIndex(editor, ranges, 'previous')).toBe(0);
    Transforms.select(editor, { path: [0, 0], offset: 8 });
    expect(nextMatchIndex(editor, ranges, 'next')).toBe(0);
  });

  it('replaces the selected match, then all the others', () => {
    const editor = testEditor([p('red fish, red hat'), p('red')]);
    const options = { matchCase: false, wholeWord: true };
    const [first] = findRanges(editor, 'red', options);
    if (first) Transforms.select(editor, first);
    expect(replaceSelected(editor, 'red', 'blue', options)).toBe(true);
    expect(replaceAll(editor, 'red', 'green', options)).toBe(2);
    expect(editor.children).toEqual([p('blue fish, green hat'), p('green')]);
  });
});
