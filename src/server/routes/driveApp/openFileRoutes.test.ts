import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { dtmsFromJson, parseDtms } from '../../../core/dtms/index.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { expectNothingStored, fileForm, firstError, type MultipartForm } from '../../testing/multipartForm.ts';
import { HTML_PAGE, SAMPLE_BRF, SAMPLE_DTM, SAMPLE_DTMA, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';
import { buildZip } from '../../zip/zipBuilder.ts';

// POST /dtms/images/upload-to-json and /dtma/images/upload-to-json: a local
// file read as DTMS (or DTMA) JSON, nothing stored.

const PARSE_LIMIT = 16 * 1024;

describe.each(TEST_ENGINES)('opening a local file on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine, { parseLimitBytes: PARSE_LIMIT });
  }, 60_000);
  afterAll(async () => t.close());

  const open = (user: TestUser | null, url: string, form: MultipartForm, query = '') => t.call(user, { method: 'POST', url: `${url}${query}`, ...form });
  const json = (response: { json: () => unknown }) => (response.json() as { data: { DTMS_JSON: { items: unknown[]; audioPath?: string; device: string } } }).data.DTMS_JSON;

  it('answers a DTMS as DTMS JSON, and as DTMA JSON on the DTMA path, storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const dtms = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('a.dtms', SAMPLE_DTMS));
      expect(dtms.statusCode).toBe(200);
      expect(json(dtms).items).toHaveLength(5);
      expect(json(dtms).audioPath).toBeUndefined();
      expect(dtmsFromJson(json(dtms)).items).toHaveLength(5);
      const dtma = await open(t.owner, DRIVE_PATHS.dtmaToJson, fileForm('a.dtma', SAMPLE_DTMA));
      expect(json(dtma).audioPath).toBe('audio/');
      const plain = await open(t.owner, DRIVE_PATHS.dtmaToJson, fileForm('a.dtms', SAMPLE_DTMS));
      expect(json(plain).audioPath).toBe('');
    });
  });

  it('turns a DTM into a one-page DTMS, and a BRF into pages of braille on the display', async () => {
    const dtm = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('picture.dtm', SAMPLE_DTM));
    expect(dtm.statusCode).toBe(200);
    expect(json(dtm).items).toHaveLength(1);
    expect(json(dtm).device).toBe('dotpad320');
    const brf = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('book.brf', SAMPLE_BRF));
    expect(brf.statusCode).toBe(200);
    const document = parseDtms(JSON.stringify(json(brf)));
    expect(document.items).toHaveLength(2);
    // ',HELLO W' starts with the capital sign (dot 6) and H (dots 1 2 5), one display cell each, in pin order:
    // dot 6 is the right column's third pin (0x40); dots 1 2 5 are 0x01, 0x02 and 0x20.
    expect((json(brf).items[0] as { graphic: { data: string } }).graphic.data.slice(0, 4)).toBe('4023');
    const wide = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('book.brf', SAMPLE_BRF, { DEVICE_KIND: '768' }));
    expect(json(wide).device).toBe('dotpad768');
    expect((await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('book.brf', SAMPLE_BRF, { DEVICE_KIND: '999' }))).statusCode).toBe(400);
  });

  it('refuses other kinds (a ZIP too) with the formats listed, and broken content with BAD_FILE', async () => {
    for (const [name, data] of [
      ['x.png', pngImage()],
      ['x.dtms', HTML_PAGE],
      ['x.zip', buildZip([{ name: 'a.dtms', data: SAMPLE_DTMS }])],
    ] as const) {
      const response = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm(name, data));
      expect(response.statusCode, name).toBe(415);
      expect(firstError(response)).toEqual({ code: 'UNSUPPORTED_TYPE', msg: 'This file cannot be uploaded, check the supported formats: DTMS, DTMX, DTMA, DTM, BRF, BRL.' });
    }
    const broken = await open(t.owner, DRIVE_PATHS.dtmaToJson, fileForm('x.dtms', SAMPLE_DTMS.subarray(0, 300)));
    expect(broken.statusCode).toBe(422);
    expect(firstError(broken)?.msg).toMatch(/^NOT_JSON:/);
  });

  it('reads at most the parse limit', async () => {
    const big = Buffer.concat([SAMPLE_DTMS, Buffer.alloc(PARSE_LIMIT, 0x20)]);
    const response = await open(t.owner, DRIVE_PATHS.dtmsToJson, fileForm('big.dtms', big));
    expect(response.statusCode).toBe(413);
    expect(firstError(response)?.code).toBe('FILE_TOO_LARGE');
  });

  it("needs sign-in, and refuses another user's USER_NO", async () => {
    for (const url of [DRIVE_PATHS.dtmsToJson, DRIVE_PATHS.dtmaToJson]) {
      expect((await open(null, url, fileForm('a.dtms', SAMPLE_DTMS))).statusCode).toBe(401);
      expect((await open(t.owner, url, fileForm('a.dtms', SAMPLE_DTMS), `?USER_NO=${encodeURIComponent(t.other.userNo)}`)).statusCode).toBe(403);
      expect((await open(t.owner, url, fileForm('a.dtms', SAMPLE_DTMS, { USER_NO: t.other.userNo }))).statusCode).toBe(403);
    }
  });
});
