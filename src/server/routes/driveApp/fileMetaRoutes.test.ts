import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFile, WireFileDetail } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp, type TestUser } from '../../testing/driveTestApp.ts';
import { dataOf, dtmsDocument, errorOf, makeFile, makeFolder, namesOf, trash, uploadSampleDtm } from '../../testing/driveFixtures.ts';

describe.each(TEST_ENGINES)('drive files: details, changes, copies on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const detail = (id: string, user: TestUser | null = t.owner, query: Record<string, string> = {}) => t.call(user, { method: 'GET', url: DRIVE_PATHS.file(id), query });
  const update = (id: string, payload: object, user: TestUser | null = t.owner) => t.call(user, { method: 'PUT', url: DRIVE_PATHS.file(id), payload });
  const copy = (id: string, payload?: object, user: TestUser = t.owner) => t.call(user, { method: 'POST', url: DRIVE_PATHS.copyFile(id), ...(payload ? { payload } : {}) });
  const blobOf = async (dtmNo: string) =>
    (await t.database.db.selectFrom('files').select('blob_key').where('dtm_no', '=', dtmNo).executeTakeFirstOrThrow()).blob_key;

  it('shows its owner the details: pages with their text, the document, creator and sizes', async () => {
    const file = await makeFile(t, t.owner, 'Detailed', { pages: 3 });
    const shown = dataOf<WireFileDetail>(await detail(file.DTM_NO));
    expect(shown).toMatchObject({ FILE_NAME: 'Detailed', FILE_EXTENSION: 'dtms', PAGE_COUNT: 3, VIEWS: 0, IS_PUBLIC: false, CREATOR: 'Administrator', DEVICE_KIND: '300', IS_MINE: true });
    expect(shown.PAGES.map((page) => [page.PAGE_NO, page.ALT_TEXT, page.AUDIO_URL])).toEqual([
      [1, 'page 1', null],
      [2, 'page 2', null],
      [3, 'page 3', null],
    ]);
    expect(shown.DTMS_JSON).toEqual(dtmsDocument({ title: 'Detailed', pages: 3 }));
    expect(shown.PREVIEW).toMatch(/^[0-9a-f]{600}$/);
  });

  it('counts a view for VIEW=Y only, once a day per viewer', async () => {
    const file = await makeFile(t, t.owner, 'Viewed');
    await detail(file.DTM_NO, t.owner, { VIEW: 'Y' });
    await detail(file.DTM_NO, t.owner, { VIEW: 'N' });
    expect(dataOf<WireFileDetail>(await detail(file.DTM_NO, t.owner, { VIEW: 'Y' })).VIEWS).toBe(1);
    t.clock.advanceDays(1);
    expect(dataOf<WireFileDetail>(await detail(file.DTM_NO, t.owner, { VIEW: 'Y' })).VIEWS).toBe(2);
    expect(dataOf<WireFileDetail>(await detail(file.DTM_NO)).VIEWS).toBe(2);
    expect(errorOf(await detail(file.DTM_NO, t.owner, { VIEW: 'yes' }), 400)).toBe('BAD_REQUEST');
  });

  it('renames, refusing a taken name (case and Unicode form aside) and cleaning hostile ones', async () => {
    const folder = await makeFolder(t, t.owner, 'Rename files');
    const g = folder.DTM_GROUP_NO;
    const a = await makeFile(t, t.owner, 'Résumé', { group: g });
    const b = await makeFile(t, t.owner, 'Other', { group: g });
    expect(errorOf(await update(b.DTM_NO, { FILE_NAME: 'RÉSUMÉ' }), 409)).toBe('NAME_TAKEN');
    expect(errorOf(await update(b.DTM_NO, { FILE_NAME: 'Re\u0301sume\u0301' }), 409)).toBe('NAME_TAKEN');
    // Its own name in another case is not a clash; the extension typed with it is not doubled.
    expect(dataOf<WireFile>(await update(a.DTM_NO, { FILE_NAME: 'RÉSUMÉ.dtms' })).FILE_NAME).toBe('RÉSUMÉ');
    const renamed = dataOf<WireFile>(await update(b.DTM_NO, { FILE_NAME: '<img src=x onerror=alert(1)>\r\n\u202Egnp.exe' }));
    expect(renamed.FILE_NAME).toBe('img src=x onerror=alert(1)gnp.exe');
    expect(errorOf(await update(b.DTM_NO, { FILE_NAME: '\u0001' }), 400)).toBe('NAME_REQUIRED');
    expect(errorOf(await update(b.DTM_NO, { FILE_NAME: 'n'.repeat(300) }), 400)).toBe('NAME_TOO_LONG');
    expect(dataOf<WireFile>(await update(b.DTM_NO, { FILE_NAME: 'n'.repeat(200) })).FILE_NAME).toHaveLength(200);
  });

  it('moves into a folder (a clash gets " (n)") and back to the root', async () => {
    const target = await makeFolder(t, t.owner, 'Move files here');
    await makeFile(t, t.owner, 'Wanderer', { group: target.DTM_GROUP_NO });
    const file = await makeFile(t, t.owner, 'Wanderer');
    const moved = dataOf<WireFile>(await update(file.DTM_NO, { DTM_GROUP_NO: target.DTM_GROUP_NO }));
    expect(moved).toMatchObject({ DTM_GROUP_NO: target.DTM_GROUP_NO, FILE_NAME: 'Wanderer (1)' });
    const listing = dataOf<DriveListing>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: target.DTM_GROUP_NO, SORT: 'NAME_ASC' } }));
    expect(namesOf(listing)).toEqual(['Wanderer', 'Wanderer (1)']);
    expect(dataOf<WireFile>(await update(file.DTM_NO, { DTM_GROUP_NO: 'ROOT' })).DTM_GROUP_NO).toBeNull();
    expect(errorOf(await update(file.DTM_NO, { DTM_GROUP_NO: '12345678' }), 404)).toBe('FOLDER_NOT_FOUND');
    const publicFolder = await makeFolder(t, t.owner, 'Public, not for files', null, 'D');
    expect(errorOf(await update(file.DTM_NO, { DTM_GROUP_NO: publicFolder.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
  });

  it('keeps a description and each page\'s alternative text', async () => {
    const file = await makeFile(t, t.owner, 'Described', { pages: 2 });
    const changed = await update(file.DTM_NO, { DESCRIPTION: 'A map of <b>Seoul</b>', PAGE_DESCRIPTIONS: [{ PAGE_NO: 2, ALT_TEXT: 'The river' }] });
    expect(dataOf<WireFile>(changed).DESCRIPTION).toBe('A map of <b>Seoul</b>');
    const shown = dataOf<WireFileDetail>(await detail(file.DTM_NO));
    expect(shown.PAGES.map((page) => page.ALT_TEXT)).toEqual(['page 1', 'The river']);
    expect(dataOf<WireFile>(await update(file.DTM_NO, { DESCRIPTION: null })).DESCRIPTION).toBeNull();
    expect(errorOf(await update(file.DTM_NO, { PAGE_DESCRIPTIONS: [{ PAGE_NO: 3, ALT_TEXT: 'none' }] }), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await update(file.DTM_NO, { PAGE_DESCRIPTIONS: [{ PAGE_NO: 0, ALT_TEXT: 'none' }] }), 400)).toBe('BAD_REQUEST');
    expect(errorOf(await update(file.DTM_NO, { DESCRIPTION: 'd'.repeat(5001) }), 400)).toBe('BAD_REQUEST');
  });

  it("copies with ' (1)', then ' (2)'; a copy of 'a (1)' becomes 'a (2)' or the next free", async () => {
    const folder = await makeFolder(t, t.owner, 'Copies');
    const a = await makeFile(t, t.owner, 'a', { group: folder.DTM_GROUP_NO, pages: 2 });
    const first = dataOf<WireFile>(await copy(a.DTM_NO), 201);
    expect(first).toMatchObject({ FILE_NAME: 'a (1)', DTM_GROUP_NO: folder.DTM_GROUP_NO, PAGE_COUNT: 2, VIEWS: 0, IS_PUBLIC: false });
    expect(first.FILE_KEY).not.toBe(a.FILE_KEY);
    expect(dataOf<WireFile>(await copy(first.DTM_NO), 201).FILE_NAME).toBe('a (2)');
    expect(dataOf<WireFile>(await copy(a.DTM_NO, {}), 201).FILE_NAME).toBe('a (3)');
    // Elsewhere, a copy is still a copy.
    const other = await makeFolder(t, t.owner, 'Copies elsewhere');
    expect(dataOf<WireFile>(await copy(a.DTM_NO, { DTM_GROUP_NO: other.DTM_GROUP_NO }), 201).FILE_NAME).toBe('a (1)');
    const pages = dataOf<WireFileDetail>(await detail(first.DTM_NO)).PAGES;
    expect(pages.map((page) => page.ALT_TEXT)).toEqual(['page 1', 'page 2']);
  });

  it('copies stored content under a new key, so deleting the original keeps the copy whole', async () => {
    const picture = await uploadSampleDtm(t, t.owner);
    const duplicate = dataOf<WireFile>(await copy(picture.DTM_NO), 201);
    const [originalKey, copyKey] = [await blobOf(picture.DTM_NO), await blobOf(duplicate.DTM_NO)];
    expect(copyKey).not.toBeNull();
    expect(copyKey).not.toBe(originalKey);
    await trash(t, t.owner, 'images', picture.DTM_NO);
    dataOf(await t.call(t.owner, { method: 'PATCH', url: DRIVE_PATHS.status('images', picture.DTM_NO), payload: { STATUS: 'DELETED' } }));
    expect(existsSync(join(t.blobsDir, originalKey as string))).toBe(false);
    expect(existsSync(join(t.blobsDir, copyKey as string))).toBe(true);
    const opened = await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.dtmToDtms(duplicate.DTM_NO, '320') });
    expect(dataOf<{ DTMS_JSON: { device: string } }>(opened).DTMS_JSON.device).toBe('dotpad320');
  });

  it('refuses a copy the space cannot hold', async () => {
    const size = Buffer.byteLength(JSON.stringify(dtmsDocument({ title: 'Roomy', pages: 1 })));
    const small = await startDriveTestApp(engine, { quotaBytes: size + 10 });
    try {
      const file = await makeFile(small, small.owner, 'Roomy');
      expect(errorOf(await small.call(small.owner, { method: 'POST', url: DRIVE_PATHS.copyFile(file.DTM_NO) }), 413)).toBe('QUOTA_EXCEEDED');
      expect(dataOf<DriveListing>(await small.call(small.owner, { method: 'GET', url: DRIVE_PATHS.groups })).TOTAL_COUNT).toBe(1);
    } finally {
      await small.close();
    }
  }, 60_000);

  describe("another person's file is refused on every route, trashed or not (hostile input 11)", () => {
    let live: WireFile;
    let trashed: WireFile;
    let theirFolder: string;
    beforeAll(async () => {
      live = await makeFile(t, t.owner, 'Mine only');
      trashed = await makeFile(t, t.owner, 'Mine, trashed');
      await trash(t, t.owner, 'images', trashed.DTM_NO);
      theirFolder = (await makeFolder(t, t.other, 'Their files')).DTM_GROUP_NO;
    });

    it.each(['live', 'trashed'] as const)('%s: detail, rename, move, describe, copy are 404 for them and for guests', async (which) => {
      const id = (which === 'live' ? live : trashed).DTM_NO;
      const responses = await Promise.all([
        detail(id, t.other),
        detail(id, t.other, { VIEW: 'Y' }),
        detail(id, null),
        update(id, { FILE_NAME: 'stolen' }, t.other),
        update(id, { DTM_GROUP_NO: theirFolder }, t.other),
        update(id, { DESCRIPTION: 'defaced' }, t.other),
        copy(id, { DTM_GROUP_NO: theirFolder }, t.other),
        copy(id, undefined, t.other),
      ]);
      for (const response of responses) expect(errorOf(response, 404)).toBe('FILE_NOT_FOUND');
      expect(errorOf(await update(id, { FILE_NAME: 'x' }, null), 401)).toBe('UNAUTHORIZED');
      const own = dataOf<WireFileDetail>(await detail(id));
      expect(own.VIEWS).toBe(0);
      expect(own.FILE_NAME).toBe(which === 'live' ? 'Mine only' : 'Mine, trashed');
    });

    it('my file cannot go into their folder, and a USER_NO not mine is 403', async () => {
      expect(errorOf(await update(live.DTM_NO, { DTM_GROUP_NO: theirFolder }), 404)).toBe('FOLDER_NOT_FOUND');
      expect(errorOf(await copy(live.DTM_NO, { DTM_GROUP_NO: theirFolder }), 404)).toBe('FOLDER_NOT_FOUND');
      expect(errorOf(await update(live.DTM_NO, { FILE_NAME: 'x', USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
      expect(errorOf(await detail(live.DTM_NO, t.owner, { USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
      expect(errorOf(await copy(live.DTM_NO, { USER_NO: 'GUEST' }), 403)).toBe('FORBIDDEN');
    });

    it('my own trashed file is IN_TRASH until restored', async () => {
      expect(errorOf(await update(trashed.DTM_NO, { FILE_NAME: 'x' }), 409)).toBe('IN_TRASH');
      expect(errorOf(await copy(trashed.DTM_NO), 409)).toBe('IN_TRASH');
    });

    it('answers ids that are not numbers like missing files', async () => {
      for (const id of ['abc', '0', '1.5', "1' or '1'='1", '99999999999999999999999']) {
        expect(errorOf(await detail(id), 404), id).toBe('FILE_NOT_FOUND');
      }
    });
  });
});
