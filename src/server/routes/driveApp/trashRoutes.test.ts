import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, TRASH_RETENTION_DAYS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile, WireFolder } from '../../../shared/api/driveAppTypes.ts';
import { fsBlobStore } from '../../blobs/fsBlobStore.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { purgeExpiredTrash } from '../../drive/trashPurge.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, namesOf, trash, uploadSampleDtm } from '../../testing/driveFixtures.ts';

describe.each(TEST_ENGINES)('the trash on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const status = (kind: 'images' | 'groups', id: string, STATUS: string, user: TestUser | null = t.owner) =>
    t.call(user, { method: 'PATCH', url: DRIVE_PATHS.status(kind, id), payload: { STATUS } });
  const trashList = async (search: string, user: TestUser = t.owner) =>
    dataOf<DriveListing>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.files, query: { SCOPE: 'TRASH', SEARCH: search, SORT: 'NAME_ASC', PAGE_SIZE: '100' } }));
  const folderList = async (parent: string) =>
    dataOf<DriveListing>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: parent, SORT: 'NAME_ASC', PAGE_SIZE: '100' } }));
  const fileRow = (dtmNo: string) => t.database.db.selectFrom('files').selectAll().where('dtm_no', '=', dtmNo).executeTakeFirst();
  const folderRow = (groupNo: string) => t.database.db.selectFrom('folders').selectAll().where('dtm_group_no', '=', groupNo).executeTakeFirst();

  it('deletes a file to the trash (true), restores it, then deletes it forever', async () => {
    const folder = await makeFolder(t, t.owner, 'Trash journey');
    const file = await makeFile(t, t.owner, 'journey', { group: folder.DTM_GROUP_NO });
    const deleted = await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.trashFile(file.DTM_NO), query: { USER_NO: t.owner.userNo } });
    expect(dataOf<boolean>(deleted)).toBe(true);
    expect(namesOf(await folderList(folder.DTM_GROUP_NO))).toEqual([]);
    expect((await trashList('journey')).items).toMatchObject([{ FILE_NAME: 'journey', DTM_NO: file.DTM_NO }]);
    // Again: nothing changes (its 30 days keep counting).
    expect(dataOf<WireFile>(await status('images', file.DTM_NO, 'TRASHED')).TRASHED_AT).toBe(t.clock.now().toISOString());
    const restored = dataOf<WireFile>(await status('images', file.DTM_NO, 'ACTIVE'));
    expect(restored).toMatchObject({ TRASHED_AT: null, DTM_GROUP_NO: folder.DTM_GROUP_NO, FILE_NAME: 'journey' });
    expect(errorOf(await status('images', file.DTM_NO, 'ACTIVE'), 409)).toBe('NOT_IN_TRASH');
    expect(errorOf(await status('images', file.DTM_NO, 'DELETED'), 409)).toBe('NOT_IN_TRASH');
    await trash(t, t.owner, 'images', file.DTM_NO);
    expect(dataOf<boolean>(await status('images', file.DTM_NO, 'DELETED'))).toBe(true);
    expect(await fileRow(file.DTM_NO)).toBeUndefined();
    expect(errorOf(await status('images', file.DTM_NO, 'ACTIVE'), 404)).toBe('FILE_NOT_FOUND');
    expect((await trashList('journey')).items).toEqual([]);
  });

  it('restores into the root when the folder is in the trash, with a free name', async () => {
    const folder = await makeFolder(t, t.owner, 'Gone folder');
    const file = await makeFile(t, t.owner, 'orphan', { group: folder.DTM_GROUP_NO });
    await makeFile(t, t.owner, 'orphan');
    await trash(t, t.owner, 'images', file.DTM_NO);
    await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
    const restored = dataOf<WireFile>(await status('images', file.DTM_NO, 'ACTIVE'));
    expect(restored).toMatchObject({ DTM_GROUP_NO: null, FILE_NAME: 'orphan (1)' });
  });

  it('trashes a folder with its contents hidden, and restores them with it', async () => {
    const outer = await makeFolder(t, t.owner, 'Hidden outer');
    const inner = await makeFolder(t, t.owner, 'Hidden inner', outer.DTM_GROUP_NO);
    await makeFile(t, t.owner, 'hidden file', { group: inner.DTM_GROUP_NO });
    await trash(t, t.owner, 'groups', outer.DTM_GROUP_NO);
    expect(namesOf(await trashList('Hidden'))).toEqual(['Hidden outer']);
    expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: inner.DTM_GROUP_NO } }), 404)).toBe('FOLDER_NOT_FOUND');
    expect(errorOf(await status('groups', inner.DTM_GROUP_NO, 'ACTIVE'), 409)).toBe('NOT_IN_TRASH');
    const restored = dataOf<WireFolder>(await status('groups', outer.DTM_GROUP_NO, 'ACTIVE'));
    expect(restored.TRASHED_AT).toBeNull();
    expect(namesOf(await folderList(inner.DTM_GROUP_NO))).toEqual(['hidden file']);
  });

  it('restores a folder whose parent is in the trash into the root, levels and all', async () => {
    const parent = await makeFolder(t, t.owner, 'Level parent');
    const child = await makeFolder(t, t.owner, 'Level child', parent.DTM_GROUP_NO);
    const grandchild = await makeFolder(t, t.owner, 'Level grandchild', child.DTM_GROUP_NO);
    await trash(t, t.owner, 'groups', child.DTM_GROUP_NO);
    await trash(t, t.owner, 'groups', parent.DTM_GROUP_NO);
    const restored = dataOf<WireFolder>(await status('groups', child.DTM_GROUP_NO, 'ACTIVE'));
    expect(restored).toMatchObject({ PARENT_GROUP_NO: null, DTM_GROUP_LEVEL: 2 });
    expect((await folderRow(grandchild.DTM_GROUP_NO))?.dtm_group_level).toBe(3);
  });

  it('deletes a folder forever with everything below it, stored content included', async () => {
    const top = await makeFolder(t, t.owner, 'Doomed');
    const sub = await makeFolder(t, t.owner, 'Doomed sub', top.DTM_GROUP_NO);
    const picture = await uploadSampleDtm(t, t.owner, sub.DTM_GROUP_NO);
    const document = await makeFile(t, t.owner, 'doomed doc', { group: top.DTM_GROUP_NO });
    const key = (await fileRow(picture.DTM_NO))?.blob_key as string;
    expect(existsSync(join(t.blobsDir, key))).toBe(true);
    expect(errorOf(await status('groups', top.DTM_GROUP_NO, 'DELETED'), 409)).toBe('NOT_IN_TRASH');
    await trash(t, t.owner, 'groups', top.DTM_GROUP_NO);
    expect(dataOf<boolean>(await status('groups', top.DTM_GROUP_NO, 'DELETED'))).toBe(true);
    for (const groupNo of [top.DTM_GROUP_NO, sub.DTM_GROUP_NO]) expect(await folderRow(groupNo)).toBeUndefined();
    for (const dtmNo of [picture.DTM_NO, document.DTM_NO]) expect(await fileRow(dtmNo)).toBeUndefined();
    expect(existsSync(join(t.blobsDir, key))).toBe(false);
  });

  it('empties the trash: everything in it, counted as the trash showed it, and nobody else\'s', async () => {
    const folder = await makeFolder(t, t.owner, 'Empty me');
    await makeFile(t, t.owner, 'inside', { group: folder.DTM_GROUP_NO });
    const loose = await makeFile(t, t.owner, 'loose');
    const kept = await makeFile(t, t.owner, 'kept');
    const theirs = await makeFile(t, t.other, 'their trash');
    await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
    await trash(t, t.owner, 'images', loose.DTM_NO);
    await trash(t, t.other, 'images', theirs.DTM_NO);
    const listed = (await trashList('')).TOTAL_COUNT;
    const emptied = dataOf<{ DELETED_COUNT: number }>(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash, query: { USER_NO: t.owner.userNo } }));
    expect(emptied.DELETED_COUNT).toBe(listed);
    expect((await trashList('')).items).toEqual([]);
    expect(await fileRow(kept.DTM_NO)).toBeDefined();
    expect(namesOf(await trashList('', t.other))).toEqual(['their trash']);
    expect(dataOf<{ DELETED_COUNT: number }>(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash })).DELETED_COUNT).toBe(0);
  });

  it(`deletes what has been in the trash ${TRASH_RETENTION_DAYS} days, with its content, by the injected clock`, async () => {
    const deps = { db: t.database.db, blobs: fsBlobStore(t.blobsDir), now: t.clock.now };
    // Whatever earlier tests left in the trash goes first.
    t.clock.advanceDays(TRASH_RETENTION_DAYS);
    await purgeExpiredTrash(deps);
    const folder = await makeFolder(t, t.owner, 'Old folder');
    const picture = await uploadSampleDtm(t, t.owner, folder.DTM_GROUP_NO);
    const oldFile = await makeFile(t, t.owner, 'old file');
    await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
    await trash(t, t.owner, 'images', oldFile.DTM_NO);
    t.clock.advanceDays(1);
    const newer = await makeFile(t, t.other, 'newer trash');
    await trash(t, t.other, 'images', newer.DTM_NO);
    const key = (await fileRow(picture.DTM_NO))?.blob_key as string;

    t.clock.advanceDays(TRASH_RETENTION_DAYS - 2);
    expect(await purgeExpiredTrash(deps)).toEqual({ folders: 0, files: 0 });
    t.clock.advanceDays(1);
    expect(await purgeExpiredTrash(deps)).toEqual({ folders: 1, files: 2 });
    expect(await folderRow(folder.DTM_GROUP_NO)).toBeUndefined();
    expect(await fileRow(oldFile.DTM_NO)).toBeUndefined();
    expect(existsSync(join(t.blobsDir, key))).toBe(false);
    expect(await fileRow(newer.DTM_NO)).toBeDefined();
    t.clock.advanceDays(1);
    expect(await purgeExpiredTrash(deps)).toEqual({ folders: 0, files: 1 });
  });

  describe("another person's items are refused, trashed or not (hostile input 11)", () => {
    it.each(['live', 'trashed'] as const)('%s file and folder: every status and DELETE are 404', async (which) => {
      const file = await makeFile(t, t.owner, `guarded ${which}`);
      const folder = await makeFolder(t, t.owner, `guarded folder ${which}`);
      if (which === 'trashed') {
        await trash(t, t.owner, 'images', file.DTM_NO);
        await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
      }
      expect(errorOf(await t.call(t.other, { method: 'DELETE', url: DRIVE_PATHS.trashFile(file.DTM_NO) }), 404)).toBe('FILE_NOT_FOUND');
      for (const STATUS of ['TRASHED', 'ACTIVE', 'DELETED']) {
        expect(errorOf(await status('images', file.DTM_NO, STATUS, t.other), 404)).toBe('FILE_NOT_FOUND');
        expect(errorOf(await status('groups', folder.DTM_GROUP_NO, STATUS, t.other), 404)).toBe('FOLDER_NOT_FOUND');
        expect(errorOf(await status('images', file.DTM_NO, STATUS, null), 401)).toBe('UNAUTHORIZED');
      }
      expect(await fileRow(file.DTM_NO)).toMatchObject({ trashed_at: which === 'trashed' ? expect.any(Date) : null });
      expect(await folderRow(folder.DTM_GROUP_NO)).toBeDefined();
      // Their emptying never reaches my trash.
      await t.call(t.other, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash });
      expect(await fileRow(file.DTM_NO)).toBeDefined();
    });

    it('refuses a USER_NO not the caller\'s, and bad kinds and statuses', async () => {
      const file = await makeFile(t, t.owner, 'forged');
      expect(errorOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.trashFile(file.DTM_NO), query: { USER_NO: t.other.userNo } }), 403)).toBe('FORBIDDEN');
      expect(errorOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash, query: { USER_NO: t.other.userNo } }), 403)).toBe('FORBIDDEN');
      const forged = await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', file.DTM_NO), payload: { STATUS: 'TRASHED', USER_NO: t.other.userNo } });
      expect(errorOf(forged, 403)).toBe('FORBIDDEN');
      expect(errorOf(await status('images', file.DTM_NO, 'GONE'), 400)).toBe('BAD_REQUEST');
      const badKind = await t.call(t.owner, { method: 'PATCH', url: `/drive-app/v1/dtm/users/${file.DTM_NO}/status`, payload: { STATUS: 'TRASHED' } });
      expect(errorOf(badKind, 404)).toBe('NOT_FOUND');
      expect(errorOf(await t.call(null, { method: 'DELETE', url: DRIVE_PATHS.emptyTrash }), 401)).toBe('UNAUTHORIZED');
      expect((await fileRow(file.DTM_NO))?.trashed_at).toBeNull();
    });
  });
});
