import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createPage, pageMessages, type CanvasDocument } from '../../../../core/canvas/index.ts';
import { parseDtms } from '../../../../core/dtms/index.ts';
import { gridForModel, setPin } from '../../../../core/pins/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { listing, wireFile, wireFolder } from '../../cloud/testing/wireItems.ts';
import { fileMessages as m } from './messages.ts';
import { renderFileLayer, text } from './testing/renderFileLayer.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const CREATE = '/drive-app/v1/dtm/images/from-dtms';
const SAVE_41 = '/drive-app/v1/dtm/images/41/from-dtms';
const GROUPS = '/drive-app/v1/dtms/groups';

/** A document whose pages all have alternative text (so it may be saved), unless told otherwise. */
function described(title: string, altTexts: readonly string[] = ['A dot']): CanvasDocument {
  const document = createDocument(320, title);
  return { ...document, pages: altTexts.map((altText, index) => ({ ...createPage(320, setPin(gridForModel(320), index, 0)), altText })) };
}

/** The drive: one folder, Maps, in the root; saves answer file 41. `first` adds rules that answer before these. */
function drive(first: (fake: FakeDriveClient) => void = () => undefined): FakeDriveClient {
  const fake = fakeDriveClient();
  first(fake);
  fake.on('GET', GROUPS, (request) => ({ ok: true, status: 200, data: listing(request.query['PARENT_GROUP_NO'] === 'ROOT' ? [wireFolder('10', 'Maps')] : []) }));
  fake.on('POST', CREATE, (request) => ({ ok: true, status: 201, data: wireFile('41', String((request.body as { DTM_NAME: string }).DTM_NAME), { DTM_GROUP_NO: '10' }) }));
  fake.on('POST', SAVE_41, (request) => ({ ok: true, status: 200, data: wireFile('41', String((request.body as { DTM_NAME: string }).DTM_NAME), { DTM_GROUP_NO: '10' }) }));
  return fake;
}

interface SentSave {
  readonly DTM_NAME: string;
  readonly DTM_GROUP_NO?: string;
  readonly DTMS_JSON: string;
  readonly DEVICE_KIND: string;
  readonly PAGE_DESCRIPTIONS: readonly { readonly PAGE_NO: number; readonly ALT_TEXT: string }[];
}

const sentBody = (fake: FakeDriveClient, path: string, index = 0) => fake.calls('POST', path)[index]?.body as SentSave;

/** Save as through its dialog: the name typed over, a folder chosen in the list, then Save. */
async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string, folder?: string) {
  const dialog = await screen.findByRole('dialog', { name: text(m.saveAs) });
  const field = within(dialog).getByRole('textbox', { name: text(m.fileName) });
  await user.clear(field);
  if (name !== '') await user.type(field, name);
  if (folder) await user.click(await within(dialog).findByRole('option', { name: folder }));
  await user.click(within(dialog).getByRole('button', { name: text(m.save) }));
  return dialog;
}

describe('saving', () => {
  it('asks for a name and folder the first time, then saves a new Cloud file with the title rules', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { editor, actions, router } = renderFileLayer(fake, { document: described('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => actions().save());
    await saveAs(user, 'Map: north?', 'Maps');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(m.saved), 'success'));

    const body = sentBody(fake, CREATE);
    expect(body).toMatchObject({ DTM_NAME: 'Map north', DTM_GROUP_NO: '10', DEVICE_KIND: '300', PAGE_DESCRIPTIONS: [{ PAGE_NO: 1, ALT_TEXT: 'A dot' }] });
    const dtms = parseDtms(body.DTMS_JSON);
    expect(dtms.title).toBe('Map north');
    expect(dtms.items.map((item) => item.title)).toEqual(['A dot']);
    expect(dtms).toMatchObject({ lang: 'english', langOption: '2', model: 320 });

    expect(editor.getState().dirty).toBe(false);
    expect(editor.getState().document.title).toBe('Map north');
    expect(actions().state).toMatchObject({ dtmNo: 41, saving: false, title: 'Map north' });
    expect(router.state.location.search).toBe('?dtmNo=41');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves again to the same file without asking, renamed to the cleaned title', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { editor, actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    await saveAs(user, 'Map');
    await waitFor(() => expect(actions().state.dtmNo).toBe(41));

    act(() => {
      editor.togglePinAtCursor();
      editor.setTitle(' <|> ');
    });
    act(() => actions().save());
    await waitFor(() => expect(fake.calls('POST', SAVE_41)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = sentBody(fake, SAVE_41);
    expect(body.DTM_NAME).toBe('Untitled');
    expect(body.DTM_GROUP_NO).toBeUndefined();
    expect(parseDtms(body.DTMS_JSON).title).toBe('Untitled');
    await waitFor(() => expect(editor.getState().dirty).toBe(false));
    expect(editor.getState().document.title).toBe('Untitled');
    expect(showToast).toHaveBeenLastCalledWith(text(m.saved), 'success');
  });

  it('Save as always asks, and writes a new file even when the document has one', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    await saveAs(user, 'Map');
    await waitFor(() => expect(actions().state.dtmNo).toBe(41));
    act(() => actions().saveAs());
    await saveAs(user, 'Copy of map');
    await waitFor(() => expect(fake.calls('POST', CREATE)).toHaveLength(2));
    expect(sentBody(fake, CREATE, 1).DTM_NAME).toBe('Copy of map');
    expect(fake.calls('POST', SAVE_41)).toHaveLength(0);
  });

  it('refuses to save while a page has no alternative text, and says which pages', async () => {
    const fake = drive();
    const { actions } = renderFileLayer(fake, { document: described('Map', ['A dot', '  ', 'Another', '']) });
    act(() => actions().save());
    // The fields' drafts are committed first (drafts.ts), so the refusal comes a tick later.
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(text(pageMessages.altTextMissing, { pages: '2 and 4' }), 'error'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.sent.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says "Failed to save file." when a save fails, and the changes stay unsaved', async () => {
    const user = userEvent.setup();
    const fake = drive((first) => first.fail('POST', SAVE_41, 500, 'INTERNAL_ERROR'));
    const { editor, actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    await saveAs(user, 'Map');
    await waitFor(() => expect(actions().state.dtmNo).toBe(41));
    act(() => editor.togglePinAtCursor());
    act(() => actions().save());
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(text(m.saveFailed), 'error'));
    expect(editor.getState().dirty).toBe(true);
    expect(actions().state.saving).toBe(false);
  });

  it('gives the reason when the drive names one (the Cloud is full)', async () => {
    const user = userEvent.setup();
    const fake = drive((first) => first.fail('POST', SAVE_41, 413, 'QUOTA_EXCEEDED'));
    const { editor, actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    await saveAs(user, 'Map');
    await waitFor(() => expect(actions().state.dtmNo).toBe(41));
    act(() => editor.togglePinAtCursor());
    act(() => actions().save());
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(text(m.saveFailedBecause, { reason: text(m.quotaExceeded) }), 'error'));
  });

  it('shows a taken name on the name field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const fake = fakeDriveClient();
    fake.ok('GET', GROUPS, listing([]));
    fake.fail('POST', CREATE, 409, 'NAME_TAKEN');
    const { editor, actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => editor.togglePinAtCursor());
    act(() => actions().save());
    const dialog = await saveAs(user, 'Map');
    const field = within(dialog).getByRole('textbox', { name: text(m.fileName) });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(text(m.nameTaken))).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(editor.getState().dirty).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a Save as replaced by another dialog counts as cancelled: saving works again afterwards', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    await screen.findByRole('dialog', { name: text(m.saveAs) });
    act(() => actions().exportAs());
    await screen.findByRole('dialog', { name: text(m.exportAs) });
    await user.keyboard('{Escape}');
    act(() => actions().save());
    await saveAs(user, 'Map');
    await waitFor(() => expect(fake.calls('POST', CREATE)).toHaveLength(1));
  });

  it('requires a name', async () => {
    const user = userEvent.setup();
    const fake = drive();
    const { actions } = renderFileLayer(fake, { document: described('Map') });
    act(() => actions().save());
    const dialog = await saveAs(user, '');
    expect(await within(dialog).findByText(text(m.nameRequired))).toBeInTheDocument();
    expect(fake.calls('POST', CREATE)).toHaveLength(0);
  });
});
