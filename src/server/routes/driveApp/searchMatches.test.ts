import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, SORT_ORDERS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { REMEMBERED_MATCHES } from '../../drive/searchMatches.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, makeFolder } from '../../testing/driveFixtures.ts';

// A search's files are remembered by id while they are few (searchMatches.ts)
// and counted only when they are many; either way the listing is the search's
// own, and a change a search can see (a new match, a rename, a trash) is
// listed on the very next request.

describe.each(TEST_ENGINES)('a search, its matches remembered or counted, on %s', (engine) => {
  let t: DriveTestApp;
  let folder: string;
  let owner: string;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    folder = (await makeFolder(t, t.owner, 'Searched')).DTM_GROUP_NO;
    owner = (await t.database.db.selectFrom('users').select('user_no').where('subject', '=', t.owner.userNo).executeTakeFirstOrThrow()).user_no;
    const names = [...Array.from({ length: REMEMBERED_MATCHES + 20 }, (_, i) => `Wide ${i}`), 'Narrow one', 'narrow two', 'NARROW three'];
    await t.database.db
      .insertInto('files')
      // Views and dates with many ties, so later terms and the id decide often.
      .values(
        names.map((file_name, i) => ({
          owner_user_no: owner,
          drive_kind: 'P',
          dtm_group_no: folder,
          file_name,
          file_extension: 'dtms',
          size_bytes: 1,
          views: i % 4,
          updated_at: `2026-05-0${1 + (i % 3)} 08:00:00.${String(i % 5).padStart(6, '0')}+00`,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(async () => t?.close());

  const search = async (text: string, query: Record<string, string> = {}, where: 'folder' | 'my files' = 'folder') =>
    dataOf<DriveListing>(
      await t.call(t.owner, {
        method: 'GET',
        url: where === 'folder' ? DRIVE_PATHS.groups : DRIVE_PATHS.files,
        query: { ...(where === 'folder' ? { PARENT_GROUP_NO: folder } : { SCOPE: 'MINE' }), SEARCH: text, SORT: 'NAME_ASC', ...query },
      }),
    );
  const names = (listing: DriveListing) => listing.items.map((item) => item.FILE_NAME);

  it('lists a narrow search, and follows a new match, a rename and a trash at once', async () => {
    expect(names(await search('narrow'))).toEqual(['Narrow one', 'NARROW three', 'narrow two']);
    expect(names(await search('narrow', {}, 'my files'))).toEqual(['Narrow one', 'NARROW three', 'narrow two']);
    const { db } = t.database;
    await db.insertInto('files').values({ owner_user_no: owner, drive_kind: 'P', dtm_group_no: folder, file_name: 'Narrow four', file_extension: 'dtms', size_bytes: 1 }).execute();
    expect(names(await search('narrow'))).toEqual(['Narrow four', 'Narrow one', 'NARROW three', 'narrow two']);
    await db.updateTable('files').set({ file_name: 'Renamed' }).where('file_name', '=', 'narrow two').execute();
    await db.updateTable('files').set({ trashed_at: new Date() }).where('file_name', '=', 'Narrow one').execute();
    const after = await search('narrow');
    expect(names(after)).toEqual(['Narrow four', 'NARROW three']);
    expect(after.TOTAL_COUNT).toBe(2);
    expect(names(await search('narrow', {}, 'my files'))).toEqual(['Narrow four', 'NARROW three']);
  });

  it.each(['folder', 'my files'] as const)('gives a broad search (%s) the same pages by number as by cursor, in every sort (its numbered pages start at its marks)', async (where) => {
    for (const sort of SORT_ORDERS) {
      const byCursor: string[] = [];
      let cursor: string | null = null;
      do {
        const page: DriveListing = await search('wide', { SORT: sort, PAGE_SIZE: '100', ...(cursor ? { CURSOR: cursor } : {}) }, where);
        byCursor.push(...page.items.map((item) => item.FILE_KEY));
        cursor = page.NEXT_CURSOR;
      } while (cursor !== null);
      const byNumber: string[] = [];
      for (let page = 1; page <= Math.ceil((REMEMBERED_MATCHES + 20) / 100); page++) {
        byNumber.push(...(await search('wide', { SORT: sort, PAGE_SIZE: '100', PAGE_NO: String(page) }, where)).items.map((item) => item.FILE_KEY));
      }
      expect(byCursor).toHaveLength(REMEMBERED_MATCHES + 20);
      expect(byNumber, sort).toEqual(byCursor);
    }
  }, 60_000);

  it('counts a broad search exactly and pages through all of it', async () => {
    const first = await search('wide', { PAGE_SIZE: '100' });
    expect(first.TOTAL_COUNT).toBe(REMEMBERED_MATCHES + 20);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil((REMEMBERED_MATCHES + 20) / 100); page++) {
      for (const name of names(await search('wide', { PAGE_SIZE: '100', PAGE_NO: String(page) }))) seen.add(name);
    }
    expect(seen.size).toBe(REMEMBERED_MATCHES + 20);
    expect([...seen].every((name) => name.startsWith('Wide '))).toBe(true);
  });
});
