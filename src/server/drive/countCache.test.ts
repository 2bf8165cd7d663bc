import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../db/testDatabases.ts';
import { COUNT_CACHE_SIZE, versionedCounts, type VersionScope } from './countCache.ts';

const versionedCount = async (db: Database['db'], scope: VersionScope, what: string, count: () => Promise<number>) =>
  (await versionedCounts(db, scope, { one: [what, count] })).one;

// A kept count is given again while its version stands, and counted again as
// soon as a change it could see lands (the triggers of migration 0008 raise
// the version in the change's own transaction); views and dates raise nothing.

describe.each(TEST_ENGINES)('versionedCount on %s', (engine) => {
  let database: Database;
  let owner: string;
  let file: string;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const { db } = database;
    owner = (await db.insertInto('users').values({ subject: 'count-cache', login_id: 'cc', name: 'CC' }).returning('user_no').executeTakeFirstOrThrow()).user_no;
    file = (
      await db
        .insertInto('files')
        .values({ owner_user_no: owner, drive_kind: 'P', file_name: 'one', file_extension: 'dtms', size_bytes: 1 })
        .returning('dtm_no')
        .executeTakeFirstOrThrow()
    ).dtm_no;
  }, 60_000);
  afterAll(async () => database?.close());

  it('counts once while nothing changes, again after a change a count can see, not after a view', async () => {
    const { db } = database;
    let counted = 0;
    const count = () => versionedCount(db, `owner:${owner}`, 'test listing', async () => ++counted);
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    await db.updateTable('files').set({ views: sql`views + 1`, updated_at: new Date() }).where('dtm_no', '=', file).execute();
    expect(await count()).toBe(1);
    await db.updateTable('files').set({ file_name: 'renamed' }).where('dtm_no', '=', file).execute();
    expect(await count()).toBe(2);
    await db.insertInto('files').values({ owner_user_no: owner, drive_kind: 'P', file_name: 'two', file_extension: 'dtms', size_bytes: 1 }).execute();
    expect(await count()).toBe(3);
    await db.deleteFrom('files').where('file_name', '=', 'two').execute();
    expect(await count()).toBe(4);
    // Another owner's change leaves this one's counts alone; anything public raises 'public'.
    const other = (await db.insertInto('users').values({ subject: 'count-cache-2', login_id: 'cc2', name: 'CC2' }).returning('user_no').executeTakeFirstOrThrow()).user_no;
    await db.insertInto('files').values({ owner_user_no: other, drive_kind: 'P', file_name: 'theirs', file_extension: 'dtms', size_bytes: 1, is_public: true }).execute();
    expect(await count()).toBe(4);
    let publicCounted = 0;
    const publicCount = () => versionedCount(db, 'public', 'test library', async () => ++publicCounted);
    expect(await publicCount()).toBe(1);
    await db.updateTable('files').set({ is_public: false }).where('file_name', '=', 'theirs').execute();
    expect(await publicCount()).toBe(2);
  });

  it('keeps counts per database, and at most COUNT_CACHE_SIZE of them', async () => {
    const other = await openTestDatabase(engine);
    try {
      // A scope neither database has raised: the same version (none) in both.
      expect(await versionedCount(database.db, 'owner:999999', 'untouched', async () => 1)).toBe(1);
      expect(await versionedCount(other.db, 'owner:999999', 'untouched', async () => 99)).toBe(99);
      let calls = 0;
      for (let i = 0; i <= COUNT_CACHE_SIZE; i++) await versionedCount(database.db, 'public', `many ${i}`, async () => ++calls);
      expect(await versionedCount(database.db, 'public', 'many 0', async () => ++calls)).toBe(COUNT_CACHE_SIZE + 2);
      expect(await versionedCount(database.db, 'public', `many ${COUNT_CACHE_SIZE}`, async () => ++calls)).toBe(COUNT_CACHE_SIZE + 1);
    } finally {
      await other.close();
    }
  }, 60_000);
});
