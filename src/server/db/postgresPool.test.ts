import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.ts';
import { openDatabase, type Database } from './database.ts';
import { PREPARED_PER_CONNECTION, defaultPoolSize } from './postgresPool.ts';
import { POSTGRES_TEST_ENGINES, createThrowawayDatabase } from './testDatabases.ts';

// How many connections the server holds to PostgreSQL: DATABASE_POOL_SIZE,
// or twice the machine's cores from 4 to 10 (issue 18: ten busy backends on
// a 2-core machine starve the server's own thread). And the data statements
// each connection prepares (DATABASE_PREPARED_STATEMENTS): planned once per
// connection, at most PREPARED_PER_CONNECTION of them, and a statement whose
// columns changed under it (another server's migration) still answers.

describe('the pool size', () => {
  it('is twice the cores, from 4 to 10, unless DATABASE_POOL_SIZE says', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10, 10]);
    expect(configFromEnv({}).databasePoolSize).toBeUndefined();
    expect(configFromEnv({ DATABASE_POOL_SIZE: ' 24 ' }).databasePoolSize).toBe(24);
  });

  it('refuses what is not a whole number of connections from 1, saying so', () => {
    for (const value of ['0', '-3', '2.5', 'ten', '1001']) {
      expect(() => configFromEnv({ DATABASE_POOL_SIZE: value }), value).toThrow(ConfigError);
      expect(() => configFromEnv({ DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000/);
    }
  });

  it.each(POSTGRES_TEST_ENGINES)('holds at most that many connections on %s, however many queries wait', async () => {
    const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
    const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 2, dataDir: 'memory' });
    try {
      const sessions = () => sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = ${throwaway.name}`.execute(database.db);
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          await sql`select pg_sleep(0.1)`.execute(database.db);
          seen.push(Number((await sessions()).rows[0]?.n));
        }),
      );
      expect(seen).toHaveLength(6);
      expect(Math.max(...seen)).toBeLessThanOrEqual(2);
    } finally {
      await database.close();
      await throwaway.drop();
    }
  }, 60_000);
});

describe.each(POSTGRES_TEST_ENGINES)('prepared statements on %s', () => {
  const open = async (preparedStatements: boolean) => {
    const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
    const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 1, preparedStatements, dataDir: 'memory' });
    return {
      db: database.db,
      close: async () => {
        await database.close();
        await throwaway.drop();
      },
    };
  };
  /** Statements prepared on the pool's one connection whose text holds `marker`. */
  const preparedWith = async (db: Database['db'], marker: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(db)).rows[0]?.n);

  it('prepares a data statement once per connection and gives the same rows; none when off', async () => {
    for (const on of [true, false]) {
      const { db, close } = await open(on);
      try {
        await sql`create table marked (id int primary key, label text)`.execute(db);
        await db.insertInto('marked' as never).values({ id: 1, label: 'one' } as never).execute();
        const read = () => db.selectFrom('marked' as never).select(['label' as never]).where('id' as never, '=', 1 as never).execute();
        for (let i = 0; i < 7; i++) expect(await read()).toEqual([{ label: 'one' }]);
        expect(await preparedWith(db, 'from "marked"'), `prepared ${on ? 'on' : 'off'}`).toBe(on ? 1 : 0);
      } finally {
        await close();
      }
    }
  }, 60_000);

  it(`keeps at most ${PREPARED_PER_CONNECTION} on a connection; the rest run unnamed`, async () => {
    const { db, close } = await open(true);
    try {
      for (let n = 1; n <= PREPARED_PER_CONNECTION + 30; n++) {
        const values = Array.from({ length: n }, (_, i) => i);
        // A shape per n: n parameters.
        const { rows } = await sql<{ shape_probe: number }>`select ${sql.join(values.map((value) => sql`${value}::int`), sql` + `)} as shape_probe`.execute(db);
        expect(rows[0]?.shape_probe).toBe((n * (n - 1)) / 2);
      }
      // The connection prepared what the migrations ran first, then shapes until the cap.
      expect(await preparedWith(db, '')).toBe(PREPARED_PER_CONNECTION);
      expect(await preparedWith(db, 'shape_probe')).toBeGreaterThan(PREPARED_PER_CONNECTION / 2);
    } finally {
      await close();
    }
  }, 60_000);

  it('answers a prepared statement whose columns changed under it (a migration by another server)', async () => {
    const { db, close } = await open(true);
    try {
      await sql`create table moved (id int primary key, label text)`.execute(db);
      await sql`insert into moved values (1, 'one')`.execute(db);
      const read = () => db.selectFrom('moved' as never).selectAll().where('id' as never, '=', 1 as never).execute();
      expect(await read()).toEqual([{ id: 1, label: 'one' }]);
      await sql`alter table moved add column shelf text default 'top'`.execute(db);
      expect(await read()).toEqual([{ id: 1, label: 'one', shelf: 'top' }]);
      expect(await read()).toEqual([{ id: 1, label: 'one', shelf: 'top' }]);
    } finally {
      await close();
    }
  }, 60_000);
});
