import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WirePage, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError, multipartForm, type MultipartForm } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_BRF, SAMPLE_DTM, SAMPLE_DTMA, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';
import { buildZip } from '../../zip/zipBuilder.ts';

// Issue 16 item 6c: a FILE part without a `filename` (RFC 7578 makes it
// optional; the form parser still hands over an application/octet-stream part
// as a file) is an unnamed file on every upload route, named Untitled in the
// drive exactly as `filename=""` is, never a 500.

describe.each(TEST_ENGINES)('FILE parts without a file name on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 60_000);
  afterAll(async () => t.close());

  const post = (url: string, form: MultipartForm) => t.call(t.owner, { method: 'POST', url, ...form });
  const uploaded = (response: { json: () => unknown }) => (response.json() as { data: WireUploadResult }).data;

  it('POST /doc/image stores the picture as Untitled', async () => {
    const response = await post(DRIVE_PATHS.uploadImage, fileForm(null, pngImage()));
    expect(response.statusCode).toBe(201);
    expect(uploaded(response).items[0]).toMatchObject({ FILE_NAME: 'Untitled', FILE_EXTENSION: 'png' });
  });

  it('POST /dtms/images stores DTMS and DTM files as Untitled, a second of one kind Untitled (1)', async () => {
    const response = await post(
      DRIVE_PATHS.uploadTactile,
      multipartForm([
        { name: 'FILE', fileName: null, data: SAMPLE_DTMS },
        { name: 'FILE', fileName: null, data: SAMPLE_DTMS },
        { name: 'FILE', fileName: null, data: SAMPLE_DTM },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(uploaded(response).items.map((item) => [item.FILE_NAME, item.FILE_EXTENSION])).toEqual([
      ['Untitled', 'dtms'],
      ['Untitled (1)', 'dtms'],
      ['Untitled', 'dtm'],
    ]);
  });

  it('POST /dtms/images unpacks an unnamed ZIP, its entries named by the archive', async () => {
    const response = await post(DRIVE_PATHS.uploadTactile, fileForm(null, buildZip([{ name: 'maps/armadillo.dtms', data: SAMPLE_DTMS }])));
    expect(response.statusCode).toBe(201);
    expect(uploaded(response).items.map((item) => item.FILE_NAME)).toEqual(['armadillo']);
  });

  it('POST /dtms/images refuses an unnamed Braille ASCII file as it refuses any text not named .brf or .brl (415), storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const response = await post(DRIVE_PATHS.uploadTactile, fileForm(null, SAMPLE_BRF));
      expect(response.statusCode).toBe(415);
      expect(firstError(response)?.code).toBe('UNSUPPORTED_TYPE');
    });
  });

  const aPagedFile = async () => uploaded(await post(DRIVE_PATHS.uploadTactile, fileForm('talking.dtms', SAMPLE_DTMS))).items[0]?.DTM_NO as string;

  it('POST /dtma/audio takes unnamed audio for a page', async () => {
    const dtmNo = await aPagedFile();
    const response = await post(DRIVE_PATHS.audio, fileForm(null, MP3_AUDIO, { DTM_NO: dtmNo, PAGE_NO: '1' }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: WirePage }).data.AUDIO_URL).not.toBeNull();
  });

  it('POST …/upload-to-json opens an unnamed DTMS, DTMA or DTM (a DTM titled Untitled)', async () => {
    const dtms = await post(DRIVE_PATHS.dtmsToJson, fileForm(null, SAMPLE_DTMS));
    expect(dtms.statusCode).toBe(200);
    const dtma = await post(DRIVE_PATHS.dtmaToJson, fileForm(null, SAMPLE_DTMA));
    expect(dtma.statusCode).toBe(200);
    const dtm = await post(DRIVE_PATHS.dtmsToJson, fileForm(null, SAMPLE_DTM));
    expect(dtm.statusCode).toBe(200);
    expect((dtm.json() as { data: { DTMS_JSON: { title: string } } }).data.DTMS_JSON.title).toBe('Untitled');
  });

  it('a FILE part without a file name sent as text is a field, not a file: 400 on every route', async () => {
    const page = { DTM_NO: await aPagedFile(), PAGE_NO: '1' };
    const textPart = (fields: Record<string, string> = {}) =>
      multipartForm([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'FILE', fileName: null, data: 'not a file', contentType: 'text/plain' }]);
    for (const [url, form] of [
      [DRIVE_PATHS.uploadImage, textPart()],
      [DRIVE_PATHS.uploadTactile, textPart()],
      [DRIVE_PATHS.audio, textPart(page)],
      [DRIVE_PATHS.dtmsToJson, textPart()],
      [DRIVE_PATHS.dtmaToJson, textPart()],
    ] as const) {
      const response = await post(url, form);
      expect(response.statusCode, url).toBe(400);
      expect(firstError(response)?.code, url).toBe('BAD_REQUEST');
    }
  });
});
