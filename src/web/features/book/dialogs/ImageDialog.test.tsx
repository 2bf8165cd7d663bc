import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Editor, Transforms } from 'slate';
import { describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../../../api/ApiContext.tsx';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { editorCommandCode } from '../commands/bookCommands.ts';
import { BookEditor } from '../editor/BookEditor.tsx';
import { currentEditor } from '../editor/currentEditor.ts';
import { p } from '../editor/testEditor.ts';
import { INSERT_COMMANDS } from '../commands/commandIds.ts';
import { renderBook, text } from '../testing/renderBook.tsx';
import { IMAGE_URL_TO_BASE64_PATH } from './imageSource.ts';
import { dialogMessages as m } from './messages.ts';
import { tactileMakerHref } from './TactileVersionGroup.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const NO_APP = { navigate: () => undefined, session: undefined, openDialog: () => undefined, signOut: () => undefined };
const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

describe('the image dialog', () => {
  it('requires a source and alternative text, then inserts the picture the server fetched', async () => {
    const post = vi.fn(async () => ({ ok: true as const, status: 200, data: { image: DATA_URL, contentType: 'image/png' } }));
    const api = { post } as unknown as ApiClient;
    renderBook(
      <ApiContext.Provider value={api}>
        <BookEditor value={[p('')]} onChange={vi.fn()} title="T" />
      </ApiContext.Provider>,
    );
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    await act(async () => {
      Transforms.select(editor, Editor.start(editor, []));
      void editorCommandCode[INSERT_COMMANDS.insertImage]?.run(NO_APP);
    });
    await screen.findByRole('dialog', { name: text(m.imageTitle) });
    await userEvent.click(screen.getByRole('button', { name: text(m.insert) }));
    expect(screen.getByRole('textbox', { name: text(m.imageUrl) })).toHaveAccessibleDescription(expect.stringContaining(text(m.fileRequired)));
    expect(screen.getByRole('textbox', { name: text(m.altText) })).toHaveAccessibleDescription(expect.stringContaining(text(m.altRequired)));
    await userEvent.type(screen.getByRole('textbox', { name: text(m.imageUrl) }), 'https://example.org/fern.png');
    await userEvent.type(screen.getByRole('textbox', { name: text(m.altText) }), 'A fern');
    await userEvent.click(screen.getByRole('button', { name: text(m.insert) }));
    await vi.waitFor(() => expect(editor.children[0]).toEqual({ type: 'image', src: DATA_URL, alt: 'A fern', children: [{ text: '' }] }));
    expect(post).toHaveBeenCalledWith(IMAGE_URL_TO_BASE64_PATH, { body: { imageUrl: 'https://example.org/fern.png' }, rawKeys: true, auth: true });
  });

  it('shows the picture\'s tactile version, opens the Canvas with the picture to make one, and removes it with Apply', async () => {
    const src = '/drive-app/file/files/0f1e2d3c-aaaa-bbbb-cccc-000011112222?exp=1&sig=a';
    renderBook(
      <ApiContext.Provider value={{} as ApiClient}>
        <BookEditor value={[{ type: 'image', src, alt: 'A fern', tactile: '77', children: [{ text: '' }] }, p('after')]} onChange={vi.fn()} title="T" />
      </ApiContext.Provider>,
    );
    const editor = currentEditor();
    if (!editor) throw new Error('no editor');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await act(async () => {
      Transforms.select(editor, Editor.start(editor, [0]));
      void editorCommandCode[INSERT_COMMANDS.imageProperties]?.run(NO_APP);
    });
    const dialog = await screen.findByRole('dialog', { name: text(m.imagePropertiesTitle) });
    const group = screen.getByRole('group', { name: text(m.tactileVersion) });
    expect(group).toHaveTextContent(text(m.tactileLinkedTo, { number: '77' }));
    const make = screen.getByRole('button', { name: text(m.makeTactile) });
    expect(make).toHaveAccessibleDescription(text(m.makeTactileHelp));
    await userEvent.click(make);
    expect(open).toHaveBeenCalledWith(`/canvas?picture=${encodeURIComponent(src)}`, '_blank', 'noopener');
    expect(tactileMakerHref(src)).toBe(`/canvas?picture=${encodeURIComponent(src)}`);
    // Still linked until Apply.
    await userEvent.click(screen.getByRole('button', { name: text(m.removeTactile) }));
    expect(group).toHaveTextContent(text(m.tactileNone));
    expect(editor.children[0]).toMatchObject({ tactile: '77' });
    await userEvent.click(screen.getByRole('button', { name: text(m.apply) }));
    expect(dialog).not.toBeInTheDocument();
    expect(editor.children[0]).not.toHaveProperty('tactile');
    expect(editor.children[0]).toMatchObject({ alt: 'A fern' });
    open.mockRestore();
  });
});
