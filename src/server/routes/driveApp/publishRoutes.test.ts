import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile, WireFileDetail, WireFolder } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, errorOf, makeFile, makeFolder, namesOf, trash } from '../../testing/driveFixtures.ts';

describe.each(TEST_ENGINES)('publishing to the library on %s', (engine) => {
  let t: DriveTestApp;
  let shelf: WireFolder;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
    // Someone else's public folder: anyone signed in may publish into it.
    shelf = await makeFolder(t, t.other, 'Science shelf', null, 'D');
  }, 120_000);
  afterAll(async () => t?.close());

  const publish = (id: string, payload: object, user: TestUser | null = t.owner) => t.call(user, { method: 'POST', url: DRIVE_PATHS.publish(id), payload });
  const unpublish = (id: string, user: TestUser | null = t.owner) => t.call(user, { method: 'DELETE', url: DRIVE_PATHS.publish(id) });
  const library = async (query: Record<string, string>, user: TestUser | null) =>
    dataOf<DriveListing>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.files, query: { SCOPE: 'LIBRARY', ...query } }));
  const publicFolder = async (groupNo: string, user: TestUser | null) =>
    dataOf<DriveListing>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.groups, query: { DRIVER_KIND: 'D', PARENT_GROUP_NO: groupNo } }));

  it('needs a chosen public folder and a category', async () => {
    const file = await makeFile(t, t.owner, 'Unplaced');
    for (const payload of [{ CATEGORY: 'MATH' }, { DTM_GROUP_NO: '', CATEGORY: 'MATH' }, { DTM_GROUP_NO: 'ROOT', CATEGORY: 'MATH' }, { DTM_GROUP_NO: null, CATEGORY: 'MATH' }]) {
      const response = await publish(file.DTM_NO, payload);
      expect(errorOf(response, 400)).toBe('NO_PUBLISH_FOLDER');
      expect(response.json().errors[0].msg).toBe('Please select a folder to publish');
    }
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO }), 400)).toBe('NO_CATEGORY');
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: '' }), 400)).toBe('NO_CATEGORY');
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'ASTROLOGY' }), 400)).toBe('BAD_REQUEST');
    // A private folder is not a place to publish.
    const privateFolder = await makeFolder(t, t.owner, 'Not public');
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: privateFolder.DTM_GROUP_NO, CATEGORY: 'MATH' }), 404)).toBe('FOLDER_NOT_FOUND');
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: '987654321', CATEGORY: 'MATH' }), 404)).toBe('FOLDER_NOT_FOUND');
  });

  it('publishes into a public folder; others and guests find it by category, open it, and their opens count', async () => {
    const file = await makeFile(t, t.owner, 'Volcano', { pages: 2 });
    const published = dataOf<WireFile>(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'SCIENCE' }));
    expect(published).toMatchObject({ IS_PUBLIC: true, CATEGORY: 'SCIENCE', PUBLIC_GROUP_NO: shelf.DTM_GROUP_NO });
    expect(published.PUBLISHED_AT).not.toBeNull();
    for (const viewer of [t.other, null]) {
      expect(namesOf(await library({ CATEGORY: 'SCIENCE' }, viewer))).toContain('Volcano');
      expect(namesOf(await library({ CATEGORY: 'MATH' }, viewer))).not.toContain('Volcano');
      expect(namesOf(await library({ SEARCH: 'volc' }, viewer))).toEqual(['Volcano']);
      expect(namesOf(await publicFolder(shelf.DTM_GROUP_NO, viewer))).toEqual(['Volcano']);
      const opened = dataOf<WireFileDetail>(await t.call(viewer, { method: 'GET', url: DRIVE_PATHS.file(file.DTM_NO), query: { VIEW: 'Y' } }));
      expect(opened).toMatchObject({ FILE_NAME: 'Volcano', IS_MINE: false, PAGE_COUNT: 2 });
      expect(opened.DTMS_JSON).not.toBeNull();
      const forDevice = await t.call(viewer, { method: 'GET', url: DRIVE_PATHS.dtmToDtms(file.DTM_NO, '320') });
      expect(forDevice.statusCode).toBe(200);
    }
    expect(dataOf<WireFileDetail>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(file.DTM_NO) })).VIEWS).toBe(2);
    // Read-only: they still cannot change it.
    const rename = await t.call(t.other, { method: 'PUT', url: DRIVE_PATHS.file(file.DTM_NO), payload: { FILE_NAME: 'Mine now' } });
    expect(errorOf(rename, 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await unpublish(file.DTM_NO, t.other), 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'ART' }, t.other), 404)).toBe('FILE_NOT_FOUND');
    expect(errorOf(await unpublish(file.DTM_NO, null), 401)).toBe('UNAUTHORIZED');
  });

  it('sorts the library by publishing date', async () => {
    const first = await makeFile(t, t.owner, 'Published first');
    const second = await makeFile(t, t.owner, 'Published second');
    await publish(second.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'WEBTOON' });
    t.clock.advanceDays(1);
    await publish(first.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'WEBTOON' });
    expect(namesOf(await library({ CATEGORY: 'WEBTOON', SORT: 'LATEST' }, null))).toEqual(['Published first', 'Published second']);
    expect(namesOf(await library({ CATEGORY: 'WEBTOON', SORT: 'OLDEST' }, null))).toEqual(['Published second', 'Published first']);
    expect(namesOf(await library({ CATEGORY: 'NOT_A_CATEGORY' }, null))).toEqual([]);
  });

  it('unpublishes, and the file leaves the library and the public folder', async () => {
    const file = await makeFile(t, t.owner, 'Withdrawn');
    await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'ART' });
    const withdrawn = dataOf<WireFile>(await unpublish(file.DTM_NO));
    expect(withdrawn).toMatchObject({ IS_PUBLIC: false, CATEGORY: null, PUBLIC_GROUP_NO: null, PUBLISHED_AT: null });
    expect(namesOf(await library({ CATEGORY: 'ART' }, t.other))).not.toContain('Withdrawn');
    expect(namesOf(await publicFolder(shelf.DTM_GROUP_NO, null))).not.toContain('Withdrawn');
    expect(errorOf(await t.call(t.other, { method: 'GET', url: DRIVE_PATHS.file(file.DTM_NO) }), 404)).toBe('FILE_NOT_FOUND');
    // Again: nothing to do, still fine.
    expect(dataOf<WireFile>(await unpublish(file.DTM_NO)).IS_PUBLIC).toBe(false);
  });

  it("unpublishes whatever goes to the trash: the file, files below a folder, my files in my public folder; not someone else's", async () => {
    const single = await makeFile(t, t.owner, 'Trashed single');
    const folder = await makeFolder(t, t.owner, 'Trashed private');
    const below = await makeFile(t, t.owner, 'Trashed below', { group: (await makeFolder(t, t.owner, 'sub', folder.DTM_GROUP_NO)).DTM_GROUP_NO });
    const corner = await makeFolder(t, t.other, 'Corner', shelf.DTM_GROUP_NO, 'D');
    const inCorner = await makeFile(t, t.owner, 'In the corner');
    for (const file of [single, below]) await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'OTHERS' });
    await publish(inCorner.DTM_NO, { DTM_GROUP_NO: corner.DTM_GROUP_NO, CATEGORY: 'OTHERS' });
    expect(namesOf(await library({ CATEGORY: 'OTHERS', SORT: 'NAME_ASC' }, null))).toEqual(['In the corner', 'Trashed below', 'Trashed single']);
    await trash(t, t.owner, 'images', single.DTM_NO);
    await trash(t, t.owner, 'groups', folder.DTM_GROUP_NO);
    // The public folder's owner trashes it: my file published there stays in the library, moved to the public root (issue 16 item 1).
    const theirFile = await makeFile(t, t.other, 'Theirs in the corner');
    await publish(theirFile.DTM_NO, { DTM_GROUP_NO: corner.DTM_GROUP_NO, CATEGORY: 'OTHERS' }, t.other);
    await trash(t, t.other, 'groups', corner.DTM_GROUP_NO);
    expect(namesOf(await library({ CATEGORY: 'OTHERS' }, null))).toEqual(['In the corner']);
    const mine = dataOf<WireFileDetail>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.file(inCorner.DTM_NO) }));
    expect(mine).toMatchObject({ IS_PUBLIC: true, PUBLIC_GROUP_NO: null, CATEGORY: 'OTHERS' });
    expect(namesOf(await publicFolder('ROOT', null))).toContain('In the corner');
    // Theirs, in their own folder, left the library with it.
    expect(dataOf<WireFileDetail>(await t.call(t.other, { method: 'GET', url: DRIVE_PATHS.file(theirFile.DTM_NO) }))).toMatchObject({ IS_PUBLIC: false, PUBLIC_GROUP_NO: null });
    // A trashed public folder takes no more files, and cannot be listed.
    expect(errorOf(await publish(inCorner.DTM_NO, { DTM_GROUP_NO: corner.DTM_GROUP_NO, CATEGORY: 'OTHERS' }), 404)).toBe('FOLDER_NOT_FOUND');
    expect(errorOf(await t.call(null, { method: 'GET', url: DRIVE_PATHS.groups, query: { DRIVER_KIND: 'D', PARENT_GROUP_NO: corner.DTM_GROUP_NO } }), 404)).toBe('FOLDER_NOT_FOUND');
    // A trashed file cannot be published until restored.
    expect(errorOf(await publish(single.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'OTHERS' }), 409)).toBe('IN_TRASH');
    expect(errorOf(await publish(below.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'OTHERS' }), 409)).toBe('IN_TRASH');
  });

  it("refuses another person's file, live or trashed, and a USER_NO not the caller's", async () => {
    const theirs = await makeFile(t, t.other, 'Their picture');
    const theirsTrashed = await makeFile(t, t.other, 'Their trashed picture');
    await trash(t, t.other, 'images', theirsTrashed.DTM_NO);
    for (const file of [theirs, theirsTrashed]) {
      expect(errorOf(await publish(file.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'MATH' }), 404)).toBe('FILE_NOT_FOUND');
      expect(errorOf(await unpublish(file.DTM_NO), 404)).toBe('FILE_NOT_FOUND');
    }
    const mine = await makeFile(t, t.owner, 'Mine to publish');
    const forged = await publish(mine.DTM_NO, { DTM_GROUP_NO: shelf.DTM_GROUP_NO, CATEGORY: 'MATH', USER_NO: t.other.userNo });
    expect(errorOf(forged, 403)).toBe('FORBIDDEN');
    expect(errorOf(await t.call(t.owner, { method: 'DELETE', url: DRIVE_PATHS.publish(mine.DTM_NO), query: { USER_NO: t.other.userNo } }), 403)).toBe('FORBIDDEN');
  });
});
