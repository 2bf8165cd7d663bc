import { act, screen } from '@testing-library/react';
import { Editor, Transforms } from 'slate';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import type { Message } from '../../../core/messages/index.ts';
import { fakeDriveClient } from '../cloud/testing/fakeDriveClient.ts';
import { BookScreen } from './BookPage.tsx';
import { editorCommandCode } from './commands/bookCommands.ts';
import { currentEditor } from './editor/currentEditor.ts';
import { editorMessages as em } from './editor/messages.ts';
import { BLOCK_COMMANDS, TEXT_STYLE_COMMANDS } from './commands/commandIds.ts';
import { renderProvider } from './document/testing/renderProvider.tsx';


vi.mock('../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const english = createIntl({ locale: 'en', messages: en });
const text = (message: Message, values?: Record<string, string>) => english.formatMessage(message, values);

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };

describe('the Book page', () => {
  it('shows an editor whose changes the document keeps, without restarting it', async () => {
    renderProvider(fakeDriveClient(), { children: <BookScreen /> });
    expect(await screen.findByRole('textbox', { name: text(em.body, { title: text(em.untitled) }) })).toBeInTheDocument();
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    await act(async () => {
      Transforms.insertText(editor, 'Plants', { at: Editor.start(editor, []) });
      Transforms.select(editor, Editor.end(editor, []));
    });
    await act(async () => void editorCommandCode[TEXT_STYLE_COMMANDS.heading2]?.run(NO_APP));
    await act(async () => void editorCommandCode[BLOCK_COMMANDS.alignCenter]?.run(NO_APP));
    // The page fed each change back: the caret survived between the commands.
    expect(editor.children).toEqual([{ type: 'heading', level: 2, align: 'center', children: [{ text: 'Plants' }] }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Plants' })).toBeInTheDocument();
  });
});
