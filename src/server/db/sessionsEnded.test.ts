import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_AWAY, DATABASE_CALL, call } from '../testing/apiCalls.ts';
import { startServerProcess, type ServerProcess, type ListeningServer } from '../testing/serverProcess.ts';
import { POSTGRES_TEST_ENGINES, createThrowawayDatabase, type ThrowawayDatabase } from './testDatabases.ts';

// PostgreSQL ends a server's sessions when an administrator says so, on a
// restart or a failover. The server (a real process on its own database)
// must live through it and answer the next call. PGlite has no sessions to
// end: these run where the PostgreSQL tests run.

/** How the test's own sessions are told from the server's. */
const TEST_SESSION = 'sessions-ended-test';

/** A session of the test's own on the server's database. */
async function sessionOn(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: TEST_SESSION });
  await client.connect();
  return client;
}

/** Ends the server's sessions on the database (only those), waiting until each has gone. Returns how many. */
async function endServerSessions(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>(
    'select pg_terminate_backend(pid, 10000) as ended from pg_stat_activity where datname = $1 and application_name <> $2',
    [database, TEST_SESSION],
  );
  return rows.filter((row) => row.ended).length;
}

describe.each(POSTGRES_TEST_ENGINES)('a server on %s whose sessions are ended', () => {
  let throwaway: ThrowawayDatabase;
  let dataDir: string;
  let server: ServerProcess<ListeningServer>;
  let admin: pg.Client;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] ?? '');
    dataDir = mkdtempSync(join(tmpdir(), 'sessions-ended-'));
    admin = await sessionOn(throwaway.url);
  }, 60_000);

  afterAll(async () => {
    await admin?.end();
    await throwaway?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // A server of each test's own: one that died in a test does not fail the next.
  beforeEach(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: throwaway.url });
  }, 60_000);

  afterEach(async () => {
    await server?.stop();
  });

  /** The process still runs and answers; its stderr says why if not. */
  async function expectAlive(): Promise<void> {
    const health = await call(server.ready.url, '/healthz').catch((error: unknown) => ({ status: 0, error, stderr: server.stderr() }));
    expect(health).toMatchObject({ status: 200 });
    expect(server.alive()).toBe(true);
  }

  it('lives through its idle connections being ended, and the next call succeeds', async () => {
    // Several calls at once leave several connections idle in the pool.
    const warmUp = await Promise.all(Array.from({ length: 5 }, () => call(server.ready.url, DATABASE_CALL)));
    expect(warmUp.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

    expect(await endServerSessions(admin, throwaway.name)).toBeGreaterThan(0);

    await expectAlive();
    expect(await call(server.ready.url, DATABASE_CALL)).toMatchObject({ status: 200 });
    await expectAlive();
  }, 30_000);

  it('answers calls whose queries are cut off with 503, lives on, and the next call succeeds', async () => {
    // Hold the table the call reads, so its queries wait in PostgreSQL until their sessions are ended.
    const locker = await sessionOn(throwaway.url);
    const calls = [];
    try {
      await locker.query('begin');
      await locker.query('lock table companies in access exclusive mode');
      for (let i = 0; i < 4; i++) calls.push(call(server.ready.url, DATABASE_CALL).catch((error: unknown) => ({ failed: String(error) })));
      for (;;) {
        if (!server.alive()) throw new Error(`The server stopped: ${server.stderr()}`);
        const { rows } = await admin.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [throwaway.name],
        );
        if (rows[0]?.waiting === calls.length) break;
        await sleep(50);
      }
      // The waiting calls' sessions, and the idle ones beside them (the pool's, the server's presence lock: serverPresence.ts).
      expect(await endServerSessions(admin, throwaway.name)).toBeGreaterThanOrEqual(calls.length);
    } finally {
      await locker.end();
    }

    expect(await Promise.all(calls)).toEqual(calls.map(() => DATABASE_AWAY));
    await expectAlive();
    expect(await call(server.ready.url, DATABASE_CALL)).toMatchObject({ status: 200 });
  }, 30_000);
});
