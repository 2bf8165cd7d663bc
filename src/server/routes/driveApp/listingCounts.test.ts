import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, makeFile, makeFolder, trash } from '../../testing/driveFixtures.ts';

// Issue 18 item 1: a folder listing's TOTAL_COUNT comes from the counts the
// triggers of migration 0008 keep, not from counting the folder. After every
// kind of change (insert, bulk insert, move, trash, restore, delete, publish,
// unpublish, rename, emptying the trash, deleting a folder with its contents)
// each kept count equals a fresh count, and each listing's TOTAL_COUNT equals
// the items it lists, the searches, my files, the library and the trash too
// (counted, then kept while nothing they show has changed: countCache.ts).

describe.each(TEST_ENGINES)('listing counts on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Kept counts that differ from a fresh count (or are missing), by key: none when all is well. */
  async function staleCounts(): Promise<Record<string, { kept: number; actual: number }>> {
    const rows = await sql<{ key: string; kept: string | null; actual: string | null }>`
      with actual as (
        select k as key, count(*) as n from (select k from files f, file_listing_keys(f) k union all select k from folders f, folder_listing_keys(f) k) counted group by k
      )
      select coalesce(a.key, c.key) as key, c.n as kept, a.n as actual
      from actual a full join listing_counts c on c.key = a.key
      where coalesce(a.n, 0) <> coalesce(c.n, 0)`.execute(t.database.db);
    return Object.fromEntries(rows.rows.map((row) => [row.key, { kept: Number(row.kept ?? 0), actual: Number(row.actual ?? 0) }]));
  }

  /** TOTAL_COUNT of each page equals the items of all the pages (read by cursor). */
  async function totalMatches(query: Record<string, string>, url: string = DRIVE_PATHS.groups): Promise<void> {
    let items = 0;
    const totals = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: DriveListing = dataOf<DriveListing>(await t.call(t.owner, { method: 'GET', url, query: { ...query, PAGE_SIZE: '100', ...(cursor ? { CURSOR: cursor } : {}) } }));
      items += page.items.length;
      totals.add(page.TOTAL_COUNT);
      cursor = page.NEXT_CURSOR;
    } while (cursor !== null);
    expect([...totals], `${url} ${JSON.stringify(query)}`).toEqual([items]);
  }

  /** The listings whose counts are counted, then kept while their version stands (countCache.ts): searches, my files, the library, the trash. */
  async function countedTotalsMatch(parents: readonly string[], shelf: string): Promise<void> {
    for (const search of ['o', 'renamed', 'bulk 1']) {
      for (const parent of parents) await totalMatches({ PARENT_GROUP_NO: parent, SEARCH: search });
      await totalMatches({ PARENT_GROUP_NO: shelf, DRIVER_KIND: 'D', SEARCH: search });
      for (const scope of ['MINE', 'LIBRARY', 'TRASH']) await totalMatches({ SCOPE: scope, SEARCH: search }, DRIVE_PATHS.files);
    }
    for (const scope of ['MINE', 'LIBRARY', 'TRASH']) await totalMatches({ SCOPE: scope }, DRIVE_PATHS.files);
    await totalMatches({ SCOPE: 'LIBRARY', CATEGORY: 'MATH' }, DRIVE_PATHS.files);
  }

  it('keeps every folder listing count exact through every kind of change', async () => {
    const shelf = await makeFolder(t, t.owner, 'Shelf', null, 'D');
    const a = (await makeFolder(t, t.owner, 'A')).DTM_GROUP_NO;
    const b = (await makeFolder(t, t.owner, 'B')).DTM_GROUP_NO;
    const inner = (await makeFolder(t, t.owner, 'Inner', a)).DTM_GROUP_NO;
    const files: WireFile[] = [];
    for (const name of ['one', 'two', 'three']) files.push(await makeFile(t, t.owner, name, { group: a }));
    files.push(await makeFile(t, t.owner, 'deep', { group: inner }));
    const [one, two, three, deep] = files as [WireFile, WireFile, WireFile, WireFile];
    const owner = (await t.database.db.selectFrom('users').select('user_no').where('subject', '=', t.owner.userNo).executeTakeFirstOrThrow()).user_no;
    // The folders to list after a step (a trashed one answers 404).
    const check = async (step: string, parents = ['ROOT', a, b, inner]) => {
      expect(await staleCounts(), step).toEqual({});
      for (const parent of parents) await totalMatches({ PARENT_GROUP_NO: parent });
      await totalMatches({ PARENT_GROUP_NO: shelf.DTM_GROUP_NO, DRIVER_KIND: 'D' });
      await countedTotalsMatch(parents, shelf.DTM_GROUP_NO);
    };
    await check('inserts');
    // A bulk insert: one statement, 80 rows.
    await sql`insert into files (owner_user_no, drive_kind, dtm_group_no, file_name, file_extension, size_bytes)
      select ${owner}, 'P', cast(${b} as bigint), 'bulk ' || n, 'dtms', 1 from generate_series(1, 80) n`.execute(t.database.db);
    await check('bulk insert');
    dataOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.file(one.DTM_NO), payload: { DTM_GROUP_NO: b } }));
    dataOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.group(inner), payload: { PARENT_GROUP_NO: b } }));
    await check('moves');
    dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.publish(two.DTM_NO), payload: { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'MATH' } }));
    await check('publish');
    dataOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(two.DTM_NO), query: { VIEW: 'Y' } }));
    await check('a view');
    dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.publish(two.DTM_NO) }));
    await check('unpublish');
    dataOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.file(two.DTM_NO), payload: { FILE_NAME: 'renamed two' } }));
    await check('a rename (into a search)');
    dataOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.file(two.DTM_NO), payload: { FILE_NAME: 'two' } }));
    await check('a rename (out of it)');
    await trash(t, t.owner, 'images', three.DTM_NO);
    await trash(t, t.owner, 'groups', inner);
    await check('trash', ['ROOT', a, b]);
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', three.DTM_NO), payload: { STATUS: 'ACTIVE' } }));
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('groups', inner), payload: { STATUS: 'ACTIVE' } }));
    await check('restore');
    await trash(t, t.owner, 'images', three.DTM_NO);
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', three.DTM_NO), payload: { STATUS: 'DELETED' } }));
    await check('delete');
    dataOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(b), payload: {} }), 201);
    await check('copy a folder');
    await trash(t, t.owner, 'groups', b);
    dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash }));
    await check('empty the trash (a folder and all in it)', ['ROOT', a]);
    expect(deep.DTM_NO).toBeTruthy();

    // The listing reads the kept count: it does not count the folder.
    const key = `own-files:${owner}:${a}`;
    const listed = () => t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: a } });
    const before = dataOf<DriveListing>(await listed()).TOTAL_COUNT;
    await t.database.db.updateTable('listing_counts').set({ n: sql`n + 1000` }).where('key', '=', key).execute();
    expect(dataOf<DriveListing>(await listed()).TOTAL_COUNT).toBe(before + 1000);
    await t.database.db.updateTable('listing_counts').set({ n: sql`n - 1000` }).where('key', '=', key).execute();
  }, 120_000);
});
