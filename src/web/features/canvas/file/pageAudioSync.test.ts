import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createPage, type CanvasDocument, type PageAudio } from '../../../../core/canvas/index.ts';
import type { WirePage } from '../../../../shared/api/driveAppTypes.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import type { FilePage } from '../../cloud/api/types.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { createCanvasDriveApi, type CanvasDriveApi } from './canvasDriveApi.ts';
import { keepAudio } from '../../../ui/pageAudio/keptAudio.ts';
import { adoptAddresses, applyAudioSync, NO_SERVER_AUDIO, pageAudioOf, prepareAudioSync, serverAudioOf, withPageAudio, type ServerAudio } from './pageAudioSync.ts';

const AUDIO = '/drive-app/v1/dtma/audio';
const SYNC = '/drive-app/v1/dtma/audio/sync';

const audio = (ref: string, change: Partial<PageAudio> = {}): PageAudio => ({ ref, name: `${ref.slice(-1)}.mp3`, contentType: 'audio/mpeg', play: 'manual', speed: 1, ...change });

/** Audio chosen from this computer: the File kept (its bytes are the address's text) under the object URL `ref`. */
function chosen(ref: string, change: Partial<PageAudio> = {}): PageAudio {
  keepAudio(new Blob([`bytes of ${ref}`], { type: 'audio/mpeg' }), () => ref);
  return audio(ref, change);
}

function documentWith(...audios: (PageAudio | undefined)[]): CanvasDocument {
  return { ...createDocument(320, 'Map'), pages: audios.map((one) => ({ ...createPage(320), altText: 'x', ...(one ? { audio: one } : {}) })) };
}

const filePage = (pageNo: number, audioUrl: string | null, change: Partial<FilePage> = {}): FilePage => ({ pageNo, altText: '', audioUrl, audioPlayMode: 'manual', playbackRate: 1, ...change });
const wirePage = (pageNo: number, url: string | null): WirePage => ({ PAGE_NO: pageNo, ALT_TEXT: '', AUDIO_URL: url, AUDIO_PLAY_MODE: 'manual', PLAYBACK_RATE: 1 });

/**
 * fetch as the browser answers it under the app's policy (connect-src 'self'):
 * an object or data URL is refused; the bytes of a stored address are its
 * text; `gone` addresses answer 403 or 404.
 */
let gone: Set<string>;
const fetchAudio = vi.fn(async (url: string) => {
  if (/^(blob|data):/.test(url)) throw new TypeError('Failed to fetch (refused by the Content-Security-Policy)');
  return gone.has(url) ? ({ ok: false, status: 404 } as Response) : ({ ok: true, status: 200, blob: async () => new Blob([`bytes of ${url}`], { type: url.includes('m4a') ? 'audio/mp4' : 'audio/mpeg' }) } as Response);
});
beforeEach(() => {
  gone = new Set();
  vi.stubGlobal('fetch', fetchAudio);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

/** The drive: every audio request works and answers a new stored address. `first` adds rules that answer before these. */
function drive(first: (fake: FakeDriveClient) => void = () => undefined): { fake: FakeDriveClient; api: CanvasDriveApi } {
  const fake = fakeDriveClient();
  first(fake);
  fake.on('POST', AUDIO, (request) => ({ ok: true, status: 201, data: wirePage(Number(request.form?.get('PAGE_NO')), `/drive-app/file/audio/new-${String(request.form?.get('PAGE_NO'))}?exp=9&sig=s`) }));
  fake.on('DELETE', AUDIO, (request) => ({ ok: true, status: 200, data: wirePage(Number(request.query['PAGE_NO']), null) }));
  return { fake, api: createCanvasDriveApi(fake.client) };
}

const held = (dtmNo: string, entries: [number, string, Partial<PageAudio>?][]): ServerAudio => ({
  dtmNo,
  pages: new Map(entries.map(([pageNo, ref, change]) => [pageNo, { ref, play: change?.play ?? 'manual', speed: change?.speed ?? 1 }])),
});

const sentPages = (fake: FakeDriveClient) => fake.sent.filter((request) => request.path === AUDIO).map((request) => `${request.method} ${String(request.form?.get('PAGE_NO') ?? request.query['PAGE_NO'])}`);

describe('opening', () => {
  it('gives pages with an AUDIO_URL their audio: named, typed by the address, play mode and rate translated', () => {
    expect(pageAudioOf(filePage(3, '/drive-app/file/audio/0a1b?exp=1&sig=x', { audioPlayMode: 'auto', playbackRate: 1.5 }))).toEqual({
      ref: '/drive-app/file/audio/0a1b?exp=1&sig=x',
      name: 'page-3 audio',
      contentType: 'audio/mpeg',
      play: 'automatic',
      speed: 1.5,
    });
    expect(pageAudioOf(filePage(1, 'https://cdn.example/clips/Bird%20song.m4a'))).toMatchObject({ name: 'Bird song.m4a', contentType: 'audio/mp4', play: 'manual' });
    expect(pageAudioOf(filePage(1, null))).toBeUndefined();

    const document = withPageAudio(documentWith(undefined, undefined), [filePage(1, null), filePage(2, '/a/2')]);
    expect(document.pages[0]?.audio).toBeUndefined();
    expect(document.pages[1]?.audio?.ref).toBe('/a/2');
    expect(serverAudioOf('7', document)).toEqual(held('7', [[2, '/a/2']]));
  });
});

describe('saving', () => {
  it('sends nothing when the drive holds what the pages have', async () => {
    const { fake, api } = drive();
    const plan = await prepareAudioSync(api, documentWith(audio('/a/1'), undefined), held('7', [[1, '/a/1']]), '7');
    expect(plan.steps).toEqual([]);
    const outcome = await applyAudioSync(api, '7', plan);
    expect(fake.sent).toEqual([]);
    expect(fetchAudio).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ held: held('7', [[1, '/a/1']]), failed: [], stopped: false });
  });

  it('sends changed settings, removals, and audio at a new number, page by page, with the form the drive reads', async () => {
    const { fake, api } = drive();
    const document = documentWith(chosen('blob:b', { play: 'automatic', speed: 0.75 }), undefined, audio('/a/3', { speed: 2 }));
    const plan = await prepareAudioSync(api, document, held('7', [[1, '/a/1'], [2, '/a/2'], [3, '/a/3']]), '7');
    const outcome = await applyAudioSync(api, '7', plan);
    expect(sentPages(fake)).toEqual(['POST 1', 'DELETE 2', 'POST 3']);
    const first = fake.sent[0]?.form;
    expect([...(first?.keys() ?? [])]).toEqual(['DTM_NO', 'PAGE_NO', 'PLAY_MODE', 'PLAYBACK_RATE', 'FILE']);
    expect(first?.get('DTM_NO')).toBe('7');
    expect(first?.get('PLAY_MODE')).toBe('auto');
    expect(first?.get('PLAYBACK_RATE')).toBe('0.75');
    const file = first?.get('FILE') as File;
    expect(file.name).toBe('b.mp3');
    expect(await file.text()).toBe('bytes of blob:b');
    expect(fake.sent[1]?.query).toEqual({ DTM_NO: '7', PAGE_NO: 2 });
    expect(fake.sent[2]?.form?.get('PLAY_MODE')).toBe('manual');
    expect(outcome.held).toEqual(held('7', [[1, 'blob:b', { play: 'automatic', speed: 0.75 }], [3, '/a/3', { speed: 2 }]]));
    // Audio sent from a stored address plays from its new one; an object URL stays.
    expect(outcome.addresses).toEqual(new Map([[3, '/drive-app/file/audio/new-3?exp=9&sig=s']]));
  });

  it('reads audio chosen from this computer from the kept file, never fetching its object or data address', async () => {
    const { fake, api } = drive();
    const document = documentWith(chosen('blob:https://app.example/5f1c'), audio('data:audio/mpeg;base64,SUQz'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await applyAudioSync(api, '41', await prepareAudioSync(api, document, NO_SERVER_AUDIO, null));
    expect(fetchAudio).not.toHaveBeenCalled();
    expect(sentPages(fake)).toEqual(['POST 1']);
    expect(await (fake.sent[0]?.form?.get('FILE') as File).text()).toBe('bytes of blob:https://app.example/5f1c');
    // A data URL no file was kept for fails as unreadable, without a request.
    expect(outcome.failed).toEqual([2]);
    expect(logged).toHaveBeenCalledWith("Page 2's audio could not be read");
  });

  it('reads every file before anything is sent, so audio moving between numbers is in hand before the drive drops it', async () => {
    const { fake, api } = drive();
    // Page 3 of 3 (audio c) moved first, page 1 deleted: the save drops number 3, then page 1 is replaced.
    const plan = await prepareAudioSync(api, documentWith(audio('/a/3'), audio('/a/1')), held('7', [[1, '/a/1'], [3, '/a/3']]), '7');
    expect(fetchAudio.mock.calls.map(([url]) => url)).toEqual(['/a/3', '/a/1']);
    for (const url of ['/a/1', '/a/3']) gone.add(url);
    const outcome = await applyAudioSync(api, '7', plan);
    expect(sentPages(fake)).toEqual(['POST 1', 'POST 2']);
    expect(await (fake.sent[0]?.form?.get('FILE') as File).text()).toBe('bytes of /a/3');
    expect(await (fake.sent[1]?.form?.get('FILE') as File).text()).toBe('bytes of /a/1');
    expect([...outcome.held.pages.keys()]).toEqual([1, 2]);
  });

  it('forgets what the save dropped: pages past the new count', async () => {
    const { api } = drive();
    const plan = await prepareAudioSync(api, documentWith(undefined), held('7', [[2, '/a/2']]), '7');
    expect(plan.steps).toEqual([]);
    expect((await applyAudioSync(api, '7', plan)).held).toEqual(held('7', []));
  });

  it('sends every page of a new file, whatever another file holds', async () => {
    const { fake, api } = drive();
    const plan = await prepareAudioSync(api, documentWith(audio('/a/1')), held('7', [[1, '/a/1']]), null);
    await applyAudioSync(api, '41', plan);
    expect(sentPages(fake)).toEqual(['POST 1']);
    expect(fake.sent[0]?.form?.get('DTM_NO')).toBe('41');
  });

  it('asks for a fresh address when a signed one no longer answers', async () => {
    const { fake, api } = drive();
    fake.ok('GET', SYNC, { items: [wirePage(1, null), wirePage(2, '/a/2-fresh')] });
    gone.add('/a/2');
    const plan = await prepareAudioSync(api, documentWith(audio('/a/2'), undefined), held('7', [[2, '/a/2']]), '7');
    expect(fake.calls('GET', SYNC)[0]?.query).toEqual({ DTM_NO: '7' });
    await applyAudioSync(api, '7', plan);
    expect(sentPages(fake)).toEqual(['POST 1', 'DELETE 2']);
    expect(await (fake.sent.find((request) => request.method === 'POST')?.form?.get('FILE') as File).text()).toBe('bytes of /a/2-fresh');
  });

  it('names the file by the bytes when the audio has no such name', async () => {
    const { fake, api } = drive();
    const plan = await prepareAudioSync(api, documentWith(audio('/x/m4a', { name: 'page-1 audio' }), chosen('blob:y', { name: 'clip.mpeg' })), NO_SERVER_AUDIO, null);
    await applyAudioSync(api, '41', plan);
    expect(fake.sent.map((request) => (request.form?.get('FILE') as File).name)).toEqual(['page-1.m4a', 'page-2.mp3']);
  });

  it('keeps what the drive held for a page that failed, goes on with the rest, and stops when the session ends', async () => {
    const forced: ApiResult<unknown>[] = [{ ok: false, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: 'Not audio' }] }];
    const { fake, api } = drive((first) => first.on('POST', AUDIO, (request) => forced.shift() ?? { ok: true, status: 201, data: wirePage(Number(request.form?.get('PAGE_NO')), '/n') }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An object URL whose file was not kept (let go of): its bytes cannot be had.
    const document = documentWith(chosen('blob:a'), audio('blob:gone'), chosen('blob:c'));
    const outcome = await applyAudioSync(api, '7', await prepareAudioSync(api, document, held('7', [[1, '/a/1']]), '7'));
    expect(sentPages(fake)).toEqual(['POST 1', 'POST 3']);
    expect(outcome).toMatchObject({ failed: [1, 2], stopped: false });
    expect(outcome.held).toEqual(held('7', [[1, '/a/1'], [3, 'blob:c']]));
    expect(logged).toHaveBeenCalledWith("Page 2's audio could not be read");

    forced.push({ ok: false, status: 401, errors: [], sessionProblem: 3 });
    const next = await applyAudioSync(api, '7', await prepareAudioSync(api, documentWith(chosen('blob:a'), undefined, chosen('blob:d')), outcome.held, '7'));
    expect(sentPages(fake).slice(2)).toEqual(['POST 1']);
    expect(next).toMatchObject({ failed: [], stopped: true });
    expect(next.held).toEqual(outcome.held);
  });

  it('sends one request after another', async () => {
    const answers: ((result: ApiResult<FilePage>) => void)[] = [];
    const pending = () => new Promise<ApiResult<FilePage>>((resolve) => answers.push(resolve));
    const api = { setPageAudio: vi.fn(pending), removePageAudio: vi.fn(pending) } as unknown as CanvasDriveApi;
    const plan = await prepareAudioSync(api, documentWith(chosen('blob:a'), undefined), held('7', [[2, '/a/2']]), '7');
    const done = applyAudioSync(api, '7', plan);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(api.removePageAudio).not.toHaveBeenCalled();
    answers[0]?.({ ok: true, status: 201, data: filePage(1, '/n/1') });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.({ ok: true, status: 200, data: filePage(2, null) });
    expect((await done).held).toEqual(held('7', [[1, 'blob:a']]));
  });

  it('moves the new addresses into the saved document and what the drive holds', () => {
    const document = documentWith(audio('/old/1'), audio('/old/1'));
    const adopted = adoptAddresses(document, { held: held('7', [[1, '/old/1'], [2, '/old/1']]), addresses: new Map([[2, '/new/2']]), failed: [], stopped: false });
    expect(adopted.document.pages.map((page) => page.audio?.ref)).toEqual(['/old/1', '/new/2']);
    expect(adopted.held).toEqual(held('7', [[1, '/old/1'], [2, '/new/2']]));
  });
});
