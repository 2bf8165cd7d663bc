import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, TRASH_RETENTION_DAYS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile, WireFileDetail, WireFolder } from '../../../shared/api/driveAppTypes.ts';
import { fsBlobStore } from '../../blobs/fsBlobStore.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { purgeExpiredTrash } from '../../drive/trashPurge.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, namesOf, trash } from '../../testing/driveFixtures.ts';

// Issue 16 item 1: anyone signed in may make folders inside anyone's public
// folder and publish into it, so a public folder's subtree holds other
// people's things. Whatever its owner does to it (trash, delete forever,
// empty the trash, the 30-day purge, copy, move) acts only on what they own:
// other people's folders and publications move out to the public root.
// `t.owner` is A, who owns the shelves; `t.other` is B, who adds to them.

describe.each(TEST_ENGINES)("other people's items in my public folders on %s", (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const status = (kind: 'images' | 'groups', id: string, STATUS: string, user: TestUser) =>
    t.call(user, { method: 'PATCH', url: DRIVE_PATHS.status(kind, id), payload: { STATUS } });
  const publish = async (user: TestUser, dtmNo: string, groupNo: string) =>
    dataOf<WireFile>(await t.call(user, { method: 'POST', url: DRIVE_PATHS.publish(dtmNo), payload: { DTM_GROUP_NO: groupNo, CATEGORY: 'SCIENCE' } }));
  const publicFolder = async (groupNo: string) =>
    dataOf<DriveListing>(await t.call(null, { method: 'GET', url: DRIVE_PATHS.groups, query: { DRIVER_KIND: 'D', PARENT_GROUP_NO: groupNo, SORT: 'NAME_ASC', PAGE_SIZE: '100' } }));
  const library = async (search: string) => namesOf(dataOf<DriveListing>(await t.call(null, { method: 'GET', url: DRIVE_PATHS.files, query: { SCOPE: 'LIBRARY', SEARCH: search } })));
  const detail = async (user: TestUser, dtmNo: string) => dataOf<WireFileDetail>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.file(dtmNo) }));
  const folderRow = (groupNo: string) => t.database.db.selectFrom('folders').selectAll().where('dtm_group_no', '=', groupNo).executeTakeFirst();
  const deleteForever = async (groupNo: string) => {
    await trash(t, t.owner, 'groups', groupNo);
    expect(dataOf<boolean>(await status('groups', groupNo, 'DELETED', t.owner))).toBe(true);
  };

  /** A's shelf with B's corner in it, B's file published into the corner and one published straight onto the shelf. */
  async function squatted(name: string) {
    const shelf = await makeFolder(t, t.owner, `${name} shelf`, null, 'D');
    const corner = await makeFolder(t, t.other, `${name} corner`, shelf.DTM_GROUP_NO, 'D');
    const nook = await makeFolder(t, t.other, `${name} nook`, corner.DTM_GROUP_NO, 'D');
    const inCorner = await makeFile(t, t.other, `${name} in corner`);
    await publish(t.other, inCorner.DTM_NO, corner.DTM_GROUP_NO);
    const onShelf = await makeFile(t, t.other, `${name} on shelf`);
    await publish(t.other, onShelf.DTM_NO, shelf.DTM_GROUP_NO);
    return { shelf, corner, nook, inCorner, onShelf };
  }

  /** B's things are whole, at the public root, and still published. */
  async function expectMovedOut(name: string, { corner, nook, inCorner, onShelf }: Awaited<ReturnType<typeof squatted>>) {
    expect(await folderRow(corner.DTM_GROUP_NO)).toMatchObject({ parent_group_no: null, dtm_group_level: 2, trashed_at: null });
    expect(await folderRow(nook.DTM_GROUP_NO)).toMatchObject({ parent_group_no: corner.DTM_GROUP_NO, dtm_group_level: 3, trashed_at: null });
    expect(namesOf(await publicFolder('ROOT'))).toEqual(expect.arrayContaining([`${name} corner`, `${name} on shelf`]));
    expect(namesOf(await publicFolder(corner.DTM_GROUP_NO))).toEqual([`${name} nook`, `${name} in corner`]);
    expect(await detail(t.other, inCorner.DTM_NO)).toMatchObject({ IS_PUBLIC: true, PUBLIC_GROUP_NO: corner.DTM_GROUP_NO, CATEGORY: 'SCIENCE' });
    expect(await detail(t.other, onShelf.DTM_NO)).toMatchObject({ IS_PUBLIC: true, PUBLIC_GROUP_NO: null, CATEGORY: 'SCIENCE' });
    expect(await library(name)).toEqual(expect.arrayContaining([`${name} in corner`, `${name} on shelf`]));
    // B can still work with the corner: rename it, trash it, restore it.
    expect(dataOf<WireFolder>(await t.call(t.other, { method: 'PUT', url: DRIVE_PATHS.group(corner.DTM_GROUP_NO), payload: { DTM_GROUP_NAME: `${name} corner` } })).PARENT_GROUP_NO).toBeNull();
  }

  it('the reported attack: copying, trashing and deleting my folder leaves their folder and publications whole', async () => {
    const items = await squatted('Attack');
    const mine = await makeFolder(t, t.owner, 'Attack own sub', items.shelf.DTM_GROUP_NO, 'D');
    const myFile = await makeFile(t, t.owner, 'Attack my file');
    await publish(t.owner, myFile.DTM_NO, mine.DTM_GROUP_NO);

    // The copy is mine and holds only what is mine.
    const copy = dataOf<WireFolder>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(items.shelf.DTM_GROUP_NO) }), 201);
    expect(namesOf(await publicFolder(copy.DTM_GROUP_NO))).toEqual(['Attack own sub']);

    await trash(t, t.owner, 'groups', items.shelf.DTM_GROUP_NO);
    await expectMovedOut('Attack', items);
    // My own publication in my trashed folder leaves the library, as before.
    expect(await detail(t.owner, myFile.DTM_NO)).toMatchObject({ IS_PUBLIC: false, PUBLIC_GROUP_NO: null });

    expect(dataOf<boolean>(await status('groups', items.shelf.DTM_GROUP_NO, 'DELETED', t.owner))).toBe(true);
    expect(await folderRow(items.shelf.DTM_GROUP_NO)).toBeUndefined();
    expect(await folderRow(mine.DTM_GROUP_NO)).toBeUndefined();
    await expectMovedOut('Attack', items);
    // B trashes and restores their corner as usual.
    await trash(t, t.other, 'groups', items.corner.DTM_GROUP_NO);
    expect(dataOf<WireFolder>(await status('groups', items.corner.DTM_GROUP_NO, 'ACTIVE', t.other)).TRASHED_AT).toBeNull();
  });

  it('a moved-out folder takes a free name at the public root, and a trashed one of theirs stays in their trash', async () => {
    const items = await squatted('Clash');
    await makeFolder(t, t.other, 'Clash corner', null, 'D');
    const binned = await makeFolder(t, t.other, 'Clash binned', items.shelf.DTM_GROUP_NO, 'D');
    await trash(t, t.other, 'groups', binned.DTM_GROUP_NO);
    await trash(t, t.owner, 'groups', items.shelf.DTM_GROUP_NO);
    expect(await folderRow(items.corner.DTM_GROUP_NO)).toMatchObject({ dtm_group_name: 'Clash corner (1)', parent_group_no: null });
    expect(await folderRow(binned.DTM_GROUP_NO)).toMatchObject({ parent_group_no: null, trashed_at: expect.any(Date) });
    // A restores the shelf: what moved out stays out.
    dataOf<WireFolder>(await status('groups', items.shelf.DTM_GROUP_NO, 'ACTIVE', t.owner));
    expect(namesOf(await publicFolder(items.shelf.DTM_GROUP_NO))).toEqual([]);
    expect(dataOf<WireFolder>(await status('groups', binned.DTM_GROUP_NO, 'ACTIVE', t.other))).toMatchObject({ PARENT_GROUP_NO: null, TRASHED_AT: null });
  });

  it('my own folder below their folder goes with their folder, untouched', async () => {
    const items = await squatted('Nested');
    const mineBelow = await makeFolder(t, t.owner, 'Nested mine below', items.corner.DTM_GROUP_NO, 'D');
    await deleteForever(items.shelf.DTM_GROUP_NO);
    expect(await folderRow(mineBelow.DTM_GROUP_NO)).toMatchObject({ parent_group_no: items.corner.DTM_GROUP_NO, dtm_group_level: 3, trashed_at: null });
  });

  describe('folders trashed before this rule existed (their items still inside)', () => {
    /** Trashes the shelf the old way: the row alone, leaving B's things below it. */
    const trashTheOldWay = (groupNo: string) => t.database.db.updateTable('folders').set({ trashed_at: t.clock.now() }).where('dtm_group_no', '=', groupNo).execute();

    it('delete forever moves them out first', async () => {
      const items = await squatted('Legacy delete');
      await trashTheOldWay(items.shelf.DTM_GROUP_NO);
      expect(dataOf<boolean>(await status('groups', items.shelf.DTM_GROUP_NO, 'DELETED', t.owner))).toBe(true);
      await expectMovedOut('Legacy delete', items);
    });

    it('emptying the trash moves them out first', async () => {
      const items = await squatted('Legacy empty');
      await trashTheOldWay(items.shelf.DTM_GROUP_NO);
      dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash }));
      expect(await folderRow(items.shelf.DTM_GROUP_NO)).toBeUndefined();
      await expectMovedOut('Legacy empty', items);
    });

    it('emptying a trash whose folders nest in theirs, and theirs in mine, keeps every level right', async () => {
      const items = await squatted('Layered');
      const mineInside = await makeFolder(t, t.owner, 'Layered mine inside', items.nook.DTM_GROUP_NO, 'D');
      const theirsDeeper = await makeFolder(t, t.other, 'Layered theirs deeper', mineInside.DTM_GROUP_NO, 'D');
      const deepest = await makeFolder(t, t.other, 'Layered deepest', theirsDeeper.DTM_GROUP_NO, 'D');
      await trashTheOldWay(items.shelf.DTM_GROUP_NO);
      await trashTheOldWay(mineInside.DTM_GROUP_NO);
      dataOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash }));
      for (const gone of [items.shelf, mineInside]) expect(await folderRow(gone.DTM_GROUP_NO)).toBeUndefined();
      await expectMovedOut('Layered', items);
      expect(await folderRow(theirsDeeper.DTM_GROUP_NO)).toMatchObject({ parent_group_no: null, dtm_group_level: 2 });
      expect(await folderRow(deepest.DTM_GROUP_NO)).toMatchObject({ parent_group_no: theirsDeeper.DTM_GROUP_NO, dtm_group_level: 3 });
    });

    it(`the ${TRASH_RETENTION_DAYS}-day purge moves them out first`, async () => {
      const items = await squatted('Legacy purge');
      await trashTheOldWay(items.shelf.DTM_GROUP_NO);
      t.clock.advanceDays(TRASH_RETENTION_DAYS);
      await purgeExpiredTrash({ db: t.database.db, blobs: fsBlobStore(t.blobsDir), now: t.clock.now });
      expect(await folderRow(items.shelf.DTM_GROUP_NO)).toBeUndefined();
      await expectMovedOut('Legacy purge', items);
    });
  });

  it('a move carries their items along, still theirs and still published', async () => {
    const items = await squatted('Carried');
    const target = await makeFolder(t, t.owner, 'Carried target', null, 'D');
    const moved = await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.group(items.shelf.DTM_GROUP_NO), payload: { PARENT_GROUP_NO: target.DTM_GROUP_NO } });
    expect(dataOf<WireFolder>(moved).DTM_GROUP_LEVEL).toBe(3);
    expect(await folderRow(items.corner.DTM_GROUP_NO)).toMatchObject({ parent_group_no: items.shelf.DTM_GROUP_NO, dtm_group_level: 4 });
    expect(await detail(t.other, items.inCorner.DTM_NO)).toMatchObject({ IS_PUBLIC: true, PUBLIC_GROUP_NO: items.corner.DTM_GROUP_NO });
    expect(errorOf(await t.call(t.owner, { method: 'PUT', url: DRIVE_PATHS.group(items.corner.DTM_GROUP_NO), payload: { DTM_GROUP_NAME: 'taken over' } }), 404)).toBe('FOLDER_NOT_FOUND');
  });
});
