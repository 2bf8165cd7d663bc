import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor, Transforms } from 'slate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { announce } from '../../../ui/announcer.ts';
import { bookCommandMessages as cm } from '../commands/commandMessages.ts';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { MARK_COMMANDS, TEXT_STYLE_COMMANDS } from '../commands/commandIds.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { toolbarMessages as tm } from '../toolbar/messages.ts';
import { BookEditor } from './BookEditor.tsx';
import { currentEditor } from './currentEditor.ts';
import { editorMessages as m } from './messages.ts';
import { h, item, ol, p } from './testEditor.ts';
import { newTable } from './tables.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.mocked(announce).mockClear());

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

function setup(blocks: BlockElement[], onChange = vi.fn()) {
  renderBook(<BookEditor value={blocks} onChange={onChange} title="Plants" />);
  const editor = currentEditor();
  if (!editor) throw new Error('no editor registered');
  return { editor, onChange };
}

describe('the editing area', () => {
  it('is a multi-line text box named with the document title', () => {
    setup([p('')]);
    const box = screen.getByRole('textbox', { name: text(m.body, { title: 'Plants' }) });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
  });

  it('renders structure as real elements: headings, numbered lists with their start, tables with column headers', () => {
    setup([h(2, 'Leaves'), { ...ol(item('one'), item('two')), start: 3 } as BlockElement, newTable(2, 2, true)]);
    expect(screen.getByRole('heading', { level: 2, name: 'Leaves' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('start', '3');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(screen.getAllByRole('cell')).toHaveLength(2);
  });

  it('names pictures and page breaks, which are not text', () => {
    setup([
      p('a'),
      { type: 'image', src: 'data:image/png;base64,AA==', alt: 'A fern', children: [{ text: '' }] },
      { type: 'page-break', children: [{ text: '' }] },
      p('b'),
    ]);
    expect(screen.getByRole('figure', { name: text(m.image, { alt: 'A fern' }) })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A fern' }).closest('[contenteditable="false"]')).not.toBeNull();
    expect(screen.getByRole('separator', { name: text(m.pageBreak, { page: 2 }) })).toBeInTheDocument();
  });

  it('reports a change of the text, not a move of the caret', async () => {
    const { editor, onChange } = setup([p('abc')]);
    await act(async () => Transforms.select(editor, { path: [0, 0], offset: 1 }));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => Transforms.insertText(editor, 'X', { at: { path: [0, 0], offset: 1 } }));
    expect(onChange).toHaveBeenLastCalledWith([p('aXbc')]);
  });

  it('starts afresh when given another document', () => {
    const view = renderBook(<BookEditor value={[p('one')]} onChange={vi.fn()} title="A" />);
    view.rerender(<BookEditor value={[h(1, 'two')]} onChange={vi.fn()} title="A" />);
    expect(screen.getByRole('heading', { level: 1, name: 'two' })).toBeInTheDocument();
    expect(currentEditor()?.children).toEqual([h(1, 'two')]);
  });
});

describe('the toolbar', () => {
  it('is a named toolbar whose mark buttons show their state and their keys', async () => {
    const { editor } = setup([p('word')]);
    const bar = screen.getByRole('toolbar', { name: text(tm.toolbar) });
    expect(bar).toBeInTheDocument();
    const bold = screen.getByRole('button', { name: text(cm.bold) });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(bold).toHaveAttribute('aria-keyshortcuts');
    await act(async () => Transforms.select(editor, Editor.range(editor, [0])));
    await userEvent.click(bold);
    // Bold for the selection or, where the test's DOM collapsed it, for what is typed next.
    expect(Editor.marks(editor)?.bold).toBe(true);
    expect(screen.getByRole('button', { name: text(cm.bold) })).toHaveAttribute('aria-pressed', 'true');
    expect(announce).toHaveBeenCalledWith(text(m.markOn, { name: text(cm.bold) }), 'polite');
  });

  it('names the current paragraph style on its menu button', async () => {
    const { editor } = setup([h(3, 'Roots')]);
    await act(async () => Transforms.select(editor, { path: [0, 0], offset: 0 }));
    expect(screen.getByRole('button', { name: text(tm.textStyle, { style: text(m.heading, { level: 3 }) }) })).toBeInTheDocument();
  });
});

describe('the commands on the editor shown', () => {
  it('make a heading and say so', async () => {
    const { editor } = setup([p('Plants')]);
    await act(async () => {
      Transforms.select(editor, { path: [0, 0], offset: 0 });
      void editorCommandCode[TEXT_STYLE_COMMANDS.heading2]?.run(NO_APP);
    });
    expect(editor.children).toEqual([h(2, 'Plants')]);
    expect(announce).toHaveBeenCalledWith(text(m.heading, { level: 2 }), 'polite');
    expect(screen.getByRole('heading', { level: 2, name: 'Plants' })).toBeInTheDocument();
  });

  it('refuse with a reason when no editor is shown', () => {
    expect(editorCommandCode[MARK_COMMANDS.bold]?.isEnabled?.(NO_APP)).toEqual({ reason: m.noEditor });
  });
});
