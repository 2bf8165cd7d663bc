import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Transforms } from 'slate';
import { describe, expect, it, vi } from 'vitest';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { BookEditor } from '../editor/BookEditor.tsx';
import { currentEditor } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { p } from '../editor/testEditor.ts';
import { TOOL_COMMANDS } from '../commands/commandIds.ts';
import '../testing/jsdomContentEditable.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { toolbarMessages as tm } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

describe('moving between the text and the toolbar', () => {
  it('Alt+F10 (the command) reaches the toolbar and Escape comes back to the text', async () => {
    renderBook(<BookEditor value={[p('x')]} onChange={vi.fn()} title="T" />);
    const bar = screen.getByRole('toolbar', { name: text(tm.toolbar) });
    await act(async () => void editorCommandCode[TOOL_COMMANDS.focusToolbar]?.run(NO_APP));
    expect(bar).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) }));
  });
});

describe('a new line and a move to the toolbar in the same frame', () => {
  it('keeps the toolbar: the new line gives focus back to the text only when it was lost', async () => {
    renderBook(<BookEditor value={[p('x')]} onChange={vi.fn()} title="T" />);
    const body = screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) });
    const bar = screen.getByRole('toolbar', { name: text(tm.toolbar) });
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    body.focus();
    await act(async () => Transforms.select(editor, { path: [0, 0], offset: 1 }));
    // The frames the Enter asks for are held, to run after the move (as a fast Alt+F10 does).
    const frames: FrameRequestCallback[] = [];
    const held = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    fireEvent.keyDown(screen.getByRole('textbox', { name: text(em.body, { title: 'T' }) }), { key: 'Enter', code: 'Enter' });
    held.mockRestore();
    expect(frames.length).toBeGreaterThan(0);
    await act(async () => void editorCommandCode[TOOL_COMMANDS.focusToolbar]?.run(NO_APP));
    expect(bar).toContainElement(document.activeElement as HTMLElement);
    await act(async () => frames.forEach((frame) => frame(performance.now())));
    expect(bar).toContainElement(document.activeElement as HTMLElement);
  });
});
