import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './database.ts';

/**
 * The engines a server test runs on: always the embedded PGlite, and a real
 * PostgreSQL server as well when TEST_DATABASE_URL names one (CI starts one).
 * Each PostgreSQL test database is new, so tests never see each other's rows.
 */
export const TEST_ENGINES: readonly ('pglite' | 'postgres')[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

export async function openTestDatabase(engine: 'pglite' | 'postgres'): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ dataDir: 'memory' });
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return openThrowawayPostgres(adminUrl);
}

/** A new, empty database on the PostgreSQL server `adminUrl` names, dropped again on close (tests, the bench). */
export async function openThrowawayPostgres(adminUrl: string): Promise<Database> {
  const { url, drop } = await createThrowawayPostgres(adminUrl);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

async function createThrowawayPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
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
  const { url, drop } = await createThrowawayPostgres(adminUrl);
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
