import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, SORT_ORDERS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, namesOf, trash } from '../../testing/driveFixtures.ts';

describe.each(TEST_ENGINES)('drive listings on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const folderListing = (query: Record<string, string>, user: TestUser | null = t.owner) => t.call(user, { method: 'GET', url: DRIVE_PATHS.groups, query });
  const fileListing = (query: Record<string, string>, user: TestUser | null = t.owner) => t.call(user, { method: 'GET', url: DRIVE_PATHS.files, query });
  const rowNoOf = async (user: TestUser) =>
    (await t.database.db.selectFrom('users').select('user_no').where('subject', '=', user.userNo).executeTakeFirstOrThrow()).user_no;

  it('lists folders first, then files, one page at a time over both, with TOTAL_COUNT', async () => {
    const parent = await makeFolder(t, t.owner, 'Paged');
    const p = parent.DTM_GROUP_NO;
    for (const name of ['f1', 'f2', 'f3']) await makeFolder(t, t.owner, name, p);
    for (const name of ['d1', 'd2', 'd3', 'd4']) await makeFile(t, t.owner, name, { group: p });
    const page = async (pageNo: number) => dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: p, PAGE_SIZE: '5', PAGE_NO: String(pageNo), SORT: 'NAME_ASC' }));
    const first = await page(1);
    expect(first).toMatchObject({ TOTAL_COUNT: 7, PAGE_NO: 1, PAGE_SIZE: 5 });
    expect(first.items.map((item) => [item.FILE_TYPE, item.FILE_NAME])).toEqual([
      ['FOLDER', 'f1'],
      ['FOLDER', 'f2'],
      ['FOLDER', 'f3'],
      ['FILE', 'd1'],
      ['FILE', 'd2'],
    ]);
    expect(namesOf(await page(2))).toEqual(['d3', 'd4']);
    expect((await page(3)).items).toEqual([]);
  });

  it('pages through 100 files 18 at a time (spec §9) and refuses page sizes over 100', async () => {
    const folder = await makeFolder(t, t.owner, 'Hundred');
    const owner = await rowNoOf(t.owner);
    await t.database.db
      .insertInto('files')
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          owner_user_no: owner,
          dtm_group_no: folder.DTM_GROUP_NO,
          drive_kind: 'P' as const,
          file_name: `item ${String(index).padStart(3, '0')}`,
          file_extension: 'dtms',
          size_bytes: 10,
        })),
      )
      .execute();
    const page = async (query: Record<string, string>) => dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: folder.DTM_GROUP_NO, SORT: 'NAME_ASC', ...query }));
    const first = await page({});
    expect(first).toMatchObject({ TOTAL_COUNT: 100, PAGE_SIZE: 18 });
    expect(first.items).toHaveLength(18);
    const last = await page({ PAGE_NO: '6' });
    expect(namesOf(last)).toEqual(Array.from({ length: 10 }, (_, index) => `item ${String(90 + index).padStart(3, '0')}`));
    expect((await page({ PAGE_SIZE: '100' })).items).toHaveLength(100);
    // Every item once across the pages.
    const seen = new Set<string>();
    for (let pageNo = 1; pageNo <= 6; pageNo++) for (const item of (await page({ PAGE_NO: String(pageNo) })).items) seen.add(item.FILE_KEY);
    expect(seen.size).toBe(100);
    for (const query of [{ PAGE_SIZE: '101' }, { PAGE_SIZE: '0' }, { PAGE_NO: '0' }, { PAGE_NO: '-1' }, { PAGE_NO: 'x' }, { SORT: 'RANDOM' }, { DRIVER_KIND: 'X' }, { APP_TYPE: 'B' }]) {
      expect(errorOf(await folderListing({ PARENT_GROUP_NO: folder.DTM_GROUP_NO, ...query }), 400), JSON.stringify(query)).toBe('BAD_REQUEST');
    }
  });

  it('sorts in the six orders of spec §3, folders always first', async () => {
    const folder = await makeFolder(t, t.owner, 'Sorted');
    const p = folder.DTM_GROUP_NO;
    await makeFolder(t, t.owner, 'y folder', p);
    await makeFolder(t, t.owner, 'Z folder', p);
    const files: WireFile[] = [];
    for (const name of ['bravo', 'Alpha', 'charlie']) {
      // A day apart, so the dates differ.
      t.clock.advanceDays(1);
      files.push(await makeFile(t, t.owner, name, { group: p }));
    }
    const view = (file: WireFile | undefined) => t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(file?.DTM_NO ?? ''), query: { VIEW: 'Y' } });
    // One view per viewer and day: the second view of 'Alpha' is the next day's.
    await view(files[1]);
    await view(files[2]);
    t.clock.advanceDays(1);
    await view(files[1]);
    const expected: Record<(typeof SORT_ORDERS)[number], string[]> = {
      LATEST: ['Z folder', 'y folder', 'charlie', 'Alpha', 'bravo'],
      OLDEST: ['y folder', 'Z folder', 'bravo', 'Alpha', 'charlie'],
      NAME_ASC: ['y folder', 'Z folder', 'Alpha', 'bravo', 'charlie'],
      NAME_DESC: ['Z folder', 'y folder', 'charlie', 'bravo', 'Alpha'],
      MOST_VIEWED: ['y folder', 'Z folder', 'Alpha', 'charlie', 'bravo'],
      LEAST_VIEWED: ['y folder', 'Z folder', 'bravo', 'charlie', 'Alpha'],
    };
    for (const sort of SORT_ORDERS) {
      expect(namesOf(dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: p, SORT: sort }))), sort).toEqual(expected[sort]);
    }
    // LATEST is the default.
    expect(namesOf(dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: p })))).toEqual(expected.LATEST);
    const mine = dataOf<DriveListing>(await fileListing({ SCOPE: 'MINE', SORT: 'MOST_VIEWED', SEARCH: 'a' }));
    expect(namesOf(mine).slice(0, 3)).toEqual(['Alpha', 'charlie', 'bravo']);
  });

  describe('search (hostile input 14)', () => {
    let p: string;
    beforeAll(async () => {
      p = (await makeFolder(t, t.owner, 'Searched')).DTM_GROUP_NO;
      for (const name of ['100% real', '100 percent', 'under_score', 'underscore', "it's", 'its', 'UPPER case', 'plain']) await makeFile(t, t.owner, name, { group: p });
      await makeFolder(t, t.owner, 'Upper folder', p);
    });
    const search = async (text: string) => namesOf(dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: p, SEARCH: text, SORT: 'NAME_ASC' })));

    it('matches %, _ and quotes literally, and ignores letter case', async () => {
      expect(await search('%')).toEqual(['100% real']);
      expect(await search('_')).toEqual(['under_score']);
      expect(await search("'")).toEqual(["it's"]);
      expect(await search('upper')).toEqual(['Upper folder', 'UPPER case']);
      expect(await search('\\')).toEqual([]);
      expect(await search("' or '1'='1")).toEqual([]);
      expect(await search('%%')).toEqual([]);
      expect(await search('')).toHaveLength(9);
      const total = dataOf<DriveListing>(await folderListing({ PARENT_GROUP_NO: p, SEARCH: 'under' }));
      expect(total.TOTAL_COUNT).toBe(2);
    });

    it('refuses NUL and strings over 200 characters', async () => {
      expect(await search('x'.repeat(200))).toEqual([]);
      for (const text of ['a\u0000b', 'x'.repeat(201), 'y'.repeat(10_000)]) {
        expect(errorOf(await folderListing({ PARENT_GROUP_NO: p, SEARCH: text }), 400)).toBe('BAD_REQUEST');
        expect(errorOf(await fileListing({ SCOPE: 'LIBRARY', SEARCH: text }, null), 400)).toBe('BAD_REQUEST');
      }
    });

    it('searches my files and the library the same way', async () => {
      expect(namesOf(dataOf<DriveListing>(await fileListing({ SCOPE: 'MINE', SEARCH: '_' })))).toEqual(['under_score']);
      expect(namesOf(dataOf<DriveListing>(await fileListing({ SCOPE: 'MINE', SEARCH: '%' })))).toEqual(['100% real']);
    });
  });

  it('lists my files flat, leaving out the trash and whatever is inside a trashed folder', async () => {
    const outer = await makeFolder(t, t.owner, 'Flat outer');
    const inner = await makeFolder(t, t.owner, 'Flat inner', outer.DTM_GROUP_NO);
    const deeper = await makeFolder(t, t.owner, 'Flat deeper', inner.DTM_GROUP_NO);
    await makeFile(t, t.owner, 'flat kept', { group: outer.DTM_GROUP_NO });
    const trashedFile = await makeFile(t, t.owner, 'flat trashed');
    await makeFile(t, t.owner, 'flat hidden', { group: deeper.DTM_GROUP_NO });
    await makeFile(t, t.other, 'flat theirs');
    await trash(t, t.owner, 'images', trashedFile.DTM_NO);
    await trash(t, t.owner, 'groups', inner.DTM_GROUP_NO);
    const mine = namesOf(dataOf<DriveListing>(await fileListing({ SCOPE: 'MINE', SEARCH: 'flat', SORT: 'NAME_ASC' })));
    expect(mine).toEqual(['flat kept']);
    // The trash shows the folder and the file, not what is inside the folder.
    const trashListing = dataOf<DriveListing>(await fileListing({ SCOPE: 'TRASH', SEARCH: 'flat', SORT: 'NAME_ASC' }));
    expect(trashListing.items.map((item) => [item.FILE_TYPE, item.FILE_NAME])).toEqual([
      ['FOLDER', 'Flat inner'],
      ['FILE', 'flat trashed'],
    ]);
    expect(trashListing.items.every((item) => item.TRASHED_AT !== null)).toBe(true);
    expect(namesOf(dataOf<DriveListing>(await fileListing({ SCOPE: 'TRASH', SEARCH: 'flat' }, t.other)))).toEqual([]);
    // A trashed folder cannot be listed (its contents are in the trash with it).
    expect(errorOf(await folderListing({ PARENT_GROUP_NO: deeper.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
  });

  it('asks guests to sign in for my drive, my files and my trash, and lets them read the public drive and library', async () => {
    expect(errorOf(await folderListing({}, null), 401)).toBe('UNAUTHORIZED');
    expect(errorOf(await fileListing({ SCOPE: 'MINE' }, null), 401)).toBe('UNAUTHORIZED');
    expect(errorOf(await fileListing({ SCOPE: 'TRASH' }, null), 401)).toBe('UNAUTHORIZED');
    expect(dataOf<DriveListing>(await folderListing({ DRIVER_KIND: 'D', USER_NO: '' }, null)).PAGE_SIZE).toBe(18);
    expect(dataOf<DriveListing>(await folderListing({ DRIVER_KIND: 'D', USER_NO: 'GUEST' }, null)).PAGE_NO).toBe(1);
    expect(dataOf<DriveListing>(await fileListing({ SCOPE: 'LIBRARY' }, null)).TOTAL_COUNT).toBeGreaterThanOrEqual(0);
    expect(errorOf(await t.call(null, { method: 'GET', url: DRIVE_PATHS.groups, headers: { authorization: 'Bearer not.a.token' } }), 401)).toBe('UNAUTHORIZED');
  });

  it("refuses another person's folder (404) and another person's USER_NO (403)", async () => {
    const theirs = await makeFolder(t, t.other, 'Their listing');
    expect(errorOf(await folderListing({ PARENT_GROUP_NO: theirs.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
    await trash(t, t.other, 'groups', theirs.DTM_GROUP_NO);
    expect(errorOf(await folderListing({ PARENT_GROUP_NO: theirs.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
    // A private folder is not a public one, even to its owner.
    expect(errorOf(await folderListing({ PARENT_GROUP_NO: theirs.DTM_GROUP_NO, DRIVER_KIND: 'D' }, t.other), 404)).toBe('FOLDER_NOT_FOUND');
    expect(errorOf(await folderListing({ USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
    expect(errorOf(await fileListing({ SCOPE: 'MINE', USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
    expect(errorOf(await fileListing({ SCOPE: 'TRASH', USER_NO: 'GUEST' }), 403)).toBe('FORBIDDEN');
    expect(dataOf<DriveListing>(await folderListing({ USER_NO: t.owner.userNo })).PAGE_NO).toBe(1);
    // Only my own items in my drive's root.
    const root = dataOf<DriveListing>(await folderListing({ PAGE_SIZE: '100' }));
    expect(root.items.every((item) => item.IS_MINE)).toBe(true);
  });
});
