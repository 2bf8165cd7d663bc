// Tells "the database is not there right now" (a restart, a failover, a
// network cut: try again shortly) from every other failure (a bug: a 500).
// Only a PostgreSQL server can be away; the embedded PGlite runs inside the
// process and has no connection to lose.
//
// A SQLSTATE is PostgreSQL's own word. A socket error (ECONNRESET, a
// timeout) or node-postgres's wording is not: the S3 store or a client's
// connection fail the same way, and those are not the database being away.
// So they count only on an error the pool marked as its own (postgresPool.ts).

/** When a client should try again while the database is away (a restart takes seconds), for Retry-After. */
export const DATABASE_RETRY_AFTER_SECONDS = '5';

const FROM_DATABASE = Symbol('fromDatabase');

/** Marks `error` as a failure of talking to the database, and gives it back. */
export function fromDatabase(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && Object.isExtensible(error)) {
    Object.defineProperty(error, FROM_DATABASE, { value: true });
  }
  return error;
}

/** SQLSTATEs of a server that is shutting down, starting up or full. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast or smart stop
  '57P02', // crash_shutdown: another backend crashed
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Class 08: connection exceptions (08000, 08003, 08006, 08001, …). */
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket errors on the way to the server. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * node-postgres says these without a code: the server closed the socket
 * ("Connection terminated unexpectedly"), a connect took longer than the
 * timeout ("… due to connection timeout", "timeout exceeded when trying to
 * connect"), or a query went to a client whose connection already broke.
 */
const UNAVAILABLE_MESSAGES = [/^Connection terminated\b/, /^timeout exceeded when trying to connect$/, /is not queryable$/];

function isUnavailableItself(error: object, ours: boolean): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code)) return true;
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
    if (ours && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  return ours && typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what caused it, or one of the attempts of an
 * AggregateError, as a connect to every address of a host gives) says the
 * database could not be reached. What a marked error carries is the
 * database's too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableWithin(error, false, 0);
}

function unavailableWithin(error: unknown, marked: boolean, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const ours = marked || FROM_DATABASE in error;
  if (isUnavailableItself(error, ours)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (unavailableWithin(cause, ours, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => unavailableWithin(inner, ours, depth + 1));
}
