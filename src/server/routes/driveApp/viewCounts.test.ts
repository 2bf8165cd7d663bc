import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFileDetail } from '../../../shared/api/driveAppTypes.ts';
import { fsBlobStore } from '../../blobs/fsBlobStore.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startTrashPurge } from '../../drive/trashPurge.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, makeFile, makeFolder, namesOf } from '../../testing/driveFixtures.ts';

// Issue 16 item 9: VIEW=Y counts at most one view per viewer, file and day,
// so a guest repeating a request cannot inflate a count or reorder the
// Library's MOST_VIEWED. The record lives in the database (file_views).

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

describe.each(TEST_ENGINES)('view counts on %s', (engine) => {
  let t: DriveTestApp;
  let shelf: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    shelf = (await makeFolder(t, t.owner, 'Viewed shelf', null, 'D')).DTM_GROUP_NO;
  }, 120_000);
  afterAll(async () => t?.close());

  const published = async (name: string) => {
    const file = await makeFile(t, t.owner, name);
    dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(file.DTM_NO), payload: { DTM_GROUP_NO: shelf, CATEGORY: 'MATH' } }));
    return file.DTM_NO;
  };
  /** Opens a file as the library does (VIEW=Y): a user, or a guest from an address with a browser. */
  const open = (dtmNo: string, user: TestUser | null, guest: { address?: string; browser?: string } = {}) =>
    t.call(user, { method: 'GET', url: DRIVE_PATHS.file(dtmNo), query: { VIEW: 'Y' }, headers: { 'user-agent': guest.browser ?? BROWSER }, remoteAddress: guest.address ?? '203.0.113.7' });
  const views = async (dtmNo: string) => dataOf<WireFileDetail>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(dtmNo) })).VIEWS;

  it('50 opens by one guest count once, even all at once', async () => {
    const dtmNo = await published('Hammered');
    const responses = await Promise.all(Array.from({ length: 25 }, () => open(dtmNo, null)));
    for (let i = 0; i < 25; i++) responses.push(await open(dtmNo, null));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await views(dtmNo)).toBe(1);
    // Every answer tells the count as it stands, never one past it.
    expect(responses.map((response) => (response.json() as { data: WireFileDetail }).data.VIEWS)).toEqual(Array(50).fill(1));
  });

  it('two people count twice, the owner once like anyone, and another guest (address or browser) once more', async () => {
    const dtmNo = await published('Shared');
    for (const user of [t.other, t.other, t.owner, t.owner]) await open(dtmNo, user);
    expect(await views(dtmNo)).toBe(2);
    await open(dtmNo, null);
    await open(dtmNo, null, { address: '198.51.100.20' });
    await open(dtmNo, null, { browser: 'Mozilla/5.0 (Macintosh) Safari/605' });
    expect(await views(dtmNo)).toBe(5);
  });

  it('counts the same viewer again on another day', async () => {
    const dtmNo = await published('Daily');
    await open(dtmNo, null);
    await open(dtmNo, t.other);
    t.clock.advanceDays(1);
    await open(dtmNo, null);
    await open(dtmNo, null);
    await open(dtmNo, t.other);
    expect(await views(dtmNo)).toBe(4);
  });

  it("one guest's 50 opens cannot reorder MOST_VIEWED", async () => {
    const popular = await published('Rank popular');
    const pushed = await published('Rank pushed');
    await open(popular, t.other);
    await open(popular, t.owner);
    for (let i = 0; i < 50; i++) await open(pushed, null);
    const library = dataOf<DriveListing>(await t.call(null, { method: 'GET', url: DRIVE_PATHS.files, query: { SCOPE: 'LIBRARY', SEARCH: 'Rank', SORT: 'MOST_VIEWED' } }));
    expect(namesOf(library)).toEqual(['Rank popular', 'Rank pushed']);
  });

  it('keeps no address or browser, and the hourly purge forgets past days', async () => {
    const dtmNo = await published('Private viewers');
    await open(dtmNo, null, { address: '192.0.2.55' });
    const rows = await t.database.db.selectFrom('file_views').select('viewer').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const { viewer } of rows) {
      expect(viewer).toMatch(/^(user:\d+|guest:[\w-]{43})$/);
      expect(viewer).not.toContain('192.0.2.55');
    }
    const todays = () => t.database.db.selectFrom('file_views').select('viewer').where('dtm_no', '=', dtmNo).execute();
    expect(await todays()).toHaveLength(1);
    t.clock.advanceDays(2);
    const purged: unknown[] = [];
    const stop = startTrashPurge({ db: t.database.db, blobs: fsBlobStore(t.blobsDir), now: t.clock.now }, { onPurged: (deleted) => purged.push(deleted) });
    await expect.poll(() => purged.length, { timeout: 10_000 }).toBe(1);
    stop();
    expect(await todays()).toEqual([]);
    // The count stays; only the record of who was counted goes.
    expect(await views(dtmNo)).toBe(1);
  });
});
