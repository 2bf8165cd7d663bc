import { act, screen } from '@testing-library/react';
import { Transforms } from 'slate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockElement } from '../../../../core/book/model.ts';
import { BookScreen } from '../BookPage.tsx';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { renderProvider } from '../document/testing/renderProvider.tsx';
import { currentEditor } from '../editor/currentEditor.ts';
import { fakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { TOOL_COMMANDS } from '../commands/commandIds.ts';

// The command "Page properties…" on the Book page: the dialog of the page the
// caret is on, holding what the drive has for that page.

vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };
const STORED = coreCodec.toHtml(
  { lang: 'en', blocks: [{ type: 'paragraph', children: [{ text: 'one' }] }, { type: 'page-break', children: [{ text: '' }] }, { type: 'paragraph', children: [{ text: 'two' }] }] as BlockElement[] },
  'Chapter',
);

describe('the Page properties command', () => {
  it('opens the dialog of the caret’s page with its alternative text from the drive, after typing too', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Chapter', CREATOR: 'Uma', CONTENTS: STORED });
    fake.ok('GET', '/drive-app/v1/dtma/audio/sync', {
      items: [
        { PAGE_NO: 1, ALT_TEXT: 'Cover', AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 },
        { PAGE_NO: 2, ALT_TEXT: 'Second page', AUDIO_URL: null, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 },
      ],
    });
    renderProvider(fake, { children: <BookScreen />, path: '/book?dtmNo=42' });
    await screen.findByText('two');
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    // Typed on page 2 first: the editor's own value (its normalised copy) carries the page's identity on.
    await act(async () => {
      Transforms.insertText(editor, ' more', { at: { path: [2, 0], offset: 3 } });
    });
    await screen.findByText('two more');
    await act(async () => {
      Transforms.select(editor, { path: [2, 0], offset: 1 });
      await editorCommandCode[TOOL_COMMANDS.pageProperties]?.run(NO_APP);
    });
    // In English, as renderProvider shows the Book.
    const dialog = await screen.findByRole('dialog', { name: 'Page 2 properties' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Alternative text' })).toHaveValue('Second page');
  });
});
