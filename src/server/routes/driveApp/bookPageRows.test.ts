import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WirePage } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { makeBook, saveBook } from '../../testing/bookFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf } from '../../testing/driveFixtures.ts';
import { fileForm, storedFiles } from '../../testing/multipartForm.ts';
import { MP3_AUDIO } from '../../testing/uploadFixtures.ts';

// A Book document's pages keep alternative text and audio in the drive by
// page number (spec §3), like a Canvas file's: the audio routes take it, and a
// save (PUT /doc/html) drops the numbers past its new page count with their
// audio, keeping the others.

const PAGE_BREAK = '<hr class="page-break">';
const pagesOf = (count: number) => Array.from({ length: count }, (_, index) => `<p>page ${index + 1}</p>`).join(PAGE_BREAK);

describe.each(TEST_ENGINES)('a Book document’s page rows on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const addAudio = (dtmNo: string, pageNo: number) =>
    t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: dtmNo, PAGE_NO: String(pageNo), PLAY_MODE: 'auto' }) });
  const sync = async (dtmNo: string) => dataOf<{ items: WirePage[] }>(await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.audioSync}?DTM_NO=${dtmNo}` })).items;
  const audioBlobs = () => storedFiles(t.blobsDir).filter((path) => path.startsWith('audio/'));
  const rows = (dtmNo: string) => t.database.db.selectFrom('file_pages').select(['page_no', 'alt_text', 'audio_blob_key']).where('dtm_no', '=', dtmNo).orderBy('page_no').execute();

  it('takes alternative text and audio for each page, and a save drops the pages past the new count with their audio', async () => {
    const doc = await makeBook(t, t.owner, 'Spoken', pagesOf(3));
    const blobsBefore = audioBlobs();
    for (const pageNo of [1, 2, 3]) expect((await addAudio(doc.DTM_NO, pageNo)).statusCode).toBe(201);
    const described = await t.call(t.owner, {
      method: 'PUT',
      url: DRIVE_PATHS.file(doc.DTM_NO),
      payload: { PAGE_DESCRIPTIONS: [1, 2, 3].map((pageNo) => ({ PAGE_NO: pageNo, ALT_TEXT: `about ${pageNo}` })) },
    });
    expect(described.statusCode).toBe(200);
    const audioOf = async (pageNo: number) => (await rows(doc.DTM_NO)).find((row) => row.page_no === pageNo)?.audio_blob_key as string;
    const [kept1, kept2, dropped3] = [await audioOf(1), await audioOf(2), await audioOf(3)];
    expect(audioBlobs()).toHaveLength(blobsBefore.length + 3);

    // Two pages now: page 3's row and its audio go; pages 1 and 2 keep theirs.
    expect(dataOf<{ PAGE_COUNT: number }>(await saveBook(t, t.owner, { HTML_STRING: pagesOf(2), DTM_NO: doc.DTM_NO })).PAGE_COUNT).toBe(2);
    expect(await rows(doc.DTM_NO)).toEqual([
      { page_no: 1, alt_text: 'about 1', audio_blob_key: kept1 },
      { page_no: 2, alt_text: 'about 2', audio_blob_key: kept2 },
    ]);
    expect(audioBlobs()).not.toContain(dropped3);
    expect(audioBlobs()).toHaveLength(blobsBefore.length + 2);
    const listed = await sync(doc.DTM_NO);
    expect(listed.map((page) => [page.PAGE_NO, page.ALT_TEXT, page.AUDIO_PLAY_MODE, page.AUDIO_URL !== null])).toEqual([
      [1, 'about 1', 'auto', true],
      [2, 'about 2', 'auto', true],
    ]);

    // Growing again brings back no old page: page 3 is new and empty.
    await saveBook(t, t.owner, { HTML_STRING: pagesOf(3), DTM_NO: doc.DTM_NO });
    expect((await sync(doc.DTM_NO))[2]).toMatchObject({ PAGE_NO: 3, ALT_TEXT: '', AUDIO_URL: null });
  });

  it('keeps every page row when the count stays, and refuses audio for a page the document does not have', async () => {
    const doc = await makeBook(t, t.owner, 'Steady', pagesOf(2));
    expect((await addAudio(doc.DTM_NO, 2)).statusCode).toBe(201);
    const before = await rows(doc.DTM_NO);
    await saveBook(t, t.owner, { HTML_STRING: `<p>changed</p>${PAGE_BREAK}<p>too</p>`, DTM_NO: doc.DTM_NO });
    expect(await rows(doc.DTM_NO)).toEqual(before);
    expect((await addAudio(doc.DTM_NO, 3)).statusCode).toBe(400);
  });
});
