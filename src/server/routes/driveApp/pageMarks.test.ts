import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, LIBRARY_CATEGORIES, SORT_ORDERS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, makeFolder } from '../../testing/driveFixtures.ts';

// Issue 18: a deep numbered page seeks from a remembered row (pageMarks.ts).
// With a mark every 7 rows from an offset of 10, every page of every sort
// of a folder, my files and the library (and a search; folders and files
// both marked in the folder) must hold exactly the rows
// the same page by OFFSET holds, that is the rows of one long page cut in
// pieces; and still after each change that moves rows in an order: a view,
// a date, a rename, a trash, a new file (the marks are then taken again).

const MARKS = { every: 7, from: 10 };
const PAGE_SIZE = 6;

describe.each(TEST_ENGINES)('numbered pages from page marks on %s', (engine) => {
  let t: DriveTestApp;
  let folder: string;
  let files: string[];
  beforeAll(async () => {
    t = await startDriveTestApp(engine, { listingMarks: MARKS });
    folder = (await makeFolder(t, t.owner, 'Marked')).DTM_GROUP_NO;
    const shelf = (await makeFolder(t, t.owner, 'Marked shelf', null, 'D')).DTM_GROUP_NO;
    for (let i = 0; i < 15; i++) await makeFolder(t, t.owner, `Sub ${i % 4} ${i}`, folder);
    const owner = (await t.database.db.selectFrom('users').select('user_no').where('subject', '=', t.owner.userNo).executeTakeFirstOrThrow()).user_no;
    // Names, views and dates with many ties, so the later terms and the id decide often.
    const rows = await t.database.db
      .insertInto('files')
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          owner_user_no: owner,
          drive_kind: 'P',
          dtm_group_no: folder,
          file_name: `${['Map', 'map', 'Atlas', 'chart'][i % 4]} ${i % 9}`,
          file_extension: 'dtms',
          size_bytes: 10,
          views: i % 5,
          updated_at: `2026-03-0${1 + (i % 3)} 10:00:00.${String(i % 4).padStart(6, '0')}+00`,
          // Two files in three are in the library too, published on a few days.
          is_public: i % 3 !== 0,
          public_group_no: i % 3 !== 0 ? shelf : null,
          published_at: i % 3 !== 0 ? `2026-04-0${1 + (i % 2)} 09:00:00+00` : null,
          category: i % 3 !== 0 ? LIBRARY_CATEGORIES[i % LIBRARY_CATEGORIES.length] : null,
        })),
      )
      .returning('dtm_no')
      .execute();
    files = rows.map((row) => row.dtm_no);
  }, 120_000);
  afterAll(async () => t?.close());

  const LISTINGS = [
    { name: 'a folder', url: DRIVE_PATHS.groups, query: () => ({ PARENT_GROUP_NO: folder }) },
    { name: 'my files', url: DRIVE_PATHS.files, query: () => ({ SCOPE: 'MINE' }) },
    { name: 'the library', url: DRIVE_PATHS.files, query: () => ({ SCOPE: 'LIBRARY' }) },
  ] as const;
  type Listing = (typeof LISTINGS)[number];
  const list = async (listing: Listing, query: Record<string, string>) => dataOf<DriveListing>(await t.call(t.owner, { method: 'GET', url: listing.url, query: { ...listing.query(), ...query } }));

  /** Every numbered page against the same rows cut from one long page. */
  async function expectPagesAsOneLongPage(listing: Listing, sort: string, search?: string): Promise<void> {
    const base = { SORT: sort, ...(search ? { SEARCH: search } : {}) };
    const whole = await list(listing, { ...base, PAGE_SIZE: '100' });
    const keys = whole.items.map((item) => item.FILE_KEY);
    expect(whole.TOTAL_COUNT).toBe(keys.length);
    const pages = Math.ceil(keys.length / PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const got = await list(listing, { ...base, PAGE_SIZE: String(PAGE_SIZE), PAGE_NO: String(page) });
      expect(got.items.map((item) => item.FILE_KEY), `${listing.name} ${sort} ${search ?? ''} page ${page}`).toEqual(keys.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  }

  /** Every listing in every sort; with the search too when `searches`. */
  const everySort = async (searches: boolean) => {
    for (const listing of LISTINGS) {
      for (const sort of SORT_ORDERS) {
        await expectPagesAsOneLongPage(listing, sort);
        if (searches) await expectPagesAsOneLongPage(listing, sort, 'map');
      }
    }
  };

  it('gives every page of every sort as OFFSET would', () => everySort(true), 300_000);

  it('gives them again after a view, a date, a rename, a trash and a new file moved rows', async () => {
    const { db } = t.database;
    const change = [
      () => db.updateTable('files').set({ views: sql`views + 7` }).where('dtm_no', '=', files[40] as string).execute(),
      () => db.updateTable('files').set({ updated_at: '2027-01-01 00:00:00+00' }).where('dtm_no', '=', files[3] as string).execute(),
      () => db.updateTable('files').set({ published_at: '2027-01-01 00:00:00+00' }).where('dtm_no', '=', files[4] as string).execute(),
      () => db.updateTable('files').set({ file_name: 'aardvark' }).where('dtm_no', '=', files[55] as string).execute(),
      () => db.updateTable('files').set({ trashed_at: new Date() }).where('dtm_no', '=', files[20] as string).execute(),
      () => db.updateTable('folders').set({ updated_at: '2027-01-01 00:00:00+00' }).where('parent_group_no', '=', folder).where('dtm_group_name', '=', 'Sub 0 0').execute(),
      () => db.insertInto('files').values({ owner_user_no: sql`(select owner_user_no from files where dtm_no = ${files[0]})`, drive_kind: 'P', dtm_group_no: folder, file_name: 'Map 0', file_extension: 'dtms', size_bytes: 1 }).execute(),
    ];
    for (const step of change) {
      await step();
      await everySort(false);
    }
  }, 300_000);

  it('raises the dates version on a date, the views version on a view, and neither on a rename (migration 0009)', async () => {
    const { db } = t.database;
    const owner = (await db.selectFrom('users').select('user_no').where('subject', '=', t.owner.userNo).executeTakeFirstOrThrow()).user_no;
    const versions = async () => {
      const rows = await db.selectFrom('listing_versions').select(['key', 'v']).where('key', 'in', [`owner:${owner}`, `dates:owner:${owner}`, `views:owner:${owner}`]).execute();
      const of = (key: string) => Number(rows.find((row) => row.key === key)?.v ?? 0);
      return { listing: of(`owner:${owner}`), dates: of(`dates:owner:${owner}`), views: of(`views:owner:${owner}`) };
    };
    const file = files[10] as string;
    const before = await versions();
    await db.updateTable('files').set({ views: sql`views + 1` }).where('dtm_no', '=', file).execute();
    const viewed = await versions();
    expect(viewed).toEqual({ ...before, views: before.views + 1 });
    await db.updateTable('files').set({ updated_at: '2027-02-01 00:00:00+00' }).where('dtm_no', '=', file).execute();
    const dated = await versions();
    expect(dated).toEqual({ ...viewed, dates: viewed.dates + 1 });
    await db.updateTable('files').set({ file_name: 'Zebra' }).where('dtm_no', '=', file).execute();
    expect(await versions()).toEqual({ ...dated, listing: dated.listing + 1 });
  });
});
