import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { BookEditor } from '../editor/BookEditor.tsx';
import { editorMessages as em } from '../editor/messages.ts';
import { p } from '../editor/testEditor.ts';
import { TOOL_COMMANDS } from '../commands/commandIds.ts';
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
