import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { dueWork, startEmbeddedVacuum, vacuumWhereDue } from './embeddedVacuum.ts';
import { openTestDatabase } from './testDatabases.ts';

describe('dueWork (autovacuum default thresholds)', () => {
  const table = { relname: 'files', live: 10_000, dead: 0, inserted: 0, modified: 0 };
  it('vacuums past 50 + 20% dead rows, or 1,000 + 20% inserted', () => {
    expect(dueWork({ ...table, dead: 2_050 })).toBeUndefined();
    expect(dueWork({ ...table, dead: 2_051 })).toBe('vacuum');
    expect(dueWork({ ...table, inserted: 3_001 })).toBe('vacuum');
  });
  it('analyses alone past 50 + 10% changed rows; leaves a quiet table alone', () => {
    expect(dueWork({ ...table, modified: 1_051 })).toBe('analyze');
    expect(dueWork({ ...table, modified: 1_050 })).toBeUndefined();
    expect(dueWork(table)).toBeUndefined();
  });
});

describe('the embedded vacuum on PGlite (which never runs autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 60_000);
  afterAll(async () => database?.close());

  // Statistics reach pg_stat_user_tables at most once a second; a test asks for them at once.
  const flush = () => sql`select pg_stat_force_next_flush()`.execute(database.db);
  const stats = async () =>
    (
      await sql<{ dead: string; vacuumed: number }>`select n_dead_tup as dead, vacuum_count as vacuumed from pg_stat_user_tables where relname = 'rate_limits'`.execute(
        database.db,
      )
    ).rows[0];

  it('vacuums a table with many dead rows, and then finds nothing due', async () => {
    const { db } = database;
    await sql`insert into rate_limits (key, window_no, hits, expires_at) select 'k' || n, n, 1, now() from generate_series(1, 5000) n`.execute(db);
    await sql`delete from rate_limits where window_no <= 4000`.execute(db);
    await flush();
    expect(Number((await stats())?.dead)).toBeGreaterThanOrEqual(4000);

    expect(await vacuumWhereDue(db)).toContain('vacuum rate_limits');
    await flush();
    expect(Number((await stats())?.dead)).toBe(0);
    expect(Number((await stats())?.vacuumed)).toBeGreaterThanOrEqual(1);
    expect(await vacuumWhereDue(db)).not.toContain('vacuum rate_limits');
  });

  it('runs on its timer and reports what it did; stops when asked', async () => {
    const { db } = database;
    await sql`update rate_limits set hits = hits + 1`.execute(db);
    await flush();
    const reported = await new Promise<string[]>((resolve, reject) => {
      const stop = startEmbeddedVacuum(db, {
        everyMs: 20,
        onDone: (done) => {
          stop();
          resolve(done);
        },
        onError: reject,
      });
    });
    expect(reported).toContain('vacuum rate_limits');
  });
});
