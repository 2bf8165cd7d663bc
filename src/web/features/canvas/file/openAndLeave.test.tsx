import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canvasFileMessages, createDocument, createPage, documentToDtms, pageToDtm, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { dtmsToJson, parseDtms } from '../../../../core/dtms/index.ts';
import { countRaised, gridForModel, setPin } from '../../../../core/pins/index.ts';
import { askBeforeSignOut } from '../../../auth/signOutGuards.ts';
import { announce } from '../../../ui/announcer.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing, wireFile } from '../../cloud/testing/wireItems.ts';
import { fileMessages as m } from './messages.ts';
import { renderFileLayer, text } from './testing/renderFileLayer.tsx';
import { wireDetail } from './testing/wireDetail.ts';
import { unsavedChangesMessages as unsaved } from '../../../ui/unsavedChanges/messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const FILES = '/drive-app/v1/dtm/images';

function document(title: string, model: 320 | 768 = 320, altText = 'One dot'): CanvasDocument {
  return { title, model, pages: [{ ...createPage(model, setPin(gridForModel(model), 2, 2)), altText }] };
}

/** The drive: my files (a tactile file 7 and a picture 8), and file 7's document. */
function drive(): FakeDriveClient {
  const fake = fakeDriveClient();
  fake.on('GET', FILES, (request) => ({
    ok: true,
    status: 200,
    data: request.query['SEARCH'] === 'zzz' ? listing([]) : listing([wireFile('7', 'Garden'), wireFile('8', 'photo', { FILE_EXTENSION: 'png', DEVICE_KIND: null })], 40),
  }));
  fake.ok('GET', '/drive-app/v1/dtms/images/7', wireDetail('7', 'Garden', dtmsToJson(documentToDtms(document('x', 768, 'Flowers'), { lang: 'korean', langOption: '1' })), ['Flowers in rows'], { DTM_GROUP_NO: '10' }));
  fake.ok('GET', '/drive-app/v1/dtms/images/8', wireDetail('8', 'photo', null, [], { FILE_EXTENSION: 'png' }));
  return fake;
}

describe('?dtmNo on arrival', () => {
  it('opens that Cloud file, titled by its Cloud name, with the drive descriptions', async () => {
    const { editor, actions } = renderFileLayer(drive(), { path: '/canvas?dtmNo=7' });
    expect(actions().state.loading).toBe(true);
    await waitFor(() => expect(editor.getState().document.title).toBe('Garden'));
    expect(editor.getState().document.model).toBe(768);
    expect(editor.getState().document.pages[0]?.altText).toBe('Flowers in rows');
    expect(editor.getState().dirty).toBe(false);
    expect(actions().state).toMatchObject({ dtmNo: 7, loading: false });
    expect(announce).toHaveBeenCalledWith(text(m.opened, { name: 'Garden', pages: 1 }));
  });

  it('keeps the language of the file when saving it back', async () => {
    const fake = drive();
    fake.on('POST', '/drive-app/v1/dtm/images/7/from-dtms', { ok: true, status: 200, data: wireFile('7', 'Garden') });
    const { editor, actions } = renderFileLayer(fake, { path: '/canvas?dtmNo=7' });
    await waitFor(() => expect(actions().state.dtmNo).toBe(7));
    act(() => editor.togglePinAtCursor());
    act(() => actions().save());
    await waitFor(() => expect(fake.calls('POST')).toHaveLength(1));
    const sent = fake.calls('POST')[0]?.body as { DTMS_JSON: string };
    expect(parseDtms(sent.DTMS_JSON)).toMatchObject({ lang: 'korean', langOption: '1', model: 768 });
  });

  it('says why when the file cannot be opened', async () => {
    const { editor } = renderFileLayer(drive(), { path: '/canvas?dtmNo=8' });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(m.openFailed, { file: '8', reason: text(canvasFileMessages.unsupported) }), 'error'));
    expect(editor.getState().document.title).toBe('Map');
  });
});

describe('the Open dialog', () => {
  it('lists my Cloud files 18 a page, searches them, and opens the one chosen', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { editor, actions, router } = renderFileLayer(fake);
    act(() => actions().open());
    const dialog = await screen.findByRole('dialog', { name: text(m.open) });
    expect(within(dialog).getByRole('tab', { name: text(m.cloudTab) })).toHaveAttribute('aria-selected', 'true');
    const list = await within(dialog).findByRole('grid', { name: text(m.cloudFiles) });
    await within(list).findByRole('row', { name: 'Garden.dtms' });
    expect(fake.calls('GET', FILES)[0]?.query).toEqual({ SCOPE: 'MINE', PAGE_NO: 1, PAGE_SIZE: 18, SORT: 'LATEST' });
    expect(within(dialog).getByText(text(m.pageStatus, { page: 1, pages: 3 }))).toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox', { name: text(m.search) });
    await user.type(search, 'zzz{Enter}');
    await waitFor(() => expect(announce).toHaveBeenCalledWith(text(m.searchResults, { count: 0 })));
    expect(fake.calls('GET', FILES).at(-1)?.query).toMatchObject({ SEARCH: 'zzz', PAGE_NO: 1 });
    expect(await within(list).findByText(text(m.searchResults, { count: 0 }))).toBeInTheDocument();
    // Escape in the search field clears it (and the search), not the dialog.
    await user.type(search, '{Escape}');
    expect(screen.getByRole('dialog', { name: text(m.open) })).toBeInTheDocument();

    await user.click(await within(list).findByRole('row', { name: 'Garden.dtms' }));
    await user.click(within(dialog).getByRole('button', { name: text(m.openButton) }));
    await waitFor(() => expect(editor.getState().document.title).toBe('Garden'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?dtmNo=7');
  });

  it('refuses a Cloud file the Canvas cannot open, and stays open', async () => {
    const user = userEvent.setup();
    const { editor, actions } = renderFileLayer(drive());
    act(() => actions().open());
    const dialog = await screen.findByRole('dialog', { name: text(m.open) });
    const row = await within(dialog).findByRole('row', { name: 'photo.png' });
    await user.dblClick(row);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(m.openFailed, { file: 'photo.png', reason: text(canvasFileMessages.unsupported) }));
    expect(editor.getState().document.title).toBe('Map');
  });

  it('opens a file from this computer, laid out for the current model when it is braille', async () => {
    const user = userEvent.setup();
    const { editor, actions, router } = renderFileLayer(drive(), { document: createDocument(768, 'Map') });
    act(() => actions().open());
    const dialog = await screen.findByRole('dialog', { name: text(m.open) });
    await user.click(within(dialog).getByRole('tab', { name: text(m.computerTab) }));
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('.dtms,.dtm,.dtma,.brf,.brl');
    await user.upload(input, new File(['ABC\r\n'], 'story.brf'));
    await waitFor(() => expect(editor.getState().document.title).toBe('story'));
    expect(editor.getState().document.model).toBe(768);
    expect(countRaised(editor.getState().document.pages[0]?.grid ?? gridForModel(768))).toBe(1 + 2 + 2);
    expect(actions().state.dtmNo).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('opens a DTM dropped from this computer', async () => {
    const { editor, actions } = renderFileLayer(drive());
    act(() => actions().open());
    const dialog = await screen.findByRole('dialog', { name: text(m.open) });
    fireEvent.click(within(dialog).getByRole('tab', { name: text(m.computerTab) }));
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const bytes = pageToDtm(setPin(setPin(gridForModel(320), 0, 0), 1, 1));
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(bytes)], 'two.dtm')] } });
    await waitFor(() => expect(editor.getState().document.title).toBe('two'));
    expect(countRaised(editor.getState().document.pages[0]?.grid ?? gridForModel(320))).toBe(2);
  });

  it('refuses a local file that is not a tactile file, with the spec message', async () => {
    const user = userEvent.setup();
    const { editor, actions } = renderFileLayer(drive());
    act(() => actions().open());
    const dialog = await screen.findByRole('dialog', { name: text(m.open) });
    await user.click(within(dialog).getByRole('tab', { name: text(m.computerTab) }));
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The picker's accept list is only a hint: a file of any name can still arrive.
    fireEvent.change(input, { target: { files: [new File(['<html></html>'], 'page.brf')] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(m.openFailed, { file: 'page.brf', reason: text(canvasFileMessages.unsupported) }));
    expect(editor.getState().document.title).toBe('Map');
  });
});

describe('unsaved changes', () => {
  it('New asks first; Exit without saving goes on to the model choice', async () => {
    const user = userEvent.setup();
    const { editor, actions } = renderFileLayer(drive(), { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => actions().newDocument());
    const question = await screen.findByRole('alertdialog', { name: text(unsaved.title) });
    expect(question).toHaveTextContent(text(unsaved.body, { title: 'Map' }));
    expect(within(question).getByRole('button', { name: text(m.save) })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: text(unsaved.exitWithoutSaving) }));
    const dialog = await screen.findByRole('dialog', { name: text(m.newDocument) });
    expect(within(dialog).getByRole('radio', { name: text(m.model320) })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: text(m.model768) }));
    await user.click(within(dialog).getByRole('button', { name: text(m.create) }));
    expect(editor.getState().document).toMatchObject({ model: 768, title: '' });
    expect(editor.getState().dirty).toBe(false);
    expect(announce).toHaveBeenCalledWith(text(m.created, { model: text(m.model768) }));
  });

  it('Cancel keeps the document; nothing is asked when there is nothing to lose', async () => {
    const user = userEvent.setup();
    const { editor, actions } = renderFileLayer(drive(), { document: document('Map') });
    act(() => actions().open());
    await screen.findByRole('dialog', { name: text(m.open) });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => editor.togglePinAtCursor());
    act(() => actions().open());
    const question = await screen.findByRole('alertdialog', { name: text(unsaved.title) });
    await user.click(within(question).getByRole('button', { name: text(m.cancel) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor.getState().dirty).toBe(true);
  });

  it('Save saves first (asking where, the first time), then goes on', async () => {
    const user = userEvent.setup();
    const fake = drive();
    fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
    fake.on('POST', '/drive-app/v1/dtm/images/from-dtms', { ok: true, status: 201, data: wireFile('41', 'Map') });
    const { editor, actions } = renderFileLayer(fake, { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => actions().newDocument());
    const question = await screen.findByRole('alertdialog', { name: text(unsaved.title) });
    await user.click(within(question).getByRole('button', { name: text(m.save) }));
    const saveAs = await screen.findByRole('dialog', { name: text(m.saveAs) });
    await user.click(within(saveAs).getByRole('button', { name: text(m.save) }));
    expect(await screen.findByRole('dialog', { name: text(m.newDocument) })).toBeInTheDocument();
    expect(fake.calls('POST')).toHaveLength(1);
    expect(editor.getState().dirty).toBe(false);
  });

  it('asks before leaving for another page, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const { editor, router } = renderFileLayer(drive(), { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => void router.navigate('/cloud'));
    const question = await screen.findByRole('alertdialog', { name: text(unsaved.title) });
    await user.click(within(question).getByRole('button', { name: text(m.cancel) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/canvas'));
    act(() => void router.navigate('/cloud'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: text(unsaved.exitWithoutSaving) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cloud'));
    expect(screen.getByTestId('cloud-page')).toBeInTheDocument();
  });

  it('saves first when asked to, then leaves (the first save changes the address on the way)', async () => {
    const user = userEvent.setup();
    const fake = drive();
    fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
    fake.on('POST', '/drive-app/v1/dtm/images/from-dtms', { ok: true, status: 201, data: wireFile('41', 'Map') });
    const { editor, router } = renderFileLayer(fake, { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => void router.navigate('/cloud'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: text(m.save) }));
    const saveAs = await screen.findByRole('dialog', { name: text(m.saveAs) });
    await user.click(within(saveAs).getByRole('button', { name: text(m.save) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cloud'));
    expect(fake.calls('POST')).toHaveLength(1);
  });

  it('leaves without asking when everything is saved', async () => {
    const { router } = renderFileLayer(drive(), { document: document('Map') });
    act(() => void router.navigate('/cloud'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cloud'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks the browser's own question before the tab closes, only while there are unsaved changes", () => {
    const { editor } = renderFileLayer(drive(), { document: document('Map') });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => editor.togglePinAtCursor());
    expect(unload()).toBe(true);
  });
});

describe('signing out with unsaved changes', () => {
  it('asks before the session ends; Save saves (asking where, the first time), then lets the sign-out go on', async () => {
    const user = userEvent.setup();
    const fake = drive();
    fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
    fake.on('POST', '/drive-app/v1/dtm/images/from-dtms', { ok: true, status: 201, data: wireFile('41', 'Map') });
    const { editor, router } = renderFileLayer(fake, { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = askBeforeSignOut();
    });
    const question = await screen.findByRole('alertdialog', { name: text(unsaved.title) });
    await user.click(within(question).getByRole('button', { name: text(m.save) }));
    const saveAs = await screen.findByRole('dialog', { name: text(m.saveAs) });
    await user.click(within(saveAs).getByRole('button', { name: text(m.save) }));
    expect(await answer).toBe(true);
    expect(fake.calls('POST', '/drive-app/v1/dtm/images/from-dtms')).toHaveLength(1);
    expect(editor.getState().dirty).toBe(false);
    // The sign-out's way home is not asked about again.
    act(() => void router.navigate('/cloud'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cloud'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Cancel stays signed in with the work; Exit without saving lets the sign-out go on without asking again', async () => {
    const user = userEvent.setup();
    const { editor, router } = renderFileLayer(drive(), { document: document('Map') });
    act(() => editor.togglePinAtCursor());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = askBeforeSignOut();
    });
    await user.click(within(await screen.findByRole('alertdialog', { name: text(unsaved.title) })).getByRole('button', { name: text(m.cancel) }));
    expect(await answer).toBe(false);
    expect(editor.getState().dirty).toBe(true);

    act(() => {
      answer = askBeforeSignOut();
    });
    await user.click(within(await screen.findByRole('alertdialog', { name: text(unsaved.title) })).getByRole('button', { name: text(unsaved.exitWithoutSaving) }));
    expect(await answer).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    act(() => void router.navigate('/cloud'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cloud'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks nothing when everything is saved', async () => {
    renderFileLayer(drive(), { document: document('Map') });
    expect(await askBeforeSignOut()).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
