import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
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
  /** Connections at most (DATABASE_POOL_SIZE; defaultPoolSize() unless set). */
  readonly max?: number | undefined;
  /** Data statements as named prepared statements (DATABASE_PREPARED_STATEMENTS; on unless false). */
  readonly prepare?: boolean | undefined;
}

/**
 * Connections at most when DATABASE_POOL_SIZE is not set: twice this
 * machine's cores, from 4 to 10. More connections than the database has
 * cores to run them do not answer sooner: they queue inside PostgreSQL
 * instead of in the pool, and on a machine that also runs the server, ten
 * busy backends starve Node's one thread (issue 18 measured p99 65 ms with
 * 10 on 2 cores, 44–55 ms with 2–4). An operator whose database runs on a
 * bigger machine raises it (docs/DEPLOYMENT.md).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

/** Statements one connection keeps prepared, at most (each holds its plan in the backend's memory). */
export const PREPARED_PER_CONNECTION = 200;

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
    max: options.max ?? defaultPoolSize(),
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
    connect: () => pool.connect().then((client) => markedClient(client, options.prepare !== false), throwFromDatabase),
    end: () => pool.end(),
  };
}

function throwFromDatabase(error: unknown): never {
  throw fromDatabase(error);
}

/** What a connection has prepared, by statement text (a statement it may not prepare: null). */
const preparedOn = new WeakMap<pg.PoolClient, Map<string, string | null>>();

/** A data statement (never DDL): only these, sent with their values, may be prepared. */
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * The name `text` is prepared under on this connection, or undefined to
 * send it unnamed. Why prepare: PostgreSQL then plans a statement's shape
 * once per connection, and after five runs may keep a generic plan, where
 * an unnamed statement is parsed and planned on every run; with some 25
 * indexes on `files`, planning was most of a listing's cost in the database
 * (issue 18: 2.5 → 2.0 ms of CPU per listing request in all, server and
 * database together). PostgreSQL keeps a generic plan only where its
 * estimate is no worse than the custom plans' (what PgJDBC does by default).
 */
function preparedName(client: pg.PoolClient, text: string): string | undefined {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map()));
  const known = names.get(text);
  if (known !== undefined) return known ?? undefined;
  // Past the cap, new shapes (a bulk insert of n rows is a shape per n) go unnamed.
  if (names.size >= PREPARED_PER_CONNECTION) return undefined;
  const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** PostgreSQL's answer when a prepared statement's columns changed under it (a migration by a newer server): 0A000. */
function isPlanOutdated(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
}

/** A checked-out client whose query failures are marked as the database's. */
function markedClient(client: pg.PoolClient, prepare: boolean): PostgresPoolClient {
  const run = (args: unknown[]): unknown => Reflect.apply(client.query, client, args);
  const query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = prepare && typeof text === 'string' && Array.isArray(values) && DATA_STATEMENT.test(text) ? preparedName(client, text) : undefined;
    if (name !== undefined) {
      return (run([{ name, text, values }]) as Promise<unknown>).catch((error: unknown) => {
        if (!isPlanOutdated(error)) throwFromDatabase(error);
        // The statement ran not at all: once more unnamed, and never prepared again on this connection.
        preparedOn.get(client)?.set(text as string, null);
        return (run(args) as Promise<unknown>).catch(throwFromDatabase);
      });
    }
    const result = run(args);
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
