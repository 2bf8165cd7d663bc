import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, TACTILE_DOCUMENT_LIMIT_BYTES } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { expectNothingStored, firstError, multipartForm } from '../../testing/multipartForm.ts';
import { largestDtms } from '../../testing/uploadFixtures.ts';

// Issue 16 item 6b: tactile files are read whole to be checked, so each has
// the documents' size limit (TACTILE_DOCUMENT_LIMIT_BYTES, the drive's real
// one here), set with room above the largest document our tools make; many
// of them in one request are checked one at a time and none is kept in
// memory until the rows are added.

/** A DTMS whose title makes it `size` bytes: the attack of the issue had 15 of 30 MB. */
function dtmsOfSize(size: number): Buffer {
  const page = { page: 1, title: 'p', graphic: { name: '1.dtm', data: '00'.repeat(300) }, text: { name: '1.txt', data: '', plain: '' } };
  const rest = JSON.stringify({ lang: 'english', lang_option: '1', device: 'dotpad320', items: [page] }).slice(1);
  const head = '{"title":"';
  return Buffer.from(`${head}${'x'.repeat(size - head.length - 2 - rest.length)}",${rest}`);
}

/** A form of `count` FILE parts of `file`, as a stream: the body is never built whole. */
function manyFiles(file: Buffer, count: number): { headers: Record<string, string>; payload: Readable } {
  const boundary = `----many${count}`;
  async function* body() {
    for (let i = 0; i < count; i++) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FILE"; filename="big ${i}.dtms"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      yield file;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Readable.from(body()) };
}

describe.each(TEST_ENGINES)('the size limit of tactile documents on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine, { quotaBytes: 1024 * 1024 * 1024 });
  }, 60_000);
  afterAll(async () => t.close());

  it('refuses fifteen DTMS files over the limit in one request with 413 at the first, storing nothing', async () => {
    await expectNothingStored(t, async () => {
      const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...manyFiles(dtmsOfSize(TACTILE_DOCUMENT_LIMIT_BYTES + 1), 15) });
      expect(response.statusCode).toBe(413);
      expect(firstError(response)).toEqual({ code: 'FILE_TOO_LARGE', msg: 'DTMS, DTMA, DTMX, DTM, BRF and BRL files must be at most 8MB' });
    });
  }, 60_000);

  it('takes a DTMS of exactly the limit, and upload-to-json refuses one byte more', async () => {
    const atLimit = dtmsOfSize(TACTILE_DOCUMENT_LIMIT_BYTES);
    const stored = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...multipartForm([{ name: 'FILE', fileName: 'at the limit.dtms', data: atLimit }]) });
    expect(stored.statusCode).toBe(201);
    const over = multipartForm([{ name: 'FILE', fileName: 'over.dtms', data: dtmsOfSize(TACTILE_DOCUMENT_LIMIT_BYTES + 1) }]);
    const opened = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.dtmsToJson, ...over });
    expect(opened.statusCode).toBe(413);
    expect(firstError(opened)?.code).toBe('FILE_TOO_LARGE');
  }, 60_000);

  it('takes many of the largest documents our tools make in one request, each with its JSON and its 100 pages', async () => {
    const largest = largestDtms({ escaped: true });
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...manyFiles(largest, 5) });
    expect(response.statusCode).toBe(201);
    const { items } = (response.json() as { data: WireUploadResult }).data;
    expect(items.map((item) => [item.PAGE_COUNT, item.DEVICE_KIND, item.SIZE])).toEqual(Array.from({ length: 5 }, () => [100, '768', largest.length]));
    for (const item of items) {
      const pages = await t.database.db.selectFrom('file_pages').select('alt_text').where('dtm_no', '=', item.DTM_NO).execute();
      expect(pages).toHaveLength(100);
      expect(pages[0]?.alt_text).toHaveLength(2000);
      const row = await t.database.db.selectFrom('files').select('dtms_json').where('dtm_no', '=', item.DTM_NO).executeTakeFirstOrThrow();
      expect((row.dtms_json as { items: unknown[] }).items).toHaveLength(100);
    }
  }, 120_000);
});
