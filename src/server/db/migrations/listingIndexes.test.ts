import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.ts';
import { PgliteDialect } from '../pgliteDialect.ts';
import { postgresPool } from '../postgresPool.ts';
import { createThrowawayDatabase, TEST_ENGINES } from '../testDatabases.ts';
import { LISTING_INDEXES } from './0007_listing_indexes.ts';
import { MIGRATIONS } from './index.ts';

// Migration 0007 on a database that already holds rows: it builds the
// listing indexes and the trigram ones over them, and gives files published
// before published_at existed a publishing date (the cursor's key).

async function openUnmigrated(engine: 'pglite' | 'postgres'): Promise<{ db: Kysely<unknown>; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const pglite = await PGlite.create(undefined, { parsers: { [types.INT8]: (value: string) => value }, extensions: { pg_trgm } });
    const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
    return { db, close: () => db.destroy() };
  }
  const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] ?? '');
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: postgresPool(throwaway.url) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await throwaway.drop();
    },
  };
}

describe.each(TEST_ENGINES)('migration 0007 (listing indexes) on %s', (engine) => {
  it('builds its indexes on a database that already has files and folders', async () => {
    const { db, close } = await openUnmigrated(engine);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo('0006_user_preferences');
      expect(error).toBeUndefined();
      await sql`insert into users (subject, login_id, name) values ('s1', 'one', 'One')`.execute(db);
      await sql`insert into folders (owner_user_no, drive_kind, dtm_group_name, dtm_group_level, updated_at) values (1, 'D', 'Public', 1, now())`.execute(db);
      await sql`insert into files (owner_user_no, drive_kind, file_name, file_extension, size_bytes, updated_at, is_public, public_group_no)
        select 1, 'P', 'old file ' || n, 'dtms', 10, timestamptz '2026-01-01' + n * interval '1 minute', n % 3 = 0, case when n % 3 = 0 then 1 end from generate_series(1, 300) n`.execute(db);

      expect(await migrateToLatest(db)).toEqual(['0007_listing_indexes', '0008_listing_counts', '0009_listing_order_versions', '0010_conversions', '0011_daisy', '0012_firmware']);

      const indexes = (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename in ('files', 'folders')`.execute(db)).rows.map((row) => row.indexname);
      for (const index of [...LISTING_INDEXES.map((spec) => spec.name), 'files_name_trgm', 'folders_name_trgm']) expect(indexes).toContain(index);
      const unpublished = await sql<{ n: string }>`select count(*) as n from files where is_public and published_at is null`.execute(db);
      expect(Number(unpublished.rows[0]?.n)).toBe(0);
      const found = await sql<{ n: string }>`select count(*) as n from files where lower(file_name) like '%file 15%'`.execute(db);
      expect(Number(found.rows[0]?.n)).toBe(11);
    } finally {
      await close();
    }
  }, 120_000);
});
