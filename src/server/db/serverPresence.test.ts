import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVERS_LOCK_KEY, joinServers, type ServerPresence } from './serverPresence.ts';
import { TEST_ENGINES, createThrowawayDatabase } from './testDatabases.ts';

// Whether a server is alone on its database decides what its start-up sweep
// may take (drive/uploads/orphanSweep.ts). Several "servers" here are several
// joins, each with its own connection, as separate processes would have.

describe.each(TEST_ENGINES)('server presence on %s', (engine) => {
  let url: string | undefined;
  let drop = async (): Promise<void> => undefined;
  let probe: pg.Client | undefined;
  const joined: ServerPresence[] = [];
  const errors: unknown[] = [];
  const join = async () => {
    const presence = await joinServers(url, (error) => errors.push(error));
    joined.push(presence);
    return presence;
  };
  /** Sessions holding (or waiting for) the servers' lock, as PostgreSQL sees them. */
  const lockSessions = async (granted: boolean) => {
    if (!probe) throw new Error('no probe connection');
    const result = await probe.query<{ pid: number }>(
      "select pid from pg_locks where locktype = 'advisory' and granted = $2 and objid = ($1::bigint & 4294967295)",
      [SERVERS_LOCK_KEY, granted],
    );
    return result.rows.map((row) => row.pid);
  };

  beforeAll(async () => {
    if (engine === 'postgres') {
      const throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
      url = throwaway.url;
      drop = throwaway.drop;
      probe = new pg.Client({ connectionString: url });
      await probe.connect();
    }
  });
  afterAll(async () => {
    for (const presence of joined) await presence.close();
    await probe?.end();
    await drop();
  });

  it('a first server is alone', async () => {
    const first = await join();
    expect(first.alone).toBe(true);
    await first.settle();
    await first.close();
  });

  // The embedded engine is alone by its data folder's lock: there is nothing more to ask of it.
  if (engine === 'postgres') {
    it('a second is not alone while the first runs; the next after them is, and one starting meanwhile waits for it to settle', async () => {
      const first = await join();
      await first.settle();
      const second = await join();
      expect(second.alone).toBe(false);
      await second.settle();
      await first.close();
      await second.close();

      const sweeping = await join();
      expect(sweeping.alone).toBe(true);
      let joinedLate = false;
      const late = join().then((presence) => {
        joinedLate = true;
        return presence;
      });
      // The late one is queued on the lock (PostgreSQL says so), not done.
      await expect.poll(async () => (await lockSessions(false)).length, { timeout: 10_000 }).toBe(1);
      expect(joinedLate).toBe(false);
      await sweeping.settle();
      expect((await late).alone).toBe(false);
      for (const presence of joined) await presence.close();
    });

    it('keeps its place when PostgreSQL ends its connection, without ending the process', async () => {
      const running = await join();
      await running.settle();
      const [before] = await lockSessions(true);
      // What an administrator, a failover or a database restart does to an idle connection.
      await probe?.query('select pg_terminate_backend($1)', [before]);
      await expect.poll(async () => {
        const holders = await lockSessions(true);
        return holders.length === 1 && holders[0] !== before;
      }, { timeout: 10_000 }).toBe(true);
      expect(errors.length).toBeGreaterThan(0);
      expect((await join()).alone).toBe(false);
    });
  }
});
