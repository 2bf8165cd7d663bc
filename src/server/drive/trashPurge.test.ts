import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, TRASH_RETENTION_DAYS } from '../../shared/api/driveAppPaths.ts';
import { fsBlobStore } from '../blobs/fsBlobStore.ts';
import { TEST_ENGINES } from '../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../testing/driveTestApp.ts';
import { makeFile, trash } from '../testing/driveFixtures.ts';
import type { Deleted } from './deletion.ts';
import { startTrashPurge } from './trashPurge.ts';

describe.each(TEST_ENGINES)('the trash purge timer on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  it('purges once at start and again on its interval, until stopped', async () => {
    const file = await makeFile(t, t.owner, 'expired');
    await trash(t, t.owner, 'images', file.DTM_NO);
    t.clock.advanceDays(TRASH_RETENTION_DAYS);
    const runs: Deleted[] = [];
    const stop = startTrashPurge({ db: t.database.db, blobs: fsBlobStore(t.blobsDir), now: t.clock.now }, { everyMs: 20, onPurged: (deleted) => runs.push(deleted) });
    await expect.poll(() => runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    stop();
    expect(runs[0]).toEqual({ folders: 0, files: 1 });
    expect(runs.slice(1).every((run) => run.files === 0)).toBe(true);
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.length).toBeLessThanOrEqual(after + 1);
    expect((await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(file.DTM_NO) })).statusCode).toBe(404);
  });

  it('reports a failure instead of throwing', async () => {
    const errors: unknown[] = [];
    const broken = { db: t.database.db, blobs: fsBlobStore(t.blobsDir), now: () => new Date(Number.NaN) };
    const stop = startTrashPurge(broken, { everyMs: 60_000, onError: (error) => errors.push(error) });
    await expect.poll(() => errors.length, { timeout: 5000 }).toBe(1);
    stop();
  });
});
