import type { BlockElement } from '../../../../core/book/model.ts';
import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { linkAt, removeLink, setLink } from './links.ts';
import { cellPosition, insertColumn, insertRow, insertTable, isHeaderRow, moveToCell, newTable, removeColumn, removeRow, toggleHeaderRow } from './tables.ts';
import { p, pageBreak as pageBreak_, testEditor } from './testEditor.ts';
import { insertImage, insertPageBreak, MAX_PAGES, pageAt, pageBreakCount } from './voids.ts';

const pageBreak = pageBreak_();

describe('tables', () => {
  it('inserts a table with a header row after the caret block and puts the caret in its first cell', () => {
    const editor = testEditor([p('before'), p('after')], { path: [0, 0], offset: 6 });
    insertTable(editor, 2, 3, true);
    expect(editor.children[1]).toEqual(newTable(2, 3, true));
    expect(editor.children).toHaveLength(3);
    expect(cellPosition(editor)).toMatchObject({ row: 0, column: 0, rows: 2, columns: 3 });
    expect(isHeaderRow(editor, [1])).toBe(true);
  });

  it('takes the place of the empty paragraph the caret is in, with a paragraph after it at the end', () => {
    const editor = testEditor([p('Plants'), p('')], { path: [1, 0], offset: 0 });
    insertTable(editor, 2, 2, true);
    expect(editor.children.map((block) => (block as BlockElement).type)).toEqual(['paragraph', 'table', 'paragraph']);
    expect(editor.children[2]).toEqual(p(''));
    expect(cellPosition(editor)).toMatchObject({ tablePath: [1], row: 0, column: 0 });
  });

  it('splits the paragraph when the caret is inside its text, and goes before it from its start', () => {
    const split = testEditor([p('Roots stems')], { path: [0, 0], offset: 5 });
    insertTable(split, 1, 1, false);
    expect(split.children.map((block) => Editor.string(split, [split.children.indexOf(block)]))).toEqual(['Roots', '', ' stems']);
    const before = testEditor([p('Leaves')], { path: [0, 0], offset: 0 });
    insertTable(before, 1, 1, false);
    expect((before.children[0] as BlockElement).type).toBe('table');
    expect(before.children[1]).toEqual(p('Leaves'));
  });

  it('Tab moves to the next cell and adds a row after the last cell; Shift+Tab goes back', () => {
    const editor = testEditor([newTable(1, 2, false)], { path: [0, 0, 0, 0, 0], offset: 0 });
    expect(moveToCell(editor, 1)).toBe(true);
    expect(cellPosition(editor)).toMatchObject({ row: 0, column: 1 });
    moveToCell(editor, 1);
    expect(cellPosition(editor)).toMatchObject({ row: 1, column: 0, rows: 2 });
    moveToCell(editor, -1);
    expect(cellPosition(editor)).toMatchObject({ row: 0, column: 1 });
  });

  it('is not moved by Tab outside a table', () => {
    const editor = testEditor([p('x')], { path: [0, 0], offset: 0 });
    expect(moveToCell(editor, 1)).toBe(false);
  });

  it('adds and removes rows and columns, and toggles the header row', () => {
    const editor = testEditor([newTable(2, 2, true)], { path: [0, 1, 0, 0, 0], offset: 0 });
    insertRow(editor, 'below');
    insertColumn(editor, 'right');
    expect(cellPosition(editor)).toMatchObject({ rows: 3, columns: 3 });
    // The header row's new cell is a header cell too.
    expect(isHeaderRow(editor, [0])).toBe(true);
    removeColumn(editor);
    removeRow(editor);
    expect(cellPosition(editor)).toMatchObject({ rows: 2, columns: 2 });
    expect(toggleHeaderRow(editor)).toBe(false);
    expect(editor.children[0]).toEqual(newTable(2, 2, false));
  });

  it('Backspace at the start of a cell does not merge it with the cell before', () => {
    const editor = testEditor([newTable(1, 2, false)], { path: [0, 0, 1, 0, 0], offset: 0 });
    editor.deleteBackward('character');
    expect(editor.children[0]).toEqual(newTable(1, 2, false));
  });
});

describe('links', () => {
  it('links the selected text and edits the link under the caret', () => {
    const editor = testEditor([p('see the site')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 12 } });
    setLink(editor, 'https://example.org', 'site');
    expect(editor.children[0]).toEqual({
      type: 'paragraph',
      children: [{ text: 'see the ' }, { type: 'link', href: 'https://example.org', children: [{ text: 'site' }] }, { text: '' }],
    });
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    expect(linkAt(editor)?.[0].href).toBe('https://example.org');
    setLink(editor, 'mailto:a@b.org', '');
    expect(linkAt(editor)?.[0].href).toBe('mailto:a@b.org');
    expect(removeLink(editor)).toBe(true);
    expect(editor.children[0]).toEqual(p('see the site'));
  });

  it('inserts a link at a bare caret with its text', () => {
    const editor = testEditor([p('go ')], { path: [0, 0], offset: 3 });
    setLink(editor, '#top', 'up');
    expect(Editor.string(editor, [0])).toBe('go up');
    expect(linkAt(editor)).toBeUndefined();
  });
});

describe('page breaks and pictures', () => {
  it('splits a paragraph at the caret around a page break, and counts pages', () => {
    const editor = testEditor([p('onetwo')], { path: [0, 0], offset: 3 });
    expect(insertPageBreak(editor)).toBe(true);
    expect(editor.children).toEqual([p('one'), pageBreak, p('two')]);
    expect(pageAt(editor)).toBe(2);
    expect(pageBreakCount(editor)).toBe(1);
  });

  it('ends the document with a paragraph after a page break at its end', () => {
    const editor = testEditor([p('one')], { path: [0, 0], offset: 3 });
    insertPageBreak(editor);
    expect(editor.children).toEqual([p('one'), pageBreak, p('')]);
    expect(editor.selection?.focus.path).toEqual([2, 0]);
  });

  it('refuses a page break past the 100th page', () => {
    const blocks: BlockElement[] = [p('0')];
    for (let page = 1; page < MAX_PAGES; page++) blocks.push(pageBreak, p(String(page)));
    const editor = testEditor(blocks, { path: [0, 0], offset: 1 });
    expect(pageBreakCount(editor)).toBe(MAX_PAGES - 1);
    expect(insertPageBreak(editor)).toBe(false);
    expect(pageBreakCount(editor)).toBe(MAX_PAGES - 1);
  });

  it('never keeps two page breaks in a row', () => {
    const editor = testEditor([p('a'), pageBreak, pageBreak, p('b')]);
    expect(editor.children).toEqual([p('a'), pageBreak, p('b')]);
  });

  it('puts a picture in place of an empty paragraph; Backspace after it selects it first, then removes it', () => {
    const editor = testEditor([p('a'), p('')], { path: [1, 0], offset: 0 });
    insertImage(editor, { src: '/drive-app/file/1', alt: 'A fern', decorative: false });
    expect(editor.children).toEqual([p('a'), { type: 'image', src: '/drive-app/file/1', alt: 'A fern', children: [{ text: '' }] }, p('')]);
    expect(editor.selection?.focus.path).toEqual([2, 0]);
    editor.deleteBackward('character');
    expect(editor.selection?.focus.path).toEqual([1, 0]);
    expect(editor.children).toHaveLength(2);
    editor.deleteBackward('character');
    expect(editor.children).toEqual([p('a')]);
  });

  it('Delete at the end of a paragraph before a page break selects the break', () => {
    const editor = testEditor([p('a'), pageBreak, p('b')], { path: [0, 0], offset: 1 });
    editor.deleteForward('character');
    expect(editor.children).toHaveLength(3);
    expect(editor.selection?.focus.path).toEqual([1, 0]);
  });

  it('Enter on a selected picture opens a paragraph after it', () => {
    const editor = testEditor([{ type: 'image', src: 'data:image/png;base64,AA==', alt: '', decorative: true, children: [{ text: '' }] }, p('b')], { path: [0, 0], offset: 0 });
    editor.insertBreak();
    expect(editor.children[1]).toEqual(p(''));
    expect(editor.selection?.focus.path).toEqual([1, 0]);
  });
});
