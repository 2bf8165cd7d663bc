import pg from 'pg';

/** How long a query waits for a connection before it fails (and the caller gets a 503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The connections to a PostgreSQL server. PostgreSQL may end any of them at
 * any time (a restart, a failover, an administrator's pg_terminate_backend):
 * pg then emits 'error' on the client, and on the pool when the client was
 * idle, and an 'error' nobody listens to ends the whole process. So every
 * client gets a listener the moment it connects, checked out or idle; the
 * broken client is dropped and the next query opens a new connection, which
 * is how the server comes back by itself when the database does.
 */
export function postgresPool(connectionString: string, report: (error: Error) => void = warn): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // An unreachable server (a dropped network, a host that is gone) fails
    // the query after this long instead of holding the request for ever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Notices a peer that vanished without closing (a failover) sooner.
    keepAlive: true,
  });
  pool.on('connect', (client) => client.on('error', report));
  // The pool passes an idle client's error on: the client's own listener
  // above has reported it already.
  pool.on('error', () => undefined);
  return pool;
}

function warn(error: Error): void {
  console.warn(`A PostgreSQL connection ended (${error.message}); the next query opens a new one.`);
}
