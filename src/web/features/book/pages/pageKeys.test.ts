import { createEditor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { FIRST_PAGE, pageKeys } from './pageKeys.ts';
import { keyedByNumber, propertiesInOrder, withPageProperties } from './pageProperties.ts';

// Page properties follow their page, not its number: keyed by the page-break
// element that starts it, through a real Slate editor's edits and undo.

const paragraph = (text: string): BlockElement => ({ type: 'paragraph', children: [{ text }] }) as BlockElement;
const pageBreak = (): BlockElement => ({ type: 'page-break', children: [{ text: '' }] }) as BlockElement;

function editorOf(blocks: BlockElement[]) {
  const editor = withHistory(createEditor());
  editor.children = blocks as Descendant[];
  return { editor, blocks: () => editor.children as BlockElement[] };
}

const altTexts = (blocks: readonly BlockElement[], map: ReturnType<typeof keyedByNumber>) => propertiesInOrder(blocks, map).map((page) => page.altText);

describe('page keys', () => {
  it('gives page 1 the first key and each later page its page break’s, the same each time', () => {
    const blocks = [paragraph('one'), pageBreak(), paragraph('two'), pageBreak(), paragraph('three')];
    const keys = pageKeys(blocks);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(FIRST_PAGE);
    expect(new Set(keys).size).toBe(3);
    expect(pageKeys([...blocks])).toEqual(keys);
    // Another break, even one like it, is another page.
    expect(pageKeys([paragraph('x'), pageBreak()])[1]).not.toBe(keys[1]);
  });

  it('keeps each page’s properties on its page when a break is inserted or removed before it, and undo brings them back', async () => {
    // Slate's history makes one undo step of what happens before its change event: each edit here is its own.
    const step = () => new Promise((resolve) => setTimeout(resolve, 0));
    const { editor, blocks } = editorOf([paragraph('one'), pageBreak(), paragraph('two'), pageBreak(), paragraph('three')]);
    let map = keyedByNumber(blocks(), [{ altText: 'A' }, { altText: 'B' }, { altText: 'C' }]);
    expect(altTexts(blocks(), map)).toEqual(['A', 'B', 'C']);

    // A new page break inside page 1: a new, empty page 2; B and C move to 3 and 4.
    Transforms.insertNodes(editor, pageBreak(), { at: [1] });
    await step();
    expect(altTexts(blocks(), map)).toEqual(['A', '', 'B', 'C']);
    map = withPageProperties(map, pageKeys(blocks())[1] as string, { altText: 'new' });
    expect(altTexts(blocks(), map)).toEqual(['A', 'new', 'B', 'C']);

    // Removing the break that started page B joins it to the page before: C stays C.
    Transforms.removeNodes(editor, { at: [2] });
    await step();
    expect(altTexts(blocks(), map)).toEqual(['A', 'new', 'C']);

    // Undo puts the same break back, and with it B.
    editor.undo();
    expect(altTexts(blocks(), map)).toEqual(['A', 'new', 'B', 'C']);
    editor.undo();
    expect(altTexts(blocks(), map)).toEqual(['A', 'B', 'C']);
  });

  it('keeps a page’s key through typing on it (Slate keeps untouched nodes)', () => {
    const { editor, blocks } = editorOf([paragraph('one'), pageBreak(), paragraph('two')]);
    const before = pageKeys(blocks());
    Transforms.insertText(editor, ' more', { at: { path: [2, 0], offset: 3 } });
    Transforms.insertNodes(editor, paragraph('added'), { at: [3] });
    expect(pageKeys(blocks())).toEqual(before);
  });

  it('keys properties given by number to the pages there are, dropping numbers past them', () => {
    const blocks = [paragraph('one'), pageBreak(), paragraph('two')];
    const map = keyedByNumber(blocks, [{ altText: 'A' }, { altText: 'B' }, { altText: 'gone' }]);
    expect(map.size).toBe(2);
    expect(altTexts(blocks, map)).toEqual(['A', 'B']);
  });
});
