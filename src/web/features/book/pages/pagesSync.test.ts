import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageAudio } from '../../../../core/canvas/document.ts';
import type { WirePage } from '../../../../shared/api/driveAppTypes.ts';
import { keepAudio } from '../../../ui/pageAudio/keptAudio.ts';
import { fakeDriveClient, type FakeDriveClient } from '../../cloud/testing/fakeDriveClient.ts';
import { createBookPagesApi } from './bookPagesApi.ts';
import type { PageProperties } from './pageProperties.ts';
import { applyPagesSync, loadDrivePages, NO_DRIVE_PAGES, preparePagesSync } from './pagesSync.ts';

// A Book document's page properties to the drive, by page number, after the
// HTML's save: the requests made (alternative text once, audio page by page),
// what is held afterwards, and failures that leave the document saved.

const AUDIO = '/drive-app/v1/dtma/audio';
const SYNC = '/drive-app/v1/dtma/audio/sync';
const FILE = '/drive-app/v1/dtms/images/42';

const wirePage = (pageNo: number, url: string | null, altText = '', mode: 'auto' | 'manual' = 'manual'): WirePage => ({ PAGE_NO: pageNo, ALT_TEXT: altText, AUDIO_URL: url, AUDIO_PLAY_MODE: mode, PLAYBACK_RATE: 1 });

/** Audio chosen from this computer: its File kept under the object URL `ref`. */
function chosen(ref: string): PageAudio {
  keepAudio(new Blob([`bytes of ${ref}`], { type: 'audio/mpeg' }), () => ref);
  return { ref, name: 'voice.mp3', contentType: 'audio/mpeg', play: 'automatic', speed: 1.5 };
}

function drive(first: (fake: FakeDriveClient) => void = () => undefined) {
  const fake = fakeDriveClient();
  first(fake);
  fake.on('PUT', FILE, { ok: true, status: 200, data: {} });
  fake.on('POST', AUDIO, (request) => ({ ok: true, status: 201, data: wirePage(Number(request.form?.get('PAGE_NO')), `/drive-app/file/audio/new-${String(request.form?.get('PAGE_NO'))}?sig=s`) }));
  fake.on('DELETE', AUDIO, (request) => ({ ok: true, status: 200, data: wirePage(Number(request.query['PAGE_NO']), null) }));
  return { fake, api: createBookPagesApi(fake.client) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a Book document’s page properties in the drive', () => {
  it('reads each page’s alternative text and audio by number when a document opens', async () => {
    const { api } = drive((fake) =>
      fake.ok('GET', SYNC, { items: [wirePage(1, null, 'Cover'), wirePage(2, '/drive-app/file/audio/a.mp3?sig=s', 'Map', 'auto')] }),
    );
    const loaded = await loadDrivePages(api, '42');
    expect(loaded.pages).toEqual([{ altText: 'Cover' }, { altText: 'Map', audio: expect.objectContaining({ ref: '/drive-app/file/audio/a.mp3?sig=s', play: 'automatic', speed: 1 }) }]);
    expect(loaded.held.altTexts).toEqual(new Map([[1, 'Cover'], [2, 'Map']]));
    expect([...loaded.held.audio.pages.keys()]).toEqual([2]);
  });

  it('opens with no properties when the drive cannot say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = drive();
    const loaded = await loadDrivePages(api, '42');
    expect(loaded.pages).toEqual([]);
    expect(loaded.held.dtmNo).toBe('42');
  });

  it('after a first save sends every page’s alternative text in one call and each page’s audio by its number', async () => {
    const { fake, api } = drive();
    const pages: PageProperties[] = [{ altText: 'Cover' }, { altText: '' }, { altText: 'Map', audio: chosen('blob:map') }];
    const plan = await preparePagesSync(api, pages, NO_DRIVE_PAGES, null);
    const outcome = await applyPagesSync(api, '42', plan, pages.map((page) => page.audio));
    expect(fake.calls('PUT', FILE)[0]?.body).toEqual({ PAGE_DESCRIPTIONS: [{ PAGE_NO: 1, ALT_TEXT: 'Cover' }, { PAGE_NO: 3, ALT_TEXT: 'Map' }] });
    const sent = fake.calls('POST', AUDIO);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form?.get('PAGE_NO')).toBe('3');
    expect(sent[0]?.form?.get('PLAY_MODE')).toBe('auto');
    expect(sent[0]?.form?.get('PLAYBACK_RATE')).toBe('1.5');
    expect(outcome).toMatchObject({ failedAudio: [], altTextFailed: false, stopped: false });
    expect(outcome.held.altTexts).toEqual(new Map([[1, 'Cover'], [3, 'Map']]));
    expect([...outcome.held.audio.pages.keys()]).toEqual([3]);

    // Saved again unchanged: nothing to send.
    fake.sent.length = 0;
    const again = await preparePagesSync(api, pages, outcome.held, '42');
    await applyPagesSync(api, '42', again, pages.map((page) => page.audio));
    expect(fake.sent).toEqual([]);
  });

  it('after a page moved, sends the numbers that changed: new text, the audio to its new number, a removal where none is now', async () => {
    const { fake, api } = drive();
    const map = chosen('blob:map');
    const before: PageProperties[] = [{ altText: 'Cover' }, { altText: 'Map', audio: map }];
    const first = await applyPagesSync(api, '42', await preparePagesSync(api, before, NO_DRIVE_PAGES, null), before.map((page) => page.audio));
    fake.sent.length = 0;
    // A page break inserted before the map: it is page 3 now, page 2 is new and empty.
    const after: PageProperties[] = [{ altText: 'Cover' }, { altText: '' }, { altText: 'Map', audio: map }];
    await applyPagesSync(api, '42', await preparePagesSync(api, after, first.held, '42'), after.map((page) => page.audio));
    expect(fake.calls('PUT', FILE)[0]?.body).toEqual({ PAGE_DESCRIPTIONS: [{ PAGE_NO: 2, ALT_TEXT: '' }, { PAGE_NO: 3, ALT_TEXT: 'Map' }] });
    expect(fake.calls('DELETE', AUDIO).map((call) => call.query['PAGE_NO'])).toEqual([2]);
    expect(fake.calls('POST', AUDIO).map((call) => call.form?.get('PAGE_NO'))).toEqual(['3']);
  });

  it('names a page whose audio failed and a failed text call, and holds only what worked', async () => {
    const { api } = drive((fake) => {
      fake.on('PUT', FILE, { ok: false, status: 500, errors: [{ code: 'INTERNAL', msg: 'boom' }] });
      fake.on('POST', AUDIO, { ok: false, status: 415, errors: [{ code: 'UNSUPPORTED_TYPE', msg: 'no' }] });
    });
    const pages: PageProperties[] = [{ altText: 'Cover', audio: chosen('blob:cover') }];
    const outcome = await applyPagesSync(api, '42', await preparePagesSync(api, pages, NO_DRIVE_PAGES, null), pages.map((page) => page.audio));
    expect(outcome).toMatchObject({ failedAudio: [1], altTextFailed: true, stopped: false });
    expect(outcome.held.altTexts.size).toBe(0);
    expect(outcome.held.audio.pages.size).toBe(0);
  });
});
