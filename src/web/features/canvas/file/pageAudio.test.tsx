import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createPage, documentToDtms, type CanvasDocument, type PageAudio } from '../../../../core/canvas/index.ts';
import { dtmsToJson } from '../../../../core/dtms/index.ts';
import { gridForModel, setPin } from '../../../../core/pins/index.ts';
import type { WirePage } from '../../../../shared/api/driveAppTypes.ts';
import { showToast } from '../../../ui/toasts.ts';
import { fakeDriveClient, type FakeDriveClient, type SentRequest } from '../../cloud/testing/fakeDriveClient.ts';
import { listing, wireFile } from '../../cloud/testing/wireItems.ts';
import { keepAudio } from '../../../ui/pageAudio/keptAudio.ts';
import { fileMessages as m } from './messages.ts';
import { pageAudioMessages } from '../../../ui/pageAudio/messages.ts';
import { renderFileLayer, text } from './testing/renderFileLayer.tsx';
import { wireDetail } from './testing/wireDetail.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
vi.mock('../../../ui/toasts.ts', () => ({ showToast: vi.fn() }));

const CREATE = '/drive-app/v1/dtm/images/from-dtms';
const SAVE_41 = '/drive-app/v1/dtm/images/41/from-dtms';
const AUDIO = '/drive-app/v1/dtma/audio';

/** fetch as the browser answers under the app's policy (connect-src 'self'): an object URL is refused; a signed address's bytes are its text. */
const fetchAudio = vi.fn(async (url: string) => {
  if (url.startsWith('blob:')) throw new TypeError('Failed to fetch (refused by the Content-Security-Policy)');
  return { ok: true, status: 200, blob: async () => new Blob([`bytes of ${url}`], { type: 'audio/mpeg' }) } as Response;
});
beforeEach(() => vi.stubGlobal('fetch', fetchAudio));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** A page's audio; one at an object URL was chosen from this computer, and its File is kept (its bytes are the address's text). */
function audio(ref: string, change: Partial<PageAudio> = {}): PageAudio {
  if (ref.startsWith('blob:')) keepAudio(new Blob([`bytes of ${ref}`], { type: 'audio/mpeg' }), () => ref);
  return { ref, name: `${ref.slice(5)}.mp3`, contentType: 'audio/mpeg', play: 'manual', speed: 1, ...change };
}

/** Pages with alternative text (so the document may be saved), each with the audio given. */
function documentWith(...audios: (PageAudio | undefined)[]): CanvasDocument {
  return {
    ...createDocument(320, 'Birds'),
    pages: audios.map((one, index) => ({ ...createPage(320, setPin(gridForModel(320), index, 0)), altText: `Page ${index + 1}`, ...(one ? { audio: one } : {}) })),
  };
}

const wirePage = (pageNo: number, url: string | null): WirePage => ({ PAGE_NO: pageNo, ALT_TEXT: '', AUDIO_URL: url, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 });

/** The drive: saves answer file 41 in the root; audio requests work unless `first` answers them. */
function drive(first: (fake: FakeDriveClient) => void = () => undefined): FakeDriveClient {
  const fake = fakeDriveClient();
  first(fake);
  fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
  fake.on('POST', CREATE, { ok: true, status: 201, data: wireFile('41', 'Birds') });
  fake.on('POST', SAVE_41, { ok: true, status: 200, data: wireFile('41', 'Birds') });
  fake.on('POST', AUDIO, (request) => ({ ok: true, status: 201, data: wirePage(Number(request.form?.get('PAGE_NO')), '/drive-app/file/audio/new') }));
  fake.on('DELETE', AUDIO, (request) => ({ ok: true, status: 200, data: wirePage(Number(request.query['PAGE_NO']), null) }));
  return fake;
}

/** The audio requests, in the order sent, as "POST 1" with the bytes sent, or "DELETE 2". */
async function audioRequests(fake: FakeDriveClient): Promise<string[]> {
  const described = async (request: SentRequest) =>
    request.method === 'DELETE'
      ? `DELETE ${String(request.query['PAGE_NO'])}`
      : `POST ${String(request.form?.get('PAGE_NO'))} ${await (request.form?.get('FILE') as File).text()}`;
  return Promise.all(fake.sent.filter((request) => request.path === AUDIO).map(described));
}

/** The first save, through Save as (a new file, 41), finished. */
async function saveFirst(actions: () => { save: () => void; state: { dtmNo: number | null; saving: boolean } }) {
  const user = userEvent.setup();
  act(() => actions().save());
  const dialog = await screen.findByRole('dialog', { name: text(m.saveAs) });
  await user.click(within(dialog).getByRole('button', { name: text(m.save) }));
  await waitFor(() => expect(actions().state).toMatchObject({ dtmNo: 41, saving: false }));
}

async function save(actions: () => { save: () => void; state: { saving: boolean } }, fake: FakeDriveClient, saves: number) {
  act(() => actions().save());
  await waitFor(() => expect(fake.calls('POST', SAVE_41)).toHaveLength(saves));
  await waitFor(() => expect(actions().state.saving).toBe(false));
}

describe('page audio in the Cloud', () => {
  it('uploads a page’s audio after the first save, with the drive’s fields, and nothing when saved again unchanged', async () => {
    const fake = drive();
    const { editor, actions } = renderFileLayer(fake, { document: documentWith(undefined, audio('blob:birds', { play: 'automatic', speed: 1.5 })) });
    await saveFirst(actions);

    const sentAudio = fake.calls('POST', AUDIO);
    expect(sentAudio).toHaveLength(1);
    expect(fake.sent.findIndex((request) => request.path === CREATE)).toBeLessThan(fake.sent.indexOf(sentAudio[0] as SentRequest));
    const form = sentAudio[0]?.form;
    expect(Object.fromEntries([...(form?.entries() ?? [])].filter(([key]) => key !== 'FILE'))).toEqual({ DTM_NO: '41', PAGE_NO: '2', PLAY_MODE: 'auto', PLAYBACK_RATE: '1.5' });
    const file = form?.get('FILE') as File;
    expect(file.name).toBe('birds.mp3');
    expect(await file.text()).toBe('bytes of blob:birds');
    expect(fake.calls('DELETE')).toHaveLength(0);
    expect(showToast).toHaveBeenCalledWith(text(m.saved), 'success');
    expect(showToast).not.toHaveBeenCalledWith(expect.anything(), 'error');
    expect(editor.getState().dirty).toBe(false);
    // The object URL stays the page's audio.
    expect(editor.getState().document.pages[1]?.audio?.ref).toBe('blob:birds');

    await save(actions, fake, 1);
    expect(fake.calls('POST', AUDIO)).toHaveLength(1);
    expect(fake.calls('DELETE')).toHaveLength(0);
  });

  it('removes the audio from the Cloud when it was removed from the page', async () => {
    const fake = drive();
    const { editor, actions } = renderFileLayer(fake, { document: documentWith(audio('blob:birds')) });
    await saveFirst(actions);
    act(() => editor.setAudio(undefined));
    await save(actions, fake, 1);
    expect(fake.calls('DELETE', AUDIO).map((request) => request.query)).toEqual([{ DTM_NO: '41', PAGE_NO: 1 }]);
    expect(fake.calls('POST', AUDIO)).toHaveLength(1);
  });

  it('sends both numbers again when a page with audio moves before another', async () => {
    const fake = drive();
    const { editor, actions } = renderFileLayer(fake, { document: documentWith(audio('blob:wren'), audio('blob:owl'), undefined) });
    await saveFirst(actions);
    expect(await audioRequests(fake)).toEqual(['POST 1 bytes of blob:wren', 'POST 2 bytes of blob:owl']);

    act(() => {
      editor.goToPage(1);
      editor.movePage(-1);
    });
    await save(actions, fake, 1);
    expect((await audioRequests(fake)).slice(2)).toEqual(['POST 1 bytes of blob:owl', 'POST 2 bytes of blob:wren']);

    // The page without audio moved up: its old number loses its audio.
    act(() => {
      editor.goToPage(2);
      editor.movePage(-1);
    });
    await save(actions, fake, 2);
    expect((await audioRequests(fake)).slice(4)).toEqual(['DELETE 2', 'POST 3 bytes of blob:wren']);
  });

  it('opens a Cloud file with its pages’ audio, and sends nothing back that the drive already holds', async () => {
    const fake = drive();
    const json = dtmsToJson(documentToDtms(documentWith(undefined, undefined), { lang: 'english', langOption: '2' }));
    const signed = '/drive-app/file/audio/7b1e?exp=1700000000&sig=abc';
    fake.ok(
      'GET',
      '/drive-app/v1/dtms/images/41',
      wireDetail('41', 'Birds', json, ['Wren', 'Owl'], {
        PAGES: [wirePage(1, null), { PAGE_NO: 2, ALT_TEXT: 'Owl', AUDIO_URL: signed, AUDIO_PLAY_MODE: 'auto', PLAYBACK_RATE: 1.25 }],
      }),
    );
    const { editor, actions } = renderFileLayer(fake, { path: '/canvas?dtmNo=41' });
    await waitFor(() => expect(actions().state).toMatchObject({ dtmNo: 41, loading: false }));
    const pages = editor.getState().document.pages;
    expect(pages[0]?.audio).toBeUndefined();
    expect(pages[1]?.audio).toEqual({ ref: signed, name: 'page-2 audio', contentType: 'audio/mpeg', play: 'automatic', speed: 1.25 });
    expect(editor.getState().dirty).toBe(false);

    await save(actions, fake, 1);
    expect(await audioRequests(fake)).toEqual([]);
    expect(fetchAudio).not.toHaveBeenCalled();

    // A slower speed is the drive's to know: the stored bytes go back with it.
    act(() => {
      editor.goToPage(1);
      editor.setAudio({ ...(pages[1]?.audio as PageAudio), speed: 0.75 });
    });
    await save(actions, fake, 2);
    expect(await audioRequests(fake)).toEqual([`POST 2 bytes of ${signed}`]);
    expect(fake.calls('POST', AUDIO)[0]?.form?.get('PLAYBACK_RATE')).toBe('0.75');
    expect((fake.calls('POST', AUDIO)[0]?.form?.get('FILE') as File).name).toBe('page-2.mp3');
    // The stored file it was read from is replaced: the page plays the new one.
    expect(editor.getState().document.pages[1]?.audio?.ref).toBe('/drive-app/file/audio/new');
    expect(editor.getState().dirty).toBe(false);
    await save(actions, fake, 3);
    expect(fake.calls('POST', AUDIO)).toHaveLength(1);
  });

  it('says which page’s audio failed, keeps the document saved, and tries again on the next save', async () => {
    const fake = drive((first) => first.fail('POST', AUDIO, 415, 'UNSUPPORTED_TYPE', true));
    const { editor, actions } = renderFileLayer(fake, { document: documentWith(undefined, audio('blob:owl')) });
    await saveFirst(actions);
    expect(showToast).toHaveBeenCalledWith(text(m.saved), 'success');
    expect(showToast).toHaveBeenLastCalledWith(text(pageAudioMessages.audioSaveFailed, { count: 1, pages: '2' }), 'error');
    expect(editor.getState().dirty).toBe(false);

    await save(actions, fake, 1);
    expect(await audioRequests(fake)).toEqual(['POST 2 bytes of blob:owl', 'POST 2 bytes of blob:owl']);
    expect(showToast).toHaveBeenLastCalledWith(text(m.saved), 'success');

    await save(actions, fake, 2);
    expect(fake.calls('POST', AUDIO)).toHaveLength(2);
  });
});
