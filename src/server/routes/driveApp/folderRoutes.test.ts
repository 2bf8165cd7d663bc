import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_PATHS, MAX_FOLDER_LEVEL } from '../../../shared/api/driveAppPaths.ts';
import type { DriveListing, WireFolder, WirePathStep } from '../../../shared/api/driveAppTypes.ts';
import { TEST_ENGINES } from '../../db/testDatabases.ts';
import { startDriveTestApp, type DriveTestApp } from '../../testing/driveTestApp.ts';
import { dataOf, dtmsDocument, errorOf, makeFile, makeFolder, namesOf, trash } from '../../testing/driveFixtures.ts';

describe.each(TEST_ENGINES)('drive folders on %s', (engine) => {
  let t: DriveTestApp;
  beforeAll(async () => {
    t = await startDriveTestApp(engine);
  }, 120_000);
  afterAll(async () => t?.close());

  const listing = async (parent: string, user = t.owner) =>
    dataOf<DriveListing>(await t.call(user, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: parent, PAGE_SIZE: '100', SORT: 'NAME_ASC' } }));
  const update = (id: string, payload: object, user = t.owner) => t.call(user, { method: 'PUT', url: DRIVE_PATHS.group(id), payload });

  it('creates a folder at the root and inside another, with its level and creator', async () => {
    const top = await makeFolder(t, t.owner, 'Maps');
    expect(top).toMatchObject({ FILE_TYPE: 'FOLDER', FILE_KEY: `folder-${top.DTM_GROUP_NO}`, DTM_GROUP_LEVEL: 2, PARENT_GROUP_NO: null, DRIVER_KIND: 'P', IS_MINE: true, CREATOR: 'Administrator' });
    const inner = await makeFolder(t, t.owner, 'Seoul', top.DTM_GROUP_NO);
    expect(inner).toMatchObject({ DTM_GROUP_LEVEL: 3, PARENT_GROUP_NO: top.DTM_GROUP_NO });
    const path = dataOf<{ items: WirePathStep[] }>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: inner.DTM_GROUP_NO } }));
    expect(path.items).toEqual([
      { DTM_GROUP_NO: '', DTM_GROUP_NAME: '/', DTM_GROUP_LEVEL: 1 },
      { DTM_GROUP_NO: top.DTM_GROUP_NO, DTM_GROUP_NAME: 'Maps', DTM_GROUP_LEVEL: 2 },
      { DTM_GROUP_NO: inner.DTM_GROUP_NO, DTM_GROUP_NAME: 'Seoul', DTM_GROUP_LEVEL: 3 },
    ]);
    const root = dataOf<{ items: WirePathStep[] }>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: 'ROOT' } }));
    expect(root.items).toHaveLength(1);
  });

  it('keeps hostile names as harmless text: controls, direction overrides and path characters go, the rest stays', async () => {
    const parent = await makeFolder(t, t.owner, 'Hostile names');
    const cases: [string, string][] = [
      ['<script>alert(1)</script>', 'scriptalert(1)script'],
      ['a%2fb', 'a%2fb'],
      ['line\r\nbreak', 'linebreak'],
      // (A NUL never gets here: the edge refuses it in any JSON body, http/nulGuard.test.ts.)
      ['bell\u0007byte', 'bellbyte'],
      ['evil\u202Etxt.exe', 'eviltxt.exe'],
      ['CON', 'CON'],
      ['LPT1', 'LPT1'],
      ['../../etc', '....etc'],
    ];
    for (const [raw, stored] of cases) {
      const folder = await makeFolder(t, t.owner, raw, parent.DTM_GROUP_NO);
      expect(folder.DTM_GROUP_NAME, JSON.stringify(raw)).toBe(stored);
    }
  });

  it('refuses empty and over-long names, and folders nested too deep', async () => {
    for (const name of ['', '   ', '\u0001\u202E', '///']) {
      expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: name } }), 400)).toBe('NAME_REQUIRED');
    }
    expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'x'.repeat(300) } }), 400)).toBe('NAME_TOO_LONG');
    expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: {} }), 400)).toBe('BAD_REQUEST');
    let parent: string | null = null;
    for (let level = 2; level <= MAX_FOLDER_LEVEL; level++) parent = (await makeFolder(t, t.owner, `level ${level}`, parent)).DTM_GROUP_NO;
    const tooDeep = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'one more', PARENT_GROUP_NO: parent } });
    expect(errorOf(tooDeep, 400)).toBe('TOO_DEEP');
  });

  it('gives a clashing name the next free " (n)", whatever its letter case or Unicode form', async () => {
    const parent = await makeFolder(t, t.owner, 'Clashes');
    const p = parent.DTM_GROUP_NO;
    expect((await makeFolder(t, t.owner, 'Café', p)).DTM_GROUP_NAME).toBe('Café');
    expect((await makeFolder(t, t.owner, 'CAFÉ', p)).DTM_GROUP_NAME).toBe('CAFÉ (1)');
    // 'Cafe' + combining acute accent: the same name once normalised.
    expect((await makeFolder(t, t.owner, 'Cafe\u0301', p)).DTM_GROUP_NAME).toBe('Café (2)');
    expect((await makeFolder(t, t.owner, 'café (1)', p)).DTM_GROUP_NAME).toBe('café (3)');
    // Someone else's folders never clash with mine.
    expect((await makeFolder(t, t.other, 'Café')).DTM_GROUP_NAME).toBe('Café');
  });

  it('renames, refusing a name taken by a sibling (case or Unicode form aside) but not its own', async () => {
    const parent = await makeFolder(t, t.owner, 'Renames');
    const a = await makeFolder(t, t.owner, 'Alpha', parent.DTM_GROUP_NO);
    await makeFolder(t, t.owner, 'Beta', parent.DTM_GROUP_NO);
    expect(errorOf(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: 'BETA' }), 409)).toBe('NAME_TAKEN');
    expect(errorOf(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: 'be\u0074a' }), 409)).toBe('NAME_TAKEN');
    expect(dataOf<WireFolder>(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: 'ALPHA' })).DTM_GROUP_NAME).toBe('ALPHA');
    expect(dataOf<WireFolder>(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: 'Gamma' })).DTM_GROUP_NAME).toBe('Gamma');
    expect(errorOf(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: ' ' }), 400)).toBe('NAME_REQUIRED');
    expect(errorOf(await update(a.DTM_GROUP_NO, { DTM_GROUP_NAME: 'y'.repeat(201) }), 400)).toBe('NAME_TOO_LONG');
  });

  it('moves a folder with everything below it (levels follow), and never into itself', async () => {
    const a = await makeFolder(t, t.owner, 'Move A');
    const b = await makeFolder(t, t.owner, 'Move B', a.DTM_GROUP_NO);
    const c = await makeFolder(t, t.owner, 'Move C', b.DTM_GROUP_NO);
    const target = await makeFolder(t, t.owner, 'Move target');
    await makeFolder(t, t.owner, 'Move B', target.DTM_GROUP_NO);
    expect(errorOf(await update(a.DTM_GROUP_NO, { PARENT_GROUP_NO: a.DTM_GROUP_NO }), 400)).toBe('MOVE_INTO_ITSELF');
    expect(errorOf(await update(a.DTM_GROUP_NO, { PARENT_GROUP_NO: c.DTM_GROUP_NO }), 400)).toBe('MOVE_INTO_ITSELF');
    const moved = dataOf<WireFolder>(await update(b.DTM_GROUP_NO, { PARENT_GROUP_NO: target.DTM_GROUP_NO }));
    expect(moved).toMatchObject({ PARENT_GROUP_NO: target.DTM_GROUP_NO, DTM_GROUP_NAME: 'Move B (1)', DTM_GROUP_LEVEL: 3 });
    const back = dataOf<WireFolder>(await update(b.DTM_GROUP_NO, { PARENT_GROUP_NO: 'ROOT' }));
    expect(back.DTM_GROUP_LEVEL).toBe(2);
    const path = dataOf<{ items: WirePathStep[] }>(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: c.DTM_GROUP_NO } }));
    expect(path.items.map((step) => step.DTM_GROUP_LEVEL)).toEqual([1, 2, 3]);
    expect(errorOf(await update(b.DTM_GROUP_NO, { PARENT_GROUP_NO: '999999999' }), 404)).toBe('FOLDER_NOT_FOUND');
  });

  it('refuses a move that would nest too deep', async () => {
    let deepest: string | null = null;
    for (let level = 2; level <= MAX_FOLDER_LEVEL; level++) deepest = (await makeFolder(t, t.owner, `deep ${level}`, deepest)).DTM_GROUP_NO;
    const a = await makeFolder(t, t.owner, 'Two levels');
    await makeFolder(t, t.owner, 'child', a.DTM_GROUP_NO);
    expect(errorOf(await update(a.DTM_GROUP_NO, { PARENT_GROUP_NO: deepest }), 400)).toBe('TOO_DEEP');
  });

  it('copies a folder with its subfolders and files, the copy named " (n)"', async () => {
    const a = await makeFolder(t, t.owner, 'Copy me');
    const inner = await makeFolder(t, t.owner, 'Inner', a.DTM_GROUP_NO);
    await makeFile(t, t.owner, 'Picture', { group: inner.DTM_GROUP_NO, pages: 2 });
    const gone = await makeFolder(t, t.owner, 'Trashed inside', a.DTM_GROUP_NO);
    await trash(t, t.owner, 'groups', gone.DTM_GROUP_NO);
    const copy = dataOf<WireFolder>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(a.DTM_GROUP_NO) }), 201);
    expect(copy).toMatchObject({ DTM_GROUP_NAME: 'Copy me (1)', PARENT_GROUP_NO: null, DTM_GROUP_LEVEL: 2 });
    const copy2 = dataOf<WireFolder>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(a.DTM_GROUP_NO), payload: {} }), 201);
    expect(copy2.DTM_GROUP_NAME).toBe('Copy me (2)');
    const top = await listing(copy.DTM_GROUP_NO);
    // What was in the trash is not copied.
    expect(namesOf(top)).toEqual(['Inner']);
    const innerCopy = top.items[0] as WireFolder;
    expect(innerCopy.DTM_GROUP_LEVEL).toBe(3);
    const files = await listing(innerCopy.DTM_GROUP_NO);
    expect(files.items).toMatchObject([{ FILE_NAME: 'Picture', PAGE_COUNT: 2, IS_MINE: true }]);
    // Into another folder, and never into itself.
    const target = await makeFolder(t, t.owner, 'Copy target');
    const placed = dataOf<WireFolder>(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(a.DTM_GROUP_NO), payload: { PARENT_GROUP_NO: target.DTM_GROUP_NO } }), 201);
    expect(placed).toMatchObject({ PARENT_GROUP_NO: target.DTM_GROUP_NO, DTM_GROUP_LEVEL: 3, DTM_GROUP_NAME: 'Copy me (1)' });
    const intoItself = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(a.DTM_GROUP_NO), payload: { PARENT_GROUP_NO: inner.DTM_GROUP_NO } });
    expect(errorOf(intoItself, 400)).toBe('MOVE_INTO_ITSELF');
  });

  it('refuses a copy the space cannot hold, leaving nothing behind', async () => {
    // Room for the file and half of it again: its copy cannot fit.
    const size = Buffer.byteLength(JSON.stringify(dtmsDocument({ title: 'Big', pages: 2 })));
    const small = await startDriveTestApp(engine, { quotaBytes: Math.floor(size * 1.5) });
    try {
      const folder = await makeFolder(small, small.owner, 'Full');
      await makeFile(small, small.owner, 'Big', { group: folder.DTM_GROUP_NO, pages: 2 });
      const refused = await small.call(small.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(folder.DTM_GROUP_NO) });
      expect(errorOf(refused, 413)).toBe('QUOTA_EXCEEDED');
      const root = dataOf<DriveListing>(await small.call(small.owner, { method: 'GET', url: DRIVE_PATHS.groups }));
      expect(namesOf(root)).toEqual(['Full']);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('makes public folders anyone signed in may add to, but only the owner may change', async () => {
    const shelf = await makeFolder(t, t.owner, 'Shelf', null, 'D');
    expect(shelf).toMatchObject({ DRIVER_KIND: 'D', IS_PUBLIC: true });
    const theirs = await makeFolder(t, t.other, 'Their corner', shelf.DTM_GROUP_NO, 'D');
    expect(theirs).toMatchObject({ DTM_GROUP_LEVEL: 3, IS_MINE: true, CREATOR: 'User' });
    // A public folder is not a private parent, and a private one not a public parent.
    expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'x', PARENT_GROUP_NO: shelf.DTM_GROUP_NO } }), 404)).toBe('FOLDER_NOT_FOUND');
    const mine = await makeFolder(t, t.owner, 'Private');
    const wrongKind = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'x', PARENT_GROUP_NO: mine.DTM_GROUP_NO, DRIVER_KIND: 'D' } });
    expect(errorOf(wrongKind, 404)).toBe('FOLDER_NOT_FOUND');
    expect(errorOf(await update(shelf.DTM_GROUP_NO, { DTM_GROUP_NAME: 'Mine now' }, t.other), 404)).toBe('FOLDER_NOT_FOUND');
    // Anyone, guests too, may read a public folder's path.
    const path = dataOf<{ items: WirePathStep[] }>(await t.call(null, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: theirs.DTM_GROUP_NO } }));
    expect(path.items.map((step) => step.DTM_GROUP_NAME)).toEqual(['/', 'Shelf', 'Their corner']);
  });

  describe("another person's folder is refused on every route, trashed or not", () => {
    let live: WireFolder;
    let trashed: WireFolder;
    let otherTarget: WireFolder;
    beforeAll(async () => {
      live = await makeFolder(t, t.owner, 'Private live');
      trashed = await makeFolder(t, t.owner, 'Private trashed');
      await trash(t, t.owner, 'groups', trashed.DTM_GROUP_NO);
      otherTarget = await makeFolder(t, t.other, 'Other target');
    });

    it.each(['live', 'trashed'] as const)('%s: path, listing, create inside, rename, move, copy are 404', async (which) => {
      const id = (which === 'live' ? live : trashed).DTM_GROUP_NO;
      const asOther = [
        t.call(t.other, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: id } }),
        t.call(t.other, { method: 'GET', url: DRIVE_PATHS.groups, query: { PARENT_GROUP_NO: id } }),
        t.call(t.other, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'x', PARENT_GROUP_NO: id } }),
        update(id, { DTM_GROUP_NAME: 'stolen' }, t.other),
        update(id, { PARENT_GROUP_NO: otherTarget.DTM_GROUP_NO }, t.other),
        t.call(t.other, { method: 'POST', url: DRIVE_PATHS.copyGroup(id), payload: { PARENT_GROUP_NO: otherTarget.DTM_GROUP_NO } }),
      ];
      for (const response of await Promise.all(asOther)) expect(errorOf(response, 404)).toBe('FOLDER_NOT_FOUND');
      // A guest is asked to sign in, or sees nothing.
      expect(errorOf(await t.call(null, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: id } }), 404)).toBe('FOLDER_NOT_FOUND');
      expect(errorOf(await t.call(null, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'x' } }), 401)).toBe('UNAUTHORIZED');
    });

    it('moves of my folder into theirs are refused too', async () => {
      expect(errorOf(await update(live.DTM_GROUP_NO, { PARENT_GROUP_NO: otherTarget.DTM_GROUP_NO }), 404)).toBe('FOLDER_NOT_FOUND');
    });

    it("answers 403 to a USER_NO that is not the caller's", async () => {
      const payload = { DTM_GROUP_NAME: 'x', USER_NO: t.other.userNo };
      expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload }), 403)).toBe('FORBIDDEN');
      expect(errorOf(await update(live.DTM_GROUP_NO, { DTM_GROUP_NAME: 'x', USER_NO: t.other.userNo }), 403)).toBe('FORBIDDEN');
      expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: live.DTM_GROUP_NO, USER_NO: 'GUEST' } }), 403)).toBe('FORBIDDEN');
      const own = await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.createGroup, payload: { DTM_GROUP_NAME: 'own user no', USER_NO: t.owner.userNo } });
      expect(own.statusCode).toBe(201);
    });

    it('a trashed folder of my own cannot be renamed or copied until restored', async () => {
      expect(errorOf(await update(trashed.DTM_GROUP_NO, { DTM_GROUP_NAME: 'renamed' }), 409)).toBe('IN_TRASH');
      expect(errorOf(await t.call(t.owner, { method: 'POST', url: DRIVE_PATHS.copyGroup(trashed.DTM_GROUP_NO) }), 409)).toBe('IN_TRASH');
    });

    it('answers ids that are not numbers like missing folders', async () => {
      for (const id of ['abc', '0', '-1', '1e3', '%2f', '99999999999999999999999']) {
        expect(errorOf(await update(id, { DTM_GROUP_NAME: 'x' }), 404), id).toBe('FOLDER_NOT_FOUND');
      }
      expect(errorOf(await t.call(t.owner, { method: 'GET', url: DRIVE_PATHS.groupPath, query: { DTM_GROUP_NO: "1' or '1'='1" } }), 400)).toBe('BAD_REQUEST');
    });
  });
});
