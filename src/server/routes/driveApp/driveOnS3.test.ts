import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireFile, WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { keysOf } from '../../blobs/blobStoreSuite.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { sweepOrphanBlobs } from '../../drive/uploads/orphanSweep.ts';
import { dataOf, trash } from '../../testing/driveFixtures.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { fileForm, rowCounts } from '../../testing/multipartForm.ts';
import { pngOfSize } from '../../testing/uploadFixtures.ts';

// The drive end to end with BLOB_STORE=s3 (an s3rver on loopback): the same
// routes as on the folder store, content in the bucket. A 12 MB picture goes
// as a multipart upload of three parts.

const MB = 1024 * 1024;

describe.each(TEST_ENGINES)('the drive on an S3-compatible store, on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine, {}, { blobStore: 's3' });
  }, 60_000);
  afterAll(async () => t.close());

  const blobKeyOf = async (dtmNo: string) => (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', dtmNo).executeTakeFirstOrThrow()).blob_key as string;
  const deleteForever = async (dtmNo: string) => {
    await trash(t, t.owner, 'images', dtmNo);
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', dtmNo), payload: { STATUS: 'DELETED' } }));
  };

  it('uploads a picture, serves it whole and by ranges, copies it, and deletes it with its content', async () => {
    const png = pngOfSize(12 * MB);
    const uploaded = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, ...fileForm('big.png', png) });
    const file = dataOf<WireUploadResult>(uploaded, 201).items[0] as WireFile;
    const key = await blobKeyOf(file.DTM_NO);
    expect(await t.blobs.stat(key)).toEqual({ size: png.length });
    expect(await t.s3?.uploadsUnderWay()).toBe(0);

    const url = file.DTM_IMG as string;
    const whole = await t.call(null, { method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(png)).toBe(true);
    const start = 5 * MB - 3;
    const part = await t.call(null, { method: 'GET', url, headers: { range: `bytes=${start}-${start + 9}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 9}/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(start, start + 10))).toBe(true);

    const copy = dataOf<WireFile>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyFile(file.DTM_NO) }), 201);
    const copyKey = await blobKeyOf(copy.DTM_NO);
    expect(copyKey).not.toBe(key);
    expect(await keysOf(t.blobs, 'files/')).toEqual([key, copyKey].sort());

    await deleteForever(file.DTM_NO);
    expect(await t.blobs.stat(key)).toBeUndefined();
    const copied = await t.call(null, { method: 'GET', url: copy.DTM_IMG as string, headers: { range: 'bytes=0-7' } });
    expect(copied.rawPayload.equals(png.subarray(0, 8))).toBe(true);
    await deleteForever(copy.DTM_NO);
    expect(await keysOf(t.blobs, 'files/')).toEqual([]);
  }, 60_000);

  it('keeps nothing of an upload cut short after a part was sent', async () => {
    const before = { keys: await keysOf(t.blobs, ''), rows: await rowCounts(t.database.db) };
    const form = fileForm('cut.png', pngOfSize(8 * MB));
    const response = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, headers: form.headers, payload: Readable.from([form.payload.subarray(0, 7 * MB)]) });
    expect(response.statusCode).toBe(400);
    expect(await keysOf(t.blobs, '')).toEqual(before.keys);
    expect(await rowCounts(t.database.db)).toEqual(before.rows);
    expect(await t.s3?.uploadsUnderWay()).toBe(0);
  }, 60_000);

  it('sweeps content that no row names, found through the bucket listing', async () => {
    const kept = dataOf<WireUploadResult>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadImage, ...fileForm('kept.png', pngOfSize(2000)) }), 201).items[0] as WireFile;
    const orphan = `files/${randomUUID()}`;
    await t.blobs.put(orphan, Readable.from(['left by a crash before the row was committed']));
    // The sweep spares blobs younger than its grace period: run it as if two hours had passed.
    const later = () => new Date(Date.now() + 2 * 3600_000);
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs: t.blobs, now: later })).toMatchObject({ orphans: 1 });
    expect(await t.blobs.stat(orphan)).toBeUndefined();
    expect(await t.blobs.stat(await blobKeyOf(kept.DTM_NO))).toBeDefined();
  });
});
