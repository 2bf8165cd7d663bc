import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';

/**
 * The engines a server test runs on: always the embedded PGlite, and a real
 * PostgreSQL server as well when TEST_DATABASE_URL names one (CI starts one).
 * Each PostgreSQL test database is new, so tests never see each other's rows.
 */
export const TEST_ENGINES: readonly ('pglite' | 'postgres')[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The engine of tests about a database server's connections (ended sessions,
 * a server stopped and started): PostgreSQL where the other PostgreSQL tests
 * run, none otherwise. PGlite runs inside the process: no connection to lose.
 */
export const POSTGRES_TEST_ENGINES = TEST_ENGINES.filter((engine) => engine === 'postgres');

export async function openTestDatabase(engine: 'pglite' | 'postgres'): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory' });
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openThrowawayPostgres(adminUrl);
}

export interface ThrowawayDatabase {
  /** Its name (pg_stat_activity.datname: a test finds its own sessions by it). */
  readonly name: string;
  /** Its URL on the server. */
  readonly url: string;
  /** Drops it (any session still on it is ended first). */
  readonly drop: () => Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates a new, empty database on the PostgreSQL server `adminUrl` names. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** A new, empty database on the PostgreSQL server `adminUrl` names, dropped again on close (tests, the bench). */
export async function openThrowawayPostgres(adminUrl: string): Promise<Database> {
  const throwaway = await createThrowawayDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'memory' });
  return {
    ...database,
    async close() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/**
 * One test database opened twice, as two server processes open it: on
 * PostgreSQL two connection pools; PGlite serves one process, so both
 * handles are the same one. `close` closes both (and drops the database).
 */
export async function openSharedTestDatabase(engine: 'pglite' | 'postgres'): Promise<{ handles: [Database, Database]; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory' });
    return { handles: [database, database], close: () => database.close() };
  }
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const { url, drop } = await createThrowawayDatabase(adminUrl);
  const first = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const second = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  return {
    handles: [first, second],
    async close() {
      await first.close();
      await second.close();
      await drop();
    },
  };
}
