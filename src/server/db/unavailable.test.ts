import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../testing/freePort.ts';
import { postgresPool } from './postgresPool.ts';
import { fromDatabase, isDatabaseUnavailable } from './unavailable.ts';
import { TEST_ENGINES, openTestDatabase } from './testDatabases.ts';

// Which failures mean "the database is away, try again shortly" (503) and
// which are bugs (500). The connection failures are real ones: node-postgres
// against a port nobody listens on, a peer that hangs up, a peer that never
// answers.

/** What the first query through the server's pool to 127.0.0.1:port fails with. */
async function firstQueryError(port: number, connectTimeoutMs = 0): Promise<unknown> {
  const pool = postgresPool(`postgres://nobody@127.0.0.1:${port}/none`, { connectTimeoutMs, report: () => undefined });
  try {
    const client = await pool.connect();
    client.release();
    throw new Error('the connect succeeded');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('a database that cannot be reached', () => {
  let peer: Server | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => (peer ? peer.close(resolve) : resolve(undefined)));
    peer = undefined;
  });

  /** A TCP peer on a free port that does `onConnection` with each connection. */
  async function listen(onConnection: (socket: Socket) => void): Promise<number> {
    const port = await freePort();
    const server = createServer((socket) => {
      sockets.push(socket);
      onConnection(socket);
    });
    peer = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return port;
  }

  it('is recognised when nothing listens (ECONNREFUSED)', async () => {
    expect(isDatabaseUnavailable(await firstQueryError(await freePort()))).toBe(true);
  });

  it('is recognised when the server hangs up ("Connection terminated unexpectedly")', async () => {
    const error = await firstQueryError(await listen((socket) => socket.end()));
    expect(String(error)).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is recognised when the server never answers (the connect timeout)', async () => {
    const error = await firstQueryError(await listen(() => undefined), 100);
    expect(String(error)).toMatch(/timeout/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is recognised by SQLSTATE: shutting down, starting up, a connection exception', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('server says no'), { code })), code).toBe(true);
    }
  });

  it('is recognised behind a cause or among the attempts of an AggregateError', () => {
    const refused = () => Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('listing failed', { cause: fromDatabase(refused()) }))).toBe(true);
    expect(isDatabaseUnavailable(fromDatabase(new AggregateError([refused(), refused()])))).toBe(true);
  });

  it('is not a socket error from anywhere else: the file store or a client resetting is a failure, not the database away', () => {
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'EPIPE']) {
      const socketError = Object.assign(new Error(`read ${code}`), { code });
      expect(isDatabaseUnavailable(socketError), code).toBe(false);
      expect(isDatabaseUnavailable(new Error('upload failed', { cause: socketError })), code).toBe(false);
      expect(isDatabaseUnavailable(fromDatabase(Object.assign(new Error(`read ${code}`), { code }))), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});

describe.each(TEST_ENGINES)('an ordinary failure on %s', (engine) => {
  it('is not an outage: a bad query and a broken constraint stay 500s', async () => {
    const database = await openTestDatabase(engine);
    try {
      const missing = await sql`select * from no_such_table`.execute(database.db).catch((error: unknown) => error);
      const duplicate = await database.db
        .insertInto('companies')
        .values([{ name: 'A', domain: 'same.example' }, { name: 'B', domain: 'same.example' }])
        .execute()
        .catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(Error);
      expect(duplicate).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(missing)).toBe(false);
      expect(isDatabaseUnavailable(duplicate)).toBe(false);
      expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'split')"))).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
