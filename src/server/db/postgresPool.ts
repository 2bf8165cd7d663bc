import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { fromDatabase } from './unavailable.ts';

/** How long a query waits for a connection before it fails (and the caller gets a 503). */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface PostgresPoolOptions {
  /** Told when a connection ends under us (the default writes a warning). */
  readonly report?: (error: Error) => void;
  /** How long a connect may take (CONNECT_TIMEOUT_MS unless a test wants less). */
  readonly connectTimeoutMs?: number;
}

/**
 * The connections to a PostgreSQL server, as Kysely takes them. PostgreSQL
 * may end any of them at any time (a restart, a failover, an administrator's
 * pg_terminate_backend): pg then emits 'error' on the client, and on the pool
 * when the client was idle, and an 'error' nobody listens to ends the whole
 * process. So every client gets a listener the moment it connects, checked out
 * or idle; the broken client is dropped and the next query opens a new
 * connection, which is how the server comes back by itself when the database
 * does.
 *
 * Every failure of a connect or a query is marked as the database's
 * (unavailable.ts): a socket error such as ECONNRESET means "the database is
 * away" only when it came from here, not from the file store or a client.
 */
export function postgresPool(connectionString: string, options: PostgresPoolOptions = {}): PostgresPool {
  const report = options.report ?? warn;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // An unreachable server (a dropped network, a host that is gone) fails
    // the query after this long instead of holding the request for ever.
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Notices a peer that vanished without closing (a failover) sooner.
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', report));
  // The pool passes an idle client's error on: the client's own listener
  // above has reported it already.
  pool.on('error', () => undefined);
  return {
    Client: pg.Client,
    options: pool.options,
    connect: () => pool.connect().then(markedClient, throwFromDatabase),
    end: () => pool.end(),
  };
}

function throwFromDatabase(error: unknown): never {
  throw fromDatabase(error);
}

/** A checked-out client whose query failures are marked as the database's. */
function markedClient(client: pg.PoolClient): PostgresPoolClient {
  const query = (...args: unknown[]) => {
    const result: unknown = Reflect.apply(client.query, client, args);
    // A query of text answers a promise; a cursor (streaming) answers itself.
    return result instanceof Promise ? result.catch(throwFromDatabase) : result;
  };
  // Kysely cancels a query by the backend's id.
  const { processID } = client as { processID?: number };
  return {
    ...(processID === undefined ? {} : { processID }),
    query: query as PostgresPoolClient['query'],
    release: (destroy?: boolean) => client.release(destroy),
  };
}

function warn(error: Error): void {
  console.warn(`A PostgreSQL connection ended (${error.message}); the next query opens a new one.`);
}
