import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, LIBRARY_CATEGORIES, SORT_ORDERS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFolder } from '../../testing/driveFixtures.ts';

// Issue 18 item 1: keyset (cursor) paging. Every sort × search × listing
// (my folder, a public folder, my files, the library, my trash) is walked
// page by page through NEXT_CURSOR while files are added and deleted between
// pages: no item is repeated, and every item present throughout is seen once,
// in the order a one-page listing gave at the start.

// Names with case-only twins (lower(name) ties) and the search text "ap" in some.
const NAMES = ['Apple', 'apple', 'banana', 'Apricot', 'cherry', 'grape', 'APPLE', 'date', 'papaya', 'kiwi', 'apple', 'fig'];
// Few distinct dates and view counts, so the id tie-breaker decides often; microseconds, so a cursor must keep them.
const DATES = ['2026-01-01 10:00:00.123456+00', '2026-01-01 10:00:00.123457+00', '2026-02-01 00:00:00+00'];
const VIEWS = [0, 3, 3, 7];

describe.each(TEST_ENGINES)('keyset paging on %s', (engine) => {
  let t: DriveTestApp;
  let owner: string;
  let ownFolder: string;
  let publicFolder: string;
  let added = 0;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    // The first call makes the owner's user row.
    ownFolder = (await makeFolder(t, t.owner, 'Keyset')).DTM_GROUP_NO;
    owner = (await t.database.db.selectFrom('users').select('user_no').where('subject', '=', t.owner.userNo).executeTakeFirstOrThrow()).user_no;
    publicFolder = (await makeFolder(t, t.owner, 'Keyset public', null, 'D')).DTM_GROUP_NO;
    for (const [index, name] of ['Apple box', 'apple box', 'Banana crate', 'apricot tin'].entries()) {
      const own = await makeFolder(t, t.owner, name, ownFolder);
      const pub = await makeFolder(t, t.owner, name, publicFolder, 'D');
      const trashed = await makeFolder(t, t.owner, `${name} trashed`);
      const date = DATES[index % DATES.length] as string;
      await t.database.db.updateTable('folders').set({ updated_at: date }).where('dtm_group_no', 'in', [own.DTM_GROUP_NO, pub.DTM_GROUP_NO]).execute();
      await t.database.db.updateTable('folders').set({ trashed_at: date }).where('dtm_group_no', '=', trashed.DTM_GROUP_NO).execute();
    }
    for (const index of NAMES.keys()) {
      await insertFile('own', index);
      await insertFile('public', index);
      await insertFile('trash', index);
    }
  }, 120_000);
  afterAll(async () => t?.close());

  type Where = 'own' | 'public' | 'trash';
  async function insertFile(where: Where, index: number): Promise<string> {
    const date = DATES[index % DATES.length] as string;
    const row = await t.database.db
      .insertInto('files')
      .values({
        owner_user_no: owner,
        drive_kind: 'P',
        dtm_group_no: where === 'own' ? ownFolder : null,
        file_name: NAMES[index % NAMES.length] as string,
        file_extension: 'dtms',
        size_bytes: 10,
        views: VIEWS[index % VIEWS.length] as number,
        updated_at: date,
        is_public: where === 'public',
        public_group_no: where === 'public' ? publicFolder : null,
        published_at: where === 'public' ? date : null,
        category: where === 'public' ? LIBRARY_CATEGORIES[0] : null,
        trashed_at: where === 'trash' ? date : null,
      })
      .returning('dtm_no')
      .executeTakeFirstOrThrow();
    return row.dtm_no;
  }

  /** Deletes a file, and gives back a function that puts an equal one back (so each walk starts from the same files). */
  async function deleteFile(dtmNo: string): Promise<() => Promise<void>> {
    const row = await t.database.db
      .selectFrom('files')
      .select(['owner_user_no', 'drive_kind', 'dtm_group_no', 'file_name', 'file_extension', 'size_bytes', 'views', 'updated_at', 'is_public', 'public_group_no', 'published_at', 'category', 'trashed_at'])
      .where('dtm_no', '=', dtmNo)
      .executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('files').where('dtm_no', '=', dtmNo).execute();
    return async () => {
      await t.database.db.insertInto('files').values(row).execute();
    };
  }

  const LISTINGS = [
    { name: 'my folder', where: 'own', url: () => DRIVE_PATHS.groups, query: () => ({ PARENT_GROUP_NO: ownFolder }) },
    { name: 'a public folder', where: 'public', url: () => DRIVE_PATHS.groups, query: () => ({ PARENT_GROUP_NO: publicFolder, DRIVER_KIND: 'D' }) },
    { name: 'my files', where: 'own', url: () => DRIVE_PATHS.files, query: () => ({ SCOPE: 'MINE' }) },
    { name: 'the library', where: 'public', url: () => DRIVE_PATHS.files, query: () => ({ SCOPE: 'LIBRARY' }) },
    { name: 'my trash', where: 'trash', url: () => DRIVE_PATHS.files, query: () => ({ SCOPE: 'TRASH' }) },
  ] as const;

  const list = async (url: string, query: Record<string, string>) => dataOf<DriveListing>(await t.call(t.owner, { method: 'GET', url, query }));

  for (const listing of LISTINGS) {
    for (const sort of SORT_ORDERS) {
      for (const search of [undefined, 'ap']) {
        it(`${listing.name}, ${sort}${search ? `, searching "${search}"` : ''}: every page after the cursor, nothing repeated or skipped while files come and go`, async () => {
          const base: Record<string, string> = { ...listing.query(), SORT: sort, ...(search ? { SEARCH: search } : {}) };
          const start = await list(listing.url(), { ...base, PAGE_SIZE: '100' });
          expect(start.NEXT_CURSOR).toBeNull();
          const before = start.items.map((item) => item.FILE_KEY);
          expect(before.length).toBeGreaterThan(4);
          const removed = new Set<string>();
          const seen: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          const undo: (() => Promise<void>)[] = [];
          do {
            const page: DriveListing = await list(listing.url(), { ...base, PAGE_SIZE: '3', ...(cursor ? { CURSOR: cursor } : {}) });
            seen.push(...page.items.map((item) => item.FILE_KEY));
            cursor = page.NEXT_CURSOR;
            pages++;
            // Between pages: one file more (named to match the search too), one of the first ones gone.
            const extra = await insertFile(listing.where, added++);
            undo.push(async () => {
              await t.database.db.deleteFrom('files').where('dtm_no', '=', extra).execute();
            });
            // Every other page, one of the files listed at the start goes (one of those already seen, or yet to come).
            const victims = start.items.flatMap((item) => (item.FILE_TYPE === 'FILE' && !removed.has(item.FILE_KEY) ? [item] : []));
            const victim = victims[(pages * 5) % Math.max(1, victims.length)];
            if (victim !== undefined && pages % 2 === 0) {
              undo.push(await deleteFile(victim.DTM_NO));
              removed.add(victim.FILE_KEY);
            }
          } while (cursor !== null && pages < 40);
          for (const step of undo) await step();
          expect(cursor).toBeNull();
          expect(new Set(seen).size).toBe(seen.length);
          const throughout = before.filter((key) => !removed.has(key));
          expect(seen.filter((key) => throughout.includes(key))).toEqual(throughout);
        }, 60_000);
      }
    }
  }

  it('gives the same items by PAGE_NO as before, and NEXT_CURSOR continues from any numbered page', async () => {
    const base = { PARENT_GROUP_NO: ownFolder, SORT: 'NAME_ASC', PAGE_SIZE: '4' };
    const all = (await list(DRIVE_PATHS.groups, { ...base, PAGE_SIZE: '100' })).items.map((item) => item.FILE_KEY);
    const second = await list(DRIVE_PATHS.groups, { ...base, PAGE_NO: '2' });
    expect(second.items.map((item) => item.FILE_KEY)).toEqual(all.slice(4, 8));
    const third = await list(DRIVE_PATHS.groups, { ...base, CURSOR: second.NEXT_CURSOR ?? '' });
    expect(third.items.map((item) => item.FILE_KEY)).toEqual(all.slice(8, 12));
  });

  for (const listing of LISTINGS) {
    it(`${listing.name}: every numbered page is its slice of the whole listing, in every sort, the last pages read from the end`, async () => {
      for (const sort of SORT_ORDERS) {
        for (const search of [undefined, 'ap']) {
          const base: Record<string, string> = { ...listing.query(), SORT: sort, ...(search ? { SEARCH: search } : {}) };
          const whole = await list(listing.url(), { ...base, PAGE_SIZE: '100' });
          const all = whole.items.map((item) => item.FILE_KEY);
          const label = `${sort} ${search ?? ''}`;
          expect(all.length, label).toBeGreaterThan(6);
          for (let pageNo = 1; pageNo <= Math.ceil(all.length / 3) + 1; pageNo++) {
            const page = await list(listing.url(), { ...base, PAGE_SIZE: '3', PAGE_NO: String(pageNo) });
            expect(page.items.map((item) => item.FILE_KEY), `${label} page ${pageNo}`).toEqual(all.slice((pageNo - 1) * 3, pageNo * 3));
            expect(page.TOTAL_COUNT, label).toBe(whole.TOTAL_COUNT);
          }
        }
      }
    }, 60_000);
  }

  it('refuses a cursor it did not give, or one of another sort order', async () => {
    const call = (query: Record<string, string>) => t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: ownFolder, PAGE_SIZE: '2', ...query } });
    const latest = dataOf<DriveListing>(await call({ SORT: 'LATEST' }));
    expect(latest.NEXT_CURSOR).toEqual(expect.any(String));
    expect(errorOf(await call({ SORT: 'OLDEST', CURSOR: latest.NEXT_CURSOR ?? '' }), 400)).toBe('BAD_REQUEST');
    for (const cursor of ['x', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      expect(errorOf(await call({ SORT: 'LATEST', CURSOR: cursor }), 400), cursor).toBe('BAD_REQUEST');
    }
  });

  it('refuses a cursor of the right shape whose values are of the wrong kind, before they reach the database', async () => {
    const call = (sort: string, ...values: string[]) =>
      t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: ownFolder, PAGE_SIZE: '2', SORT: sort, CURSOR: Buffer.from(JSON.stringify(values)).toString('base64url') } });
    // The control: values of the right kinds are taken.
    expect((await call('LATEST', 'f', 'LATEST', '2026-01-01 00:00:00.123456+00', '1')).statusCode).toBe(200);
    expect((await call('MOST_VIEWED', 'f', 'MOST_VIEWED', '3', 'apple box', '1')).statusCode).toBe(200);
    for (const [sort, ...values] of [
      ['LATEST', 'f', 'LATEST', 'not a date', '1'],
      ['LATEST', 'f', 'LATEST', '2026-01-01 00:00:00+00', 'NaN'],
      ['LATEST', 'f', 'LATEST', '2026-01-01 00:00:00+00'],
      ['NAME_ASC', 'f', 'NAME_ASC', 'a\u0000b', '1'],
      ['MOST_VIEWED', 'f', 'MOST_VIEWED', 'many', 'a', '1'],
      ['MOST_VIEWED', 'd', 'MOST_VIEWED', '3', 'a', '1'],
    ] as const) {
      expect(errorOf(await call(sort, ...values), 400), values.join(' ')).toBe('BAD_REQUEST');
    }
  });

  it('reads a large folder through the migration 0007 indexes, not a sort of the whole folder', async () => {
    // 10,000 files in one folder, 10,000 more at the root.
    const big = (await makeFolder(t, t.owner, 'Big')).DTM_GROUP_NO;
    await sql`insert into files (owner_user_no, drive_kind, dtm_group_no, file_name, file_extension, size_bytes, views, updated_at)
      select ${owner}, 'P', case when n % 2 = 0 then cast(${big} as bigint) end, 'file ' || n, 'dtms', 10, n % 50, now() - n * interval '1 second' from generate_series(1, 20000) n`.execute(t.database.db);
    await sql`analyze files`.execute(t.database.db);
    const explain = async (query: ReturnType<typeof sql>) => (await sql<Record<string, string>>`explain ${query}`.execute(t.database.db)).rows.map((row) => Object.values(row)[0]).join('\n');
    const live = sql`owner_user_no = ${owner} and dtm_group_no = ${big} and trashed_at is null`;
    const plans = {
      files_own_live_name: await explain(sql`select dtm_no from files where ${live} order by lower(file_name) desc, dtm_no desc limit 19`),
      files_own_live_date: await explain(sql`select dtm_no from files where ${live} and (updated_at, dtm_no) > (now() - interval '1 hour', 5) order by updated_at, dtm_no limit 19`),
      files_own_live_most_viewed: await explain(sql`select dtm_no from files where ${live} order by views desc, lower(file_name), dtm_no limit 19`),
      files_own_live_least_viewed: await explain(sql`select dtm_no from files where ${live} order by views, lower(file_name), dtm_no limit 19`),
    };
    for (const [index, plan] of Object.entries(plans)) {
      expect(plan, plan).toContain(index);
      expect(plan, plan).not.toMatch(/Sort Key/);
    }
    // A numbered page deep in the folder skips its rows in the index alone:
    // the name indexes carry file_name, so no table row is read for them.
    await sql`vacuum analyze files`.execute(t.database.db);
    const deep = await explain(sql`select dtm_no, cast(lower(file_name) as text) from files where ${live} order by lower(file_name), dtm_no offset 4000 limit 18`);
    expect(deep, deep).toContain('Index Only Scan using files_own_live_name');
    const search = await explain(sql`select dtm_no from files where lower(file_name) like '%ile 1234%'`);
    expect(search, search).toMatch(/files_name_trgm/);
    await sql`delete from files where file_name like 'file %'`.execute(t.database.db);
  }, 120_000);
});
