// Equations in the editor: an inline void the caret passes, Backspace and
// Delete select before they remove, copy and paste keep whole, and a saved
// document gives it back as it was.

import { act, screen } from '@testing-library/react';
import { createEditor, Editor, Node, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockElement, MathElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { renderMessages as rm } from '../render/messages.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { BookEditor } from './BookEditor.tsx';
import { currentEditor } from './currentEditor.ts';
import { mathAt } from './nodes.ts';
import type { BookSlateEditor } from './slateTypes.ts';
import { testEditor } from './testEditor.ts';
import { withBook } from './withBook.ts';
import { withPaste } from './withPaste.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const x: MathElement = { type: 'math', tree: [{ tag: 'msup', children: [{ tag: 'mi', text: 'x' }, { tag: 'mn', text: '2' }] }], children: [{ text: '' }] };
const line = (): BlockElement[] => [{ type: 'paragraph', children: [{ text: 'a' }, x, { text: 'b' }] }];

// What pandoc writes for $x^2$ with --mathml.
const PANDOC =
  '<p>a<math display="inline" xmlns="http://www.w3.org/1998/Math/MathML"><semantics><msup><mi>x</mi><mn>2</mn></msup>' +
  '<annotation encoding="application/x-tex">x^2</annotation></semantics></math>b</p>';

describe('an equation in the editor', () => {
  it('is one stop for the arrows: on it (selected), then past it', () => {
    const editor = testEditor(line(), { path: [0, 0], offset: 1 });
    Transforms.move(editor);
    expect(mathAt(editor, editor.selection?.focus)?.[1]).toEqual([0, 1]);
    Transforms.move(editor);
    expect(editor.selection?.focus).toEqual({ path: [0, 2], offset: 0 });
    Transforms.move(editor, { reverse: true });
    Transforms.move(editor, { reverse: true });
    expect(editor.selection?.focus).toEqual({ path: [0, 0], offset: 1 });
  });

  it('is selected by the first Backspace after it and removed by the second, as a picture is', () => {
    const editor = testEditor(line(), { path: [0, 2], offset: 0 });
    editor.deleteBackward('character');
    expect(editor.children).toEqual(line());
    expect(mathAt(editor, editor.selection?.focus)).toBeDefined();
    editor.deleteBackward('character');
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'ab' }] }]);
  });

  it('is selected by Delete before it, then removed', () => {
    const editor = testEditor(line(), { path: [0, 0], offset: 1 });
    editor.deleteForward('character');
    expect(editor.children).toEqual(line());
    expect(mathAt(editor, editor.selection?.focus)).toBeDefined();
    editor.deleteForward('character');
    expect(Node.string(editor)).toBe('ab');
    expect(JSON.stringify(editor.children)).not.toContain('math');
  });

  it('is copied and pasted whole within the editor', () => {
    const editor = testEditor(line());
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 2], offset: 1 } });
    const fragment = editor.getFragment();
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertFragment(fragment);
    const equations = (editor.children[0] as { children: unknown[] }).children.filter((child) => (child as { type?: string }).type === 'math');
    expect(equations).toEqual([x, x]);
  });

  it('is kept from pasted HTML (a converted textbook, a web page), with its TeX as its text alternative', () => {
    const editor = withPaste(withBook(withHistory(withReact(createEditor())))) as BookSlateEditor;
    editor.children = [{ type: 'paragraph', children: [{ text: '' }] }];
    Transforms.select(editor, Editor.end(editor, []));
    const data = { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? PANDOC : 'ax2b') } as unknown as DataTransfer;
    editor.insertData(data);
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'a' }, { ...x, alt: 'x^2' }, { text: 'b' }] }]);
  });

  it('is cleaned by the editor\'s normaliser when a value holds something MathML does not allow', () => {
    const hostile = { type: 'math', tree: [{ tag: 'mi', attrs: { href: 'javascript:alert(1)', mathvariant: 'bold' }, text: 'x' }, { tag: 'script', children: [] }], children: [{ text: '' }] };
    const editor = testEditor([{ type: 'paragraph', children: [{ text: 'a' }, hostile as unknown as MathElement, { text: '' }] }]);
    expect((editor.children[0] as { children: unknown[] }).children[1]).toEqual({ type: 'math', tree: [{ tag: 'mi', attrs: { mathvariant: 'bold' }, text: 'x' }], children: [{ text: '' }] });
  });
});

describe('an equation on the screen', () => {
  it('is MathML inside a wrapper named by its text, kept out of the editable text', () => {
    renderBook(<BookEditor value={line()} onChange={vi.fn()} title="Algebra" />);
    const wrapper = screen.getByRole('math', { name: text(rm.equation, { text: 'x 2' }) });
    expect(wrapper).toHaveAttribute('contenteditable', 'false');
    const math = wrapper.querySelector('math');
    expect(math?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math?.firstElementChild?.localName).toBe('msup');
    expect([...(math?.firstElementChild?.children ?? [])].map((child) => `${child.localName}:${child.textContent}`)).toEqual(['mi:x', 'mn:2']);
  });

  it('is said by its name when the caret lands on it', async () => {
    renderBook(<BookEditor value={line()} onChange={vi.fn()} title="Algebra" />);
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    await act(async () => Transforms.select(editor, { path: [0, 0], offset: 1 }));
    expect(announce).not.toHaveBeenCalledWith(text(rm.equation, { text: 'x 2' }), 'polite');
    await act(async () => Transforms.move(editor));
    expect(announce).toHaveBeenLastCalledWith(text(rm.equation, { text: 'x 2' }), 'polite');
  });

  it('comes back from a save as it was: the page opens unchanged and the equation is still there', () => {
    const opened = coreCodec.fromHtml(`<!DOCTYPE html><html><body>${PANDOC}</body></html>`);
    renderBook(<BookEditor value={opened.blocks} onChange={vi.fn()} title="Algebra" />);
    const editor = currentEditor();
    const saved = coreCodec.toHtml({ blocks: editor?.children as BlockElement[] }, 'Algebra');
    expect(saved).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x^2"><msup><mi>x</mi><mn>2</mn></msup></math>');
    expect(coreCodec.fromHtml(saved)).toEqual(opened);
    expect(editor?.children).toEqual(opened.blocks);
  });
});
