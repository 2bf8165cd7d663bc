import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor, Transforms } from 'slate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { BookEditor } from '../editor/BookEditor.tsx';
import { currentEditor } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { item, ol, p } from '../editor/testEditor.ts';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { BLOCK_COMMANDS, INSERT_COMMANDS, TABLE_COMMANDS, TOOL_COMMANDS } from '../commands/commandIds.ts';
import '../testing/jsdomContentEditable.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { dialogMessages as m } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.mocked(announce).mockClear());

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

async function setup(blocks: BlockElement[]) {
  renderBook(<BookEditor value={blocks} onChange={vi.fn()} title="T" />);
  const editor = currentEditor();
  if (!editor) throw new Error('no editor');
  return editor;
}

describe('the link dialog', () => {
  it('opens with Ctrl+K in the text, refuses an empty address on its field, then links the selection', async () => {
    const editor = await setup([p('see site')]);
    await act(async () => Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) }), { key: 'k', code: 'KeyK', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: text(m.linkTitle) });
    expect(screen.getByRole('textbox', { name: text(m.linkText) })).toHaveValue('site');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    const url = screen.getByRole('textbox', { name: text(m.linkUrl) });
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(expect.stringContaining(text(m.linkUrlEmpty)));
    expect(announce).toHaveBeenCalledWith(text(m.linkUrlEmpty), 'assertive');
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(text(m.linkUrlUnsupported)));
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.org');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(dialog).not.toBeInTheDocument();
    expect(editor.children[0]).toEqual({
      type: 'paragraph',
      children: [{ text: 'see ' }, { type: 'link', href: 'https://example.org', children: [{ text: 'site' }] }, { text: '' }],
    });
  });
});

describe('the find and replace dialog', () => {
  it('requires text to find, then selects each match and says where it is', async () => {
    const editor = await setup([p('cat and cat')]);
    await act(async () => {
      Transforms.select(editor, Editor.start(editor, []));
      void editorCommandCode[TOOL_COMMANDS.replace]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.replaceTitle) });
    await userEvent.click(screen.getByRole('button', { name: text(m.findNext) }));
    expect(screen.getByRole('textbox', { name: text(m.findText) })).toHaveAccessibleDescription(expect.stringContaining(text(m.findEmpty)));
    await userEvent.type(screen.getByRole('textbox', { name: text(m.findText) }), 'cat');
    await userEvent.click(screen.getByRole('button', { name: text(m.findNext) }));
    expect(announce).toHaveBeenLastCalledWith(text(em.findResult, { index: 1, count: 2 }), 'polite');
    expect(editor.selection).toEqual({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 3 } });
    await userEvent.type(screen.getByRole('textbox', { name: text(m.replaceText) }), 'dog');
    await userEvent.click(screen.getByRole('button', { name: text(m.replaceAll) }));
    expect(announce).toHaveBeenLastCalledWith(text(em.replacedCount, { count: 2 }), 'polite');
    expect(editor.children).toEqual([p('dog and dog')]);
  });
});

describe('the numbered list start dialog', () => {
  it('says each wrong value on its field (spec §5) and sets the start', async () => {
    const editor = await setup([ol(item('a'))]);
    await act(async () => {
      Transforms.select(editor, Editor.start(editor, []));
      void editorCommandCode[BLOCK_COMMANDS.listStart]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.listStartTitle) });
    const field = screen.getByRole('textbox', { name: text(m.listStart) });
    for (const [value, message] of [['', m.valueEmpty], ['x', m.plainNumber], ['0', m.startAboveZero]] as const) {
      await userEvent.clear(field);
      if (value !== '') await userEvent.type(field, value);
      await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(text(message)));
    }
    await userEvent.clear(field);
    await userEvent.type(field, '4');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(editor.children[0]).toEqual({ ...ol(item('a')), start: 4 });
  });
});

describe('the table dialogs', () => {
  it('insert a table with its caption, then change the caption in the table and cell properties, and remove it there', async () => {
    const editor = await setup([p('')]);
    await act(async () => {
      Transforms.select(editor, Editor.start(editor, []));
      void editorCommandCode[INSERT_COMMANDS.insertTable]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.tableTitle) });
    const caption = screen.getByRole('textbox', { name: text(m.caption) });
    expect(caption).toHaveAccessibleDescription(text(m.captionHelp));
    await userEvent.type(caption, '  Plant   heights ');
    await userEvent.click(screen.getByRole('button', { name: text(m.insert) }));
    expect(editor.children[0]).toMatchObject({ type: 'table', caption: 'Plant heights' });
    expect(screen.getByRole('table', { name: 'Plant heights' })).toBeInTheDocument();

    await act(async () => {
      void editorCommandCode[TABLE_COMMANDS.cellProperties]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.cellTitle) });
    const again = screen.getByRole('textbox', { name: text(m.caption) });
    expect(again).toHaveValue('Plant heights');
    await userEvent.clear(again);
    await userEvent.type(again, 'Heights');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(editor.children[0]).toMatchObject({ caption: 'Heights' });

    await act(async () => {
      void editorCommandCode[TABLE_COMMANDS.cellProperties]?.run(NO_APP);
    });
    await userEvent.clear(await screen.findByRole('textbox', { name: text(m.caption) }));
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(editor.children[0]).not.toHaveProperty('caption');
  });
});

describe('the colour dialogs', () => {
  it('highlight the selection (its background), say so, and remove it; the text colour stays its own', async () => {
    const editor = await setup([p('green leaves')]);
    await act(async () => {
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
      void editorCommandCode[BLOCK_COMMANDS.highlight]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.highlightTitle) });
    await userEvent.type(screen.getByRole('textbox', { name: text(m.color) }), 'FFFF00');
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(editor.children[0]).toEqual({ type: 'paragraph', children: [{ text: 'green', highlight: '#ffff00' }, { text: ' leaves' }] });
    expect(announce).toHaveBeenLastCalledWith(text(em.highlightSet, { color: '#ffff00' }), 'polite');

    await act(async () => {
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
      void editorCommandCode[BLOCK_COMMANDS.highlight]?.run(NO_APP);
    });
    expect(await screen.findByRole('textbox', { name: text(m.color) })).toHaveValue('ffff00');
    await userEvent.click(screen.getByRole('button', { name: text(m.removeColor) }));
    expect(editor.children[0]).toEqual(p('green leaves'));
    expect(announce).toHaveBeenLastCalledWith(text(em.highlightRemoved), 'polite');
  });
});

describe('keys in the text', () => {
  it('Tab moves between table cells and says which; in a list item it nests the item', async () => {
    const editor = await setup([
      { type: 'table', children: [{ type: 'table-row', children: [{ type: 'table-cell', children: [p('a')] }, { type: 'table-cell', children: [p('b')] }] }] },
      { type: 'list', ordered: false, children: [item('x'), item('y')] },
    ]);
    const box = screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) });
    await act(async () => Transforms.select(editor, { path: [0, 0, 0, 0, 0], offset: 0 }));
    fireEvent.keyDown(box, { key: 'Tab', code: 'Tab' });
    expect(editor.selection?.focus.path.slice(0, 3)).toEqual([0, 0, 1]);
    expect(announce).toHaveBeenLastCalledWith(text(em.cell, { row: 1, column: 2 }), 'polite');
    await act(async () => Transforms.select(editor, { path: [1, 1, 0, 0], offset: 0 }));
    fireEvent.keyDown(box, { key: 'Tab', code: 'Tab' });
    expect(editor.children[1]).toEqual({ type: 'list', ordered: false, children: [item('x', { type: 'list', ordered: false, children: [item('y')] })] });
    expect(announce).toHaveBeenLastCalledWith(text(em.listLevel, { level: 2 }), 'polite');
  });

  it('goes to the next heading with Ctrl+Alt+N then H, and says when there is none', async () => {
    const editor = await setup([p('a'), { type: 'heading', level: 2, children: [{ text: 'Plants' }] }]);
    const box = screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) });
    await act(async () => {
      Transforms.select(editor, { path: [0, 0], offset: 0 });
      void editorCommandCode[TOOL_COMMANDS.goNext]?.run(NO_APP);
    });
    fireEvent.keyDown(box, { key: 'h', code: 'KeyH' });
    expect(editor.selection?.focus.path).toEqual([1, 0]);
    expect(announce).toHaveBeenLastCalledWith(text(em.reachedHeading, { level: 2, text: 'Plants' }), 'polite');
    await act(async () => void editorCommandCode[TOOL_COMMANDS.goNext]?.run(NO_APP));
    fireEvent.keyDown(box, { key: 'h', code: 'KeyH' });
    expect(announce).toHaveBeenLastCalledWith(text(em.noTarget, { direction: 'next', target: 'heading' }), 'polite');
  });
});
