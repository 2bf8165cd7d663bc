import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireFile, WirePage, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { fileForm, userRowOf } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_DTM, SAMPLE_DTMS, pngImage } from '../../testing/uploadFixtures.ts';

// GET /doc/download, GET /dtma/images and GET /drive-app/file/{key}: who may
// have a file's content, and that it always leaves as an attachment that no
// browser renders on our origin (hostile input 8).

describe.each(TEST_ENGINES)('downloads and stored files on %s', (engine) => {
  let t: DriveTestApp;
  let dtms: WireFile;
  let image: WireFile;

  const upload = async (url: string, name: string, data: Buffer) => {
    const response = await t.call(t.owner, { method: 'POST', url, ...fileForm(name, data) });
    return (response.json() as { data: WireUploadResult }).data.items[0] as WireFile;
  };

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    dtms = await upload(DRIVE_PATHS.uploadTactile, '<img src=x onerror=alert(1)> "지도".dtms', SAMPLE_DTMS);
    image = await upload(DRIVE_PATHS.uploadImage, 'photo.png', pngImage());
  }, 60_000);
  afterAll(async () => t.close());

  const download = (user: TestUser | null, query: string) => t.call(user, { method: 'GET', url: `${DRIVE_PATHS.download}?${query}` });
  const expectAttachment = (response: { headers: Record<string, unknown> }) => {
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[\u0020-\u007e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Ours replaces the app's page policy: a stored file opened anyway runs nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  };
  const setPublic = (dtmNo: string, isPublic: boolean, trashed = false) =>
    t.database.db
      .updateTable('files')
      .set({ is_public: isPublic, category: isPublic ? 'ART' : null, published_at: isPublic ? new Date() : null, trashed_at: trashed ? new Date() : null })
      .where('dtm_no', '=', dtmNo)
      .execute();

  it('gives the owner the stored bytes as an attachment, never inline, whatever the name (hostile input 8)', async () => {
    for (const query of [`dtmNo=${dtms.DTM_NO}`, `DTM_NO=${dtms.DTM_NO}`]) {
      const response = await download(t.owner, query);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(SAMPLE_DTMS)).toBe(true);
      expect(response.headers['content-type']).toBe('application/json');
      expectAttachment(response);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="img src=x onerror=alert(1) __.dtms"; filename*=UTF-8''img%20src%3Dx%20onerror%3Dalert%281%29%20${encodeURIComponent('지도')}.dtms`,
      );
    }
  });

  it('writes a document saved without a blob from its JSON', async () => {
    const owner = await userRowOf(t, t.owner);
    const document = JSON.parse(SAMPLE_DTMS.toString('utf8')) as object;
    const row = await t.database.db
      .insertInto('files')
      .values({ owner_user_no: owner, drive_kind: 'P', file_name: 'From canvas', file_extension: 'dtms', page_count: 5, dtms_json: JSON.stringify(document) })
      .returning('dtm_no')
      .executeTakeFirstOrThrow();
    const response = await download(t.owner, `dtmNo=${row.dtm_no}`);
    expect(response.statusCode).toBe(200);
    expect((JSON.parse(response.body) as { items: unknown[] }).items).toHaveLength(5);
    expect(response.headers['content-disposition']).toContain('filename="From canvas.dtms"');
    expectAttachment(response);
  });

  it("answers another user's, a guest's or a malformed request for a private file as missing (IDOR)", async () => {
    for (const user of [t.other, null]) {
      const response = await download(user, `dtmNo=${dtms.DTM_NO}`);
      expect(response.statusCode).toBe(404);
      expect((response.json() as { errors: { code: string }[] }).errors[0]?.code).toBe('FILE_NOT_FOUND');
    }
    for (const query of ['dtmNo=abc', 'dtmNo=', '', 'dtmNo=99999999']) expect((await download(t.owner, query)).statusCode).toBe(404);
    expect((await download(t.owner, `dtmNo=${dtms.DTM_NO}&USER_NO=${encodeURIComponent(t.other.userNo)}`)).statusCode).toBe(403);
  });

  it('lets anyone download a published file until it is trashed; the owner always', async () => {
    await setPublic(dtms.DTM_NO, true);
    expect((await download(t.other, `dtmNo=${dtms.DTM_NO}`)).statusCode).toBe(200);
    expect((await download(null, `dtmNo=${dtms.DTM_NO}`)).statusCode).toBe(200);
    await setPublic(dtms.DTM_NO, true, true);
    expect((await download(t.other, `dtmNo=${dtms.DTM_NO}`)).statusCode).toBe(404);
    expect((await download(t.owner, `dtmNo=${dtms.DTM_NO}`)).statusCode).toBe(200);
    await setPublic(dtms.DTM_NO, false);
  });

  it('bundles a document with its page audio as a ZIP (GET /dtma/images)', async () => {
    const added = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: dtms.DTM_NO, PAGE_NO: '2' }) });
    expect((added.json() as { data: WirePage }).data.AUDIO_URL).not.toBeNull();
    const response = await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.dtmaDownload}?DTM_NO=${dtms.DTM_NO}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expectAttachment(response);
    const zip = await yauzl.fromBufferPromise(response.rawPayload, { lazyEntries: true });
    const entries = new Map<string, Buffer>();
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
    const name = `${dtms.FILE_NAME}.dtma`;
    expect([...entries.keys()]).toEqual([name, 'audio/page-2.mp3']);
    expect((JSON.parse(entries.get(name)?.toString('utf8') ?? '{}') as { audioPath: string }).audioPath).toBe('audio/');
    expect(entries.get('audio/page-2.mp3')?.equals(MP3_AUDIO)).toBe(true);
  });

  it("answers the ZIP of another user's file as missing, unless it is published", async () => {
    const url = `${DRIVE_PATHS.dtmaDownload}?DTM_NO=${dtms.DTM_NO}`;
    expect((await t.call(t.other, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.call(t.owner, { method: 'GET', url: `${url}&USER_NO=${encodeURIComponent(t.other.userNo)}` })).statusCode).toBe(403);
    expect((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.dtmaDownload}?DTM_NO=${image.DTM_NO}` })).statusCode).toBe(404);
    await setPublic(dtms.DTM_NO, true);
    expect((await t.call(t.other, { method: 'GET', url })).statusCode).toBe(200);
    await setPublic(dtms.DTM_NO, false);
    const dtm = await upload(DRIVE_PATHS.uploadTactile, 'picture.dtm', SAMPLE_DTM);
    expect((await t.call(t.owner, { method: 'GET', url: `${DRIVE_PATHS.dtmaDownload}?DTM_NO=${dtm.DTM_NO}` })).statusCode).toBe(200);
  });

  it('serves a stored image at its signed address, as an attachment of its sniffed type', async () => {
    const url = image.DTM_IMG as string;
    for (const user of [null, t.other, t.owner]) {
      const response = await t.call(user, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(pngImage())).toBe(true);
      expectAttachment(response);
    }
    // The key may come percent-encoded, as DRIVE_PATHS.storedFile writes it.
    const encoded = url.replace('/drive-app/file/files/', '/drive-app/file/files%2F');
    expect((await t.call(null, { method: 'GET', url: encoded })).statusCode).toBe(200);
  });

  it('answers byte ranges, as media players ask for them', async () => {
    const url = image.DTM_IMG as string;
    const png = pngImage();
    const part = await t.call(null, { method: 'GET', url, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(1, 4))).toBe(true);
    expectAttachment(part);
    const tail = await t.call(null, { method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(png.subarray(-4))).toBe(true);
    const open = await t.call(null, { method: 'GET', url, headers: { range: `bytes=${png.length - 2}-` } });
    expect(open.rawPayload.equals(png.subarray(-2))).toBe(true);
    const outside = await t.call(null, { method: 'GET', url, headers: { range: `bytes=${png.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${png.length}`);
    const several = await t.call(null, { method: 'GET', url, headers: { range: 'bytes=0-1,4-5' } });
    expect(several.statusCode).toBe(200);
    expect(several.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses a bad or expired signature with 403, and anything else it cannot show with 404', async () => {
    const url = image.DTM_IMG as string;
    const [path, query] = url.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const tampered = `${path}?exp=${params.get('exp')}&aud=${params.get('aud')}&sig=${'A'.repeat(43)}`;
    expect((await t.call(null, { method: 'GET', url: tampered })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `${path}?exp=${Number(params.get('exp')) + 600}&aud=${params.get('aud')}&sig=${params.get('sig')}` })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `${path}?exp=${params.get('exp')}&aud=public&sig=${params.get('sig')}` })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `${path}?sig=${params.get('sig')}` })).statusCode).toBe(403);
    // Without a signature: the owner's token, nobody else's.
    expect((await t.call(t.owner, { method: 'GET', url: path })).statusCode).toBe(200);
    expect((await t.call(t.other, { method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: path })).statusCode).toBe(404);
    for (const bad of ['/drive-app/file/files/not-a-uuid', '/drive-app/file/../../etc/passwd', '/drive-app/file/files%2F..%2F..%2Fetc%2Fpasswd', '/drive-app/file/']) {
      expect((await t.call(t.owner, { method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
    t.clock.advanceDays(1);
    try {
      const expired = await t.call(null, { method: 'GET', url });
      expect(expired.statusCode).toBe(403);
      expect((expired.json() as { errors: { msg: string }[] }).errors[0]?.msg).toBe('The address has expired.');
    } finally {
      t.clock.advanceDays(-1);
    }
  });

  it('no longer serves content whose row is gone, even at a signed address', async () => {
    const gone = await upload(DRIVE_PATHS.uploadImage, 'gone.png', pngImage());
    await t.database.db.deleteFrom('files').where('dtm_no', '=', gone.DTM_NO).execute();
    expect((await t.call(t.owner, { method: 'GET', url: gone.DTM_IMG as string })).statusCode).toBe(404);
  });
});
