import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { fsBlobStore } from '../../blobs/fsBlobStore.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { fileForm, storedFiles } from '../../testing/multipartForm.ts';
import { MP3_AUDIO, SAMPLE_DTMS } from '../../testing/uploadFixtures.ts';
import { ORPHAN_GRACE_MS, startGrace, startOrphanSweep, sweepOrphanBlobs, type SweepResult } from './orphanSweep.ts';

// The orphan sweep: a crash between storing a blob and committing its row
// (or between committing a replacement and deleting the old blob) leaves a
// blob no row names, or half a write; the sweep removes both, and nothing a
// row still needs. At start it takes everything when the server is alone on
// its database; otherwise, and hourly, it spares what is younger than an hour.

describe.each(TEST_ENGINES)('the orphan sweep on %s', (engine) => {
  let t: DriveTestApp;

  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 60_000);
  afterAll(async () => t.close());

  const old = new Date('2020-01-01T00:00:00Z');
  /** A clock a little ahead, so files written this very millisecond count as older (file times are coarse). */
  const later = () => new Date(Date.now() + 1000);
  const age = (relative: string) => utimesSync(join(t.blobsDir, relative), old, old);

  it('removes blobs no row references and unfinished writes, and keeps every referenced one', async () => {
    const blobs = fsBlobStore(t.blobsDir);
    const upload = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('kept.dtms', SAMPLE_DTMS) });
    const dtmNo = (upload.json() as { data: WireUploadResult }).data.items[0]?.DTM_NO as string;
    await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.audio, ...fileForm('voice.mp3', MP3_AUDIO, { DTM_NO: dtmNo, PAGE_NO: '1' }) });
    const kept = storedFiles(t.blobsDir);
    expect(kept.filter((path) => path.startsWith('files/'))).toHaveLength(1);
    expect(kept.filter((path) => path.startsWith('audio/'))).toHaveLength(1);
    for (const path of kept) age(path);

    // What a crash leaves: a stored file and audio never committed, and half a write.
    await blobs.put('files/6f9619ff-8b86-d011-b42d-00c04fc964ff', Readable.from(['orphan']));
    await blobs.put('audio/7f9619ff-8b86-d011-b42d-00c04fc964ff', Readable.from(['orphan audio']));
    age('files/6f9619ff-8b86-d011-b42d-00c04fc964ff');
    age('audio/7f9619ff-8b86-d011-b42d-00c04fc964ff');
    mkdirSync(join(t.blobsDir, '.incoming'), { recursive: true });
    writeFileSync(join(t.blobsDir, '.incoming', 'crashed.part'), 'half');
    age('.incoming/crashed.part');
    // A young orphan may be an upload another process is about to commit: it stays.
    await blobs.put('files/8f9619ff-8b86-d011-b42d-00c04fc964ff', Readable.from(['in flight']));

    // And a ZIP being unpacked when the server stopped.
    const tmpDir = join(t.blobsDir, '..', 'tmp');
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(join(tmpDir, 'upload-6f9619ff-8b86-d011-b42d-00c04fc964ff.zip'), 'PK');
    utimesSync(join(tmpDir, 'upload-6f9619ff-8b86-d011-b42d-00c04fc964ff.zip'), old, old);
    writeFileSync(join(tmpDir, 'someone else.txt'), 'not ours');
    utimesSync(join(tmpDir, 'someone else.txt'), old, old);

    const result = await sweepOrphanBlobs({ db: t.database.db, blobs, now: () => new Date(), tmpDir });
    expect(result).toEqual({ orphans: 2, unfinished: 1, spooled: 1 });
    expect(readdirSync(tmpDir)).toEqual(['someone else.txt']);
    expect(storedFiles(t.blobsDir)).toEqual([...kept, 'files/8f9619ff-8b86-d011-b42d-00c04fc964ff'].sort());

    // With no grace, the young one goes too; the referenced ones never do.
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now: later }, { blobsMs: 0, spooledMs: 0 })).toEqual({ orphans: 1, unfinished: 0, spooled: 0 });
    expect(storedFiles(t.blobsDir)).toEqual(kept);
  });

  it('spares the blobs of a DAISY book daisy_files names, removes dead daisy/ ones and a DAISY job\'s leftover folder', async () => {
    const blobs = fsBlobStore(t.blobsDir);
    const kept = storedFiles(t.blobsDir);
    const upload = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.uploadTactile, ...fileForm('with a book.dtms', SAMPLE_DTMS) });
    const dtmNo = (upload.json() as { data: WireUploadResult }).data.items[0]?.DTM_NO as string;
    const documentKey = (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', dtmNo).executeTakeFirstOrThrow()).blob_key as string;
    const job = await t.database.db.insertInto('jobs').values({ kind: 'daisy', dtm_no: dtmNo, status: 'SUCCESS' }).returning('job_id').executeTakeFirstOrThrow();
    const live = `daisy/${dtmNo}/1f9619ff-8b86-4011-b42d-00c04fc964ff`;
    const dead = `daisy/${dtmNo}/2f9619ff-8b86-4011-b42d-00c04fc964ff`;
    await blobs.put(live, Readable.from(['<book/>']));
    await blobs.put(dead, Readable.from(['a book whose job never committed']));
    await t.database.db.insertInto('daisy_files').values({ job_id: job.job_id, dtm_no: dtmNo, path: 'book.xml', blob_key: live, size_bytes: 7, content_type: 'application/x-dtbook+xml' }).execute();
    age(live);
    age(dead);
    age(documentKey);
    const tmpDir = join(t.blobsDir, '..', 'tmp-daisy');
    mkdirSync(join(tmpDir, 'daisy-a1B2c3', 'audio'), { recursive: true });
    writeFileSync(join(tmpDir, 'daisy-a1B2c3', 'audio', 'part001.mp3'), 'half an MP3');
    utimesSync(join(tmpDir, 'daisy-a1B2c3'), old, old);

    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now: () => new Date(), tmpDir })).toEqual({ orphans: 1, unfinished: 0, spooled: 1 });
    expect(storedFiles(t.blobsDir)).toEqual([...kept, documentKey, live].sort());
    expect(readdirSync(tmpDir)).toEqual([]);
    // Once the book's rows are gone (a newer book, the document deleted), its blob is an orphan like any other.
    await t.database.db.deleteFrom('daisy_files').where('blob_key', '=', live).execute();
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now: () => new Date() })).toEqual({ orphans: 1, unfinished: 0, spooled: 0 });
    expect(storedFiles(t.blobsDir)).toEqual([...kept, documentKey].sort());
  });

  it('sweeps many blobs in batches', async () => {
    const blobs = fsBlobStore(t.blobsDir);
    const kept = storedFiles(t.blobsDir);
    const ids = Array.from({ length: 1200 }, (_, i) => `files/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const id of ids) await blobs.put(id, new Uint8Array([1]));
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now: later }, { blobsMs: 0, spooledMs: 0 })).toEqual({ orphans: 1200, unfinished: 0, spooled: 0 });
    expect(storedFiles(t.blobsDir)).toEqual(kept);
  }, 60_000);

  /** What a kill leaves this very moment: an orphan blob, half a write and half a spooled ZIP, all young. */
  function freshLeftovers(blobs: ReturnType<typeof fsBlobStore>, tmpDir: string) {
    const orphan = 'files/9f9619ff-8b86-d011-b42d-00c04fc964ff';
    mkdirSync(join(t.blobsDir, '.incoming'), { recursive: true });
    writeFileSync(join(t.blobsDir, '.incoming', 'killed.part'), 'half');
    mkdirSync(tmpDir, { recursive: true });
    writeFileSync(join(tmpDir, 'upload-9f9619ff-8b86-d011-b42d-00c04fc964ff.zip'), 'PK half');
    return blobs.put(orphan, Readable.from(['killed before its commit']));
  }

  it('at start, alone on the database, takes every leftover whatever its age; beside other servers, only its own spool', async () => {
    const blobs = fsBlobStore(t.blobsDir);
    const kept = storedFiles(t.blobsDir);
    const tmpDir = join(t.blobsDir, '..', 'tmp-start');
    const now = () => new Date();

    await freshLeftovers(blobs, tmpDir);
    // Another server may be about to commit the blob or finish the write: they stay; the spool is this process's own.
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now, tmpDir }, startGrace(false))).toEqual({ orphans: 0, unfinished: 0, spooled: 1 });
    expect(storedFiles(t.blobsDir)).toEqual([...kept, '.incoming/killed.part', 'files/9f9619ff-8b86-d011-b42d-00c04fc964ff'].sort());

    await freshLeftovers(blobs, tmpDir);
    expect(await sweepOrphanBlobs({ db: t.database.db, blobs, now, tmpDir }, startGrace(true))).toEqual({ orphans: 1, unfinished: 1, spooled: 1 });
    expect(storedFiles(t.blobsDir)).toEqual(kept);
    expect(readdirSync(tmpDir)).toEqual([]);
  });

  it('sweeps at start, then again on its interval with the hour of grace', async () => {
    const blobs = fsBlobStore(t.blobsDir);
    const kept = storedFiles(t.blobsDir);
    const tmpDir = join(t.blobsDir, '..', 'tmp-running');
    let now = new Date();
    const runs: [SweepResult, string][] = [];
    const stop = await startOrphanSweep(
      { db: t.database.db, blobs, now: () => now, tmpDir },
      { aloneOnDatabase: true, everyMs: 20, onSwept: (result, phase) => runs.push([result, phase]) },
    );
    try {
      expect(runs).toEqual([[{ orphans: 0, unfinished: 0, spooled: 0 }, 'start']]);
      // Left by uploads of the running server: young, so the running sweep spares them…
      await freshLeftovers(blobs, tmpDir);
      await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      expect(runs[1]).toEqual([{ orphans: 0, unfinished: 0, spooled: 0 }, 'running']);
      // …until they are older than the grace.
      now = new Date(Date.now() + ORPHAN_GRACE_MS + 1000);
      await expect.poll(() => runs.some(([result]) => result.orphans === 1), { timeout: 5000 }).toBe(true);
      expect(runs.find(([result]) => result.orphans === 1)).toEqual([{ orphans: 1, unfinished: 1, spooled: 1 }, 'running']);
      expect(storedFiles(t.blobsDir)).toEqual(kept);
    } finally {
      stop();
    }
  });
});
