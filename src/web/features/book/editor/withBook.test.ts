import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { setTextStyle, textStyleAt, toggleQuote } from './blocks.ts';
import { indentItem, listKindAt, outdentItem, toggleList } from './lists.ts';
import { isMarkActive, toggleMark } from './marks.ts';
import { h, item, ol, p, testEditor, ul } from './testEditor.ts';

describe('headings and normal text', () => {
  it('sets a heading level and back to normal text', () => {
    const editor = testEditor([p('Plants')], { path: [0, 0], offset: 2 });
    setTextStyle(editor, 2);
    expect(editor.children).toEqual([h(2, 'Plants')]);
    expect(textStyleAt(editor)).toBe(2);
    setTextStyle(editor, 'paragraph');
    expect(editor.children).toEqual([p('Plants')]);
  });

  it('takes a list item out of its list to make it a heading', () => {
    const editor = testEditor([ul(item('a'), item('b'))], { path: [0, 1, 0, 0], offset: 0 });
    setTextStyle(editor, 1);
    expect(editor.children).toEqual([ul(item('a')), h(1, 'b')]);
  });

  it('Enter at the end of a heading starts a paragraph; in its middle splits the heading', () => {
    const editor = testEditor([h(1, 'Title')], { path: [0, 0], offset: 5 });
    editor.insertBreak();
    expect(editor.children).toEqual([h(1, 'Title'), p('')]);
    expect(editor.selection?.focus.path).toEqual([1, 0]);
    const other = testEditor([h(1, 'Title')], { path: [0, 0], offset: 2 });
    other.insertBreak();
    expect(other.children).toEqual([h(1, 'Ti'), h(1, 'tle')]);
  });

  it('Backspace at the start of a heading makes it normal text', () => {
    const editor = testEditor([p('x'), h(3, 'Title')], { path: [1, 0], offset: 0 });
    editor.deleteBackward('character');
    expect(editor.children).toEqual([p('x'), p('Title')]);
  });
});

describe('lists', () => {
  it('makes paragraphs a bulleted list and takes them out again', () => {
    const editor = testEditor([p('a'), p('b')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 1 } });
    expect(toggleList(editor, 'bulleted')).toBe(true);
    expect(editor.children).toEqual([ul(item('a'), item('b'))]);
    expect(listKindAt(editor)).toBe('bulleted');
    expect(toggleList(editor, 'bulleted')).toBe(false);
    expect(editor.children).toEqual([p('a'), p('b')]);
  });

  it('switches a bulleted list to numbered', () => {
    const editor = testEditor([ul(item('a'))], { path: [0, 0, 0, 0], offset: 0 });
    toggleList(editor, 'numbered');
    expect(editor.children).toEqual([ol(item('a'))]);
  });

  it('nests an item into the one before it and brings it back out', () => {
    const editor = testEditor([ul(item('a'), item('b'), item('c'))]);
    expect(indentItem(editor, [0, 0])).toBe(false);
    expect(indentItem(editor, [0, 1])).toBe(true);
    expect(editor.children).toEqual([ul(item('a', ul(item('b'))), item('c'))]);
    expect(indentItem(editor, [0, 1])).toBe(true);
    expect(editor.children).toEqual([ul(item('a', ul(item('b'), item('c'))))]);
    outdentItem(editor, [0, 0, 1, 0]);
    // b comes out and keeps c, which followed it, as its own sub-item.
    expect(editor.children).toEqual([ul(item('a'), item('b', ul(item('c'))))]);
  });

  it('Tab-free outdent at the top level leaves the list as a paragraph, splitting it', () => {
    const editor = testEditor([ol(item('a'), item('b'), item('c'))]);
    outdentItem(editor, [0, 1]);
    expect(editor.children).toEqual([ol(item('a')), p('b'), ol(item('c'))]);
  });

  it('Enter makes a new item; Enter in an empty item leaves the list', () => {
    const editor = testEditor([ul(item('a'))], { path: [0, 0, 0, 0], offset: 1 });
    editor.insertBreak();
    expect(editor.children).toEqual([ul(item('a'), item(''))]);
    editor.insertBreak();
    expect(editor.children).toEqual([ul(item('a')), p('')]);
  });

  it('Enter in an empty nested item moves it one level out', () => {
    const editor = testEditor([ul(item('a', ul(item(''))))], { path: [0, 0, 1, 0, 0, 0], offset: 0 });
    editor.insertBreak();
    expect(editor.children).toEqual([ul(item('a'), item(''))]);
  });

  it('Backspace at the start of a list item makes it a paragraph', () => {
    const editor = testEditor([ul(item('a'), item('b'))], { path: [0, 1, 0, 0], offset: 0 });
    editor.deleteBackward('character');
    expect(editor.children).toEqual([ul(item('a')), p('b')]);
  });

  it('keeps a list item whose first child is a list valid by giving it empty text', () => {
    const editor = testEditor([{ type: 'list', ordered: false, children: [{ type: 'list-item', children: [ul(item('x')) as never] }] }]);
    expect(editor.children).toEqual([ul(item('', ul(item('x'))))]);
  });

  it('drops a start index that is not a whole number of at least 1, or on a bulleted list', () => {
    const editor = testEditor([{ ...ol(item('a')), start: 0 } as never, p('-'), { ...ul(item('b')), start: 3 } as never, p('-'), { ...ol(item('c')), start: 4 } as never]);
    expect(editor.children[0]).toEqual(ol(item('a')));
    expect(editor.children[2]).toEqual(ul(item('b')));
    expect(editor.children[4]).toEqual({ ...ol(item('c')), start: 4 });
  });
});

describe('block quotes', () => {
  it('wraps a paragraph in a quote and unwraps it', () => {
    const editor = testEditor([p('said')], { path: [0, 0], offset: 0 });
    expect(toggleQuote(editor)).toBe(true);
    expect(editor.children).toEqual([{ type: 'blockquote', children: [p('said')] }]);
    expect(toggleQuote(editor)).toBe(false);
    expect(editor.children).toEqual([p('said')]);
  });

  it('Enter on an empty line in a quote leaves the quote', () => {
    const editor = testEditor([{ type: 'blockquote', children: [p('said'), p('') as never] }], { path: [0, 1, 0], offset: 0 });
    editor.insertBreak();
    expect(editor.children).toEqual([{ type: 'blockquote', children: [p('said')] }, p('')]);
  });
});

describe('marks', () => {
  it('toggles bold over a selection and reports it', () => {
    const editor = testEditor([p('word')]);
    Transforms.select(editor, Editor.range(editor, [0]));
    expect(toggleMark(editor, 'bold')).toBe(true);
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'word', bold: true }] }]);
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(toggleMark(editor, 'bold')).toBe(false);
    expect(editor.children).toEqual([p('word')]);
  });

  it('superscript and subscript exclude each other', () => {
    const editor = testEditor([p('x2')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 1 }, focus: { path: [0, 0], offset: 2 } });
    toggleMark(editor, 'superscript');
    toggleMark(editor, 'subscript');
    expect(isMarkActive(editor, 'superscript')).toBe(false);
    expect(isMarkActive(editor, 'subscript')).toBe(true);
  });
});
