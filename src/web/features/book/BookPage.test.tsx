import { act, screen } from '@testing-library/react';
import { Editor, Transforms } from 'slate';
import { describe, expect, it, vi } from 'vitest';
import { routeTitles } from '../../routes/messages.ts';
import BookPage from './BookPage.tsx';
import { bookCommandCode } from './commands/bookCommands.ts';
import { currentEditor } from './editor/currentEditor.ts';
import { editorMessages as em } from './editor/messages.ts';
import { BLOCK_COMMANDS, TEXT_STYLE_COMMANDS } from './shell/commandIds.ts';
import { renderBook, text } from './testing/renderBook.tsx';

vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

describe('the Book page', () => {
  it('shows its heading and an editor whose changes the page keeps, without restarting it', async () => {
    renderBook(<BookPage />);
    expect(screen.getByRole('heading', { level: 1, name: text(routeTitles.book) })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text(em.body, { title: text(em.untitled) }) })).toBeInTheDocument();
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    await act(async () => {
      Transforms.insertText(editor, 'Plants', { at: Editor.start(editor, []) });
      Transforms.select(editor, Editor.end(editor, []));
    });
    await act(async () => void bookCommandCode[TEXT_STYLE_COMMANDS.heading2]?.run(NO_APP));
    await act(async () => void bookCommandCode[BLOCK_COMMANDS.alignCenter]?.run(NO_APP));
    // The page fed each change back: the caret survived between the commands.
    expect(editor.children).toEqual([{ type: 'heading', level: 2, align: 'center', children: [{ text: 'Plants' }] }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Plants' })).toBeInTheDocument();
  });
});
