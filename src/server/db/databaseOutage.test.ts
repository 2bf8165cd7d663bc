import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_AWAY, DATABASE_CALL, call, type Answer } from '../testing/apiCalls.ts';
import { startPrivatePostgres, type PrivatePostgres } from '../testing/privatePostgres.ts';
import { startServerProcess, type ServerProcess, type ListeningServer } from '../testing/serverProcess.ts';
import { POSTGRES_TEST_ENGINES } from './testDatabases.ts';

// PostgreSQL stopped under load and started again (a restart, a failover):
// calls meanwhile get a clear 503 with Retry-After, never a 500 or a hang,
// and the server (a real process) comes back by itself. The database is a
// private cluster, since the shared test server must never be stopped.
// PGlite runs inside the process: it cannot go away on its own.

/** Calls in a loop from a few clients until stopped, every answer kept. */
function load(url: string, clients: number) {
  const answers: (Answer | { failed: string })[] = [];
  let running = true;
  const loops = Array.from({ length: clients }, async () => {
    while (running) answers.push(await call(url, DATABASE_CALL).catch((error: unknown) => ({ failed: String(error) })));
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.each(POSTGRES_TEST_ENGINES)('a server on %s whose database stops and starts again', () => {
  let postgres: PrivatePostgres;
  let dataDir: string;
  let server: ServerProcess<ListeningServer>;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'database-outage-'));
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 during the outage, 200 again once PostgreSQL is back, without a restart', async () => {
    const traffic = load(server.ready.url, 4);
    while (traffic.answers.length < 20) await new Promise((resolve) => setImmediate(resolve));

    await postgres.stop();
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await call(server.ready.url, DATABASE_CALL));
    const health = await call(server.ready.url, '/healthz');
    const readiness = await call(server.ready.url, '/readyz');

    await postgres.start();
    const after = await call(server.ready.url, DATABASE_CALL);
    const readyAfter = await call(server.ready.url, '/readyz');
    await traffic.stop();

    expect(during).toEqual(during.map(() => DATABASE_AWAY));
    expect(health).toMatchObject({ status: 200 }); // alive throughout
    expect(readiness).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { errors: [{ code: 'NOT_READY' }] } });
    expect(after).toMatchObject({ status: 200, body: { data: expect.any(Object) } });
    expect(readyAfter).toMatchObject({ status: 200, body: { status: 'ready', database: 'postgres' } });
    // Calls cut off mid-query by the stop are 503 too: nothing else under load.
    const statuses = new Set(traffic.answers.map((answer) => ('status' in answer ? answer.status : answer.failed)));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of traffic.answers.filter((each) => 'status' in each && each.status === 503)) expect(answer).toEqual(DATABASE_AWAY);
    expect(server.alive()).toBe(true);
  }, 60_000);
});
