import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { lockDataDir } from './dataDirLock.ts';
import { migrateToLatest } from './migrate.ts';
import { PgliteDialect } from './pgliteDialect.ts';
import { postgresPool } from './postgresPool.ts';
import type { DB } from './schema.ts';

export interface Database {
  readonly db: Kysely<DB>;
  /** Which engine: the embedded one or a PostgreSQL server. */
  readonly engine: 'pglite' | 'postgres';
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, PGlite stores the data under dataDir. */
  readonly databaseUrl?: string | undefined;
  /** Connections to PostgreSQL at most (DATABASE_POOL_SIZE); postgresPool.ts's default otherwise. */
  readonly poolSize?: number | undefined;
  /** Data statements prepared per connection (DATABASE_PREPARED_STATEMENTS); on unless false. */
  readonly preparedStatements?: boolean | undefined;
  /** Where PGlite keeps its files; 'memory' keeps them in memory (tests). */
  readonly dataDir: string | 'memory';
}

interface Opened {
  readonly db: Kysely<DB>;
  readonly engine: Database['engine'];
  readonly release: () => void;
}

/** A PostgreSQL server or an in-memory database holds no lock of ours. */
const nothingToRelease = () => undefined;

async function openKysely(options: DatabaseOptions): Promise<Opened> {
  if (options.databaseUrl) {
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: postgresPool(options.databaseUrl, { max: options.poolSize, prepare: options.preparedStatements }) }) }), engine: 'postgres', release: nothingToRelease };
  }
  let dataDir: string | undefined;
  let release: () => void = nothingToRelease;
  if (options.dataDir !== 'memory') {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(join(options.dataDir, 'pglite.lock'));
  }
  try {
    // As node-postgres does, bigint (int8) stays a string: ids stay exact and
    // both engines hand the code the same types.
    // pg_trgm serves the listings' name search (migration 0007); PGlite ships it as a module it loads here.
    const pglite = await PGlite.create(dataDir, { parsers: { [types.INT8]: (value: string) => value }, extensions: { pg_trgm } });
    return { db: new Kysely<DB>({ dialect: new PgliteDialect(pglite) }), engine: 'pglite', release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { db, engine, release } = await openKysely(options);
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    release();
    throw error;
  }
  return {
    db,
    engine,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await db.destroy();
      release();
    },
  };
}
