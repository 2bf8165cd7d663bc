import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WirePage, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { fileForm, firstError, multipartForm, rowCounts, storedFiles } from '../../testing/multipartForm.ts';
import { M4A_AUDIO, MP3_AUDIO, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';

// Page audio: POST /dtma/audio (add, replace), DELETE /dtma/audio, GET
// /dtma/audio/sync; only the owner changes it, and nobody else learns the
// file exists unless it is published.

describe.each(TEST_ENGINES)('page audio on %s', (engine) => {
  let t: DriveTestApp;
  let dtmNo: string;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('talking.dtms', SAMPLE_DTMS) });
    dtmNo = (response.json() as { data: WireUploadResult }).data.items[0]?.DTM_NO as string;
  }, 60_000);
  afterAll(async () => t.close());

  const addAudio = (user: TestUser | null, fields: Record<string, string>, fileName = 'voice.mp3', data: Buffer = MP3_AUDIO) =>
    t.call(user, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm(fileName, data, fields) });
  const page = (response: { json: () => unknown }) => (response.json() as { data: WirePage }).data;
  const sync = (user: TestUser | null, id = dtmNo) => t.call(user, { method: 'GET', url: `${DRIVE_PATHS.audioSync}?DTM_NO=${id}` });
  const audioBlobs = () => storedFiles(t.blobsDir).filter((path) => path.startsWith('audio/'));

  it('adds audio to a page with its settings, and lists every page with signed addresses', async () => {
    const response = await addAudio(t.owner, { DTM_NO: dtmNo, PAGE_NO: '2', PLAY_MODE: 'auto', PLAYBACK_RATE: '1.5' });
    expect(response.statusCode).toBe(201);
    expect(page(response)).toMatchObject({ PAGE_NO: 2, AUDIO_PLAY_MODE: 'auto', PLAYBACK_RATE: 1.5 });
    expect(page(response).AUDIO_URL).toMatch(/^\/drive-app\/file\/audio\/[0-9a-f-]{36}\?exp=\d+&aud=owner&sig=/);
    expect(audioBlobs()).toHaveLength(1);
    const listed = await sync(t.owner);
    expect(listed.statusCode).toBe(200);
    const items = (listed.json() as { data: { items: WirePage[] } }).data.items;
    expect(items.map((item) => item.PAGE_NO)).toEqual([1, 2, 3, 4, 5]);
    expect(items[0]?.AUDIO_URL).toBeNull();
    expect(items[1]?.AUDIO_URL).not.toBeNull();
    expect(items[0]?.ALT_TEXT).toContain('아르마딜로');
  });

  it('replaces earlier audio of a page and deletes its blob; the fields may follow the file', async () => {
    const before = audioBlobs();
    const form = multipartForm([
      { name: 'FILE', fileName: 'voice.m4a', data: M4A_AUDIO },
      { name: 'DTM_NO', value: dtmNo },
      { name: 'PAGE_NO', value: '2' },
    ]);
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...form });
    expect(response.statusCode).toBe(201);
    expect(page(response)).toMatchObject({ AUDIO_PLAY_MODE: 'auto', PLAYBACK_RATE: 1.5 });
    const after = audioBlobs();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const row = await t.database.db.selectFrom('file_pages').selectAll().where('dtm_no', '=', dtmNo).where('page_no', '=', 2).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ audio_content_type: 'audio/mp4', audio_size: String(M4A_AUDIO.length) });
  });

  it('refuses what is not mp3 or m4a, bad fields and pages the file does not have, storing nothing', async () => {
    const cases: [Record<string, string>, string, Buffer, number, string][] = [
      [{ DTM_NO: dtmNo, PAGE_NO: '1' }, 'voice.mp3', pngImage(), 415, 'UNSUPPORTED_TYPE'],
      [{ DTM_NO: dtmNo, PAGE_NO: '1' }, 'voice.mp3', Buffer.alloc(0), 415, 'UNSUPPORTED_TYPE'],
      [{ DTM_NO: dtmNo, PAGE_NO: '6' }, 'voice.mp3', MP3_AUDIO, 400, 'BAD_REQUEST'],
      [{ DTM_NO: dtmNo, PAGE_NO: '0' }, 'voice.mp3', MP3_AUDIO, 400, 'BAD_REQUEST'],
      [{ DTM_NO: dtmNo, PAGE_NO: '1', PLAY_MODE: 'loud' }, 'voice.mp3', MP3_AUDIO, 400, 'BAD_REQUEST'],
      [{ DTM_NO: dtmNo, PAGE_NO: '1', PLAYBACK_RATE: '9' }, 'voice.mp3', MP3_AUDIO, 400, 'BAD_REQUEST'],
      [{ DTM_NO: 'abc', PAGE_NO: '1' }, 'voice.mp3', MP3_AUDIO, 404, 'FILE_NOT_FOUND'],
      [{ DTM_NO: '987654321', PAGE_NO: '1' }, 'voice.mp3', MP3_AUDIO, 404, 'FILE_NOT_FOUND'],
    ];
    for (const [fields, name, data, status, code] of cases) {
      const blobs = storedFiles(t.blobsDir);
      const rows = await rowCounts(t.database.db);
      const response = await addAudio(t.owner, fields, name, data);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(firstError(response)?.code).toBe(code);
      expect(storedFiles(t.blobsDir)).toEqual(blobs);
      expect(await rowCounts(t.database.db)).toEqual(rows);
    }
  });

  it("refuses another user's file as missing on every audio route (IDOR), and a foreign USER_NO", async () => {
    const blobs = storedFiles(t.blobsDir);
    const add = await addAudio(t.other, { DTM_NO: dtmNo, PAGE_NO: '1' });
    expect(add.statusCode).toBe(404);
    expect(firstError(add)?.code).toBe('FILE_NOT_FOUND');
    const remove = await t.call(t.other, { method: 'DELETE', url: `${DRIVE_PATHS.audio}?DTM_NO=${dtmNo}&PAGE_NO=2` });
    expect(remove.statusCode).toBe(404);
    expect((await sync(t.other)).statusCode).toBe(404);
    expect((await sync(null)).statusCode).toBe(404);
    expect(storedFiles(t.blobsDir)).toEqual(blobs);
    const foreign = `USER_NO=${encodeURIComponent(t.other.userNo)}`;
    expect((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.audioSync}?DTM_NO=${dtmNo}&${foreign}` })).statusCode).toBe(403);
    expect((await t.call(t.owner, { method: 'DELETE', url: `${DRIVE_PATHS.audio}?DTM_NO=${dtmNo}&PAGE_NO=2&${foreign}` })).statusCode).toBe(403);
    expect((await addAudio(t.owner, { DTM_NO: dtmNo, PAGE_NO: '1', USER_NO: t.other.userNo })).statusCode).toBe(403);
    expect((await addAudio(null, { DTM_NO: dtmNo, PAGE_NO: '1' })).statusCode).toBe(401);
  });

  it('lets anyone list the audio of a published file, but only the owner change it', async () => {
    await t.database.db.updateTable('files').set({ is_public: true, category: 'ART', published_at: new Date() }).where('dtm_no', '=', dtmNo).execute();
    try {
      expect((await sync(t.other)).statusCode).toBe(200);
      expect((await sync(null)).statusCode).toBe(200);
      expect((await addAudio(t.other, { DTM_NO: dtmNo, PAGE_NO: '1' })).statusCode).toBe(404);
    } finally {
      await t.database.db.updateTable('files').set({ is_public: false, category: null, published_at: null }).where('dtm_no', '=', dtmNo).execute();
    }
  });

  it('removes audio and its blob; files without pages have no audio', async () => {
    const response = await t.call(t.owner, { method: 'DELETE', url: `${DRIVE_PATHS.audio}?DTM_NO=${dtmNo}&PAGE_NO=2` });
    expect(response.statusCode).toBe(200);
    expect(page(response)).toMatchObject({ PAGE_NO: 2, AUDIO_URL: null });
    expect(audioBlobs()).toEqual([]);
    const again = await t.call(t.owner, { method: 'DELETE', url: `${DRIVE_PATHS.audio}?DTM_NO=${dtmNo}&PAGE_NO=2` });
    expect(again.statusCode).toBe(200);
    expect((await t.call(t.owner, { method: 'DELETE', url: `${DRIVE_PATHS.audio}?DTM_NO=${dtmNo}&PAGE_NO=x` })).statusCode).toBe(400);
    const image = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, ...fileForm('still.png', pngImage()) });
    const imageNo = (image.json() as { data: WireUploadResult }).data.items[0]?.DTM_NO as string;
    expect((await addAudio(t.owner, { DTM_NO: imageNo, PAGE_NO: '1' })).statusCode).toBe(404);
    expect((await sync(t.owner, imageNo)).statusCode).toBe(404);
  });
});
