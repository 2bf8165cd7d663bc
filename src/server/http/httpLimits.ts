// How long and how slowly a client may hold a connection, and how many it
// may hold (issue 16 item 2). Twenty thousand connections that trickle a
// byte every few seconds would otherwise keep every file descriptor of the
// process. Read from the environment by config.ts; tests pass small values.

export interface HttpLimits {
  /** The request line and headers must arrive within this (HTTP_HEADERS_TIMEOUT, seconds). */
  readonly headersTimeoutMs: number;
  /** A body that is not an upload (not multipart) must arrive whole within this of its headers (HTTP_REQUEST_TIMEOUT). */
  readonly requestTimeoutMs: number;
  /** A kept-alive connection with no request in flight is closed after this (HTTP_KEEP_ALIVE_TIMEOUT). */
  readonly keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way, while the server is not working on its answer, is closed after this (HTTP_IDLE_TIMEOUT). */
  readonly idleTimeoutMs: number;
  /** Every body, uploads included, must keep arriving at this many bytes a second on average… (HTTP_BODY_MIN_RATE) */
  readonly bodyMinBytesPerSecond: number;
  /** …over each window of this length (HTTP_BODY_RATE_WINDOW, seconds). */
  readonly bodyRateWindowMs: number;
  /** Open connections from one address; 0 for no cap (HTTP_MAX_CONNECTIONS_PER_ADDRESS). */
  readonly maxConnectionsPerAddress: number;
  /** Open connections in all; 0 for no cap (HTTP_MAX_CONNECTIONS). */
  readonly maxConnections: number;
}

export class HttpLimitsError extends Error {}

/** name, default, unit (ms per unit) */
const SETTINGS = {
  headersTimeoutMs: ['HTTP_HEADERS_TIMEOUT', 20, 1000],
  requestTimeoutMs: ['HTTP_REQUEST_TIMEOUT', 60, 1000],
  keepAliveTimeoutMs: ['HTTP_KEEP_ALIVE_TIMEOUT', 72, 1000],
  idleTimeoutMs: ['HTTP_IDLE_TIMEOUT', 120, 1000],
  bodyMinBytesPerSecond: ['HTTP_BODY_MIN_RATE', 1024, 1],
  bodyRateWindowMs: ['HTTP_BODY_RATE_WINDOW', 30, 1000],
  maxConnectionsPerAddress: ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', 256, 1],
  maxConnections: ['HTTP_MAX_CONNECTIONS', 4096, 1],
} as const satisfies Record<keyof HttpLimits, readonly [string, number, number]>;

/** Settings that may be 0 (no cap); the timeouts and the rate window may not. */
const ZERO_ALLOWED: ReadonlySet<keyof HttpLimits> = new Set(['maxConnectionsPerAddress', 'maxConnections', 'bodyMinBytesPerSecond']);

export function httpLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): HttpLimits {
  const limits: Partial<Record<keyof HttpLimits, number>> = {};
  for (const [key, [name, fallback, unit]] of Object.entries(SETTINGS) as [keyof HttpLimits, readonly [string, number, number]][]) {
    const text = env[name]?.trim();
    const value = text === undefined || text === '' ? fallback : Number(text);
    const lowest = ZERO_ALLOWED.has(key) ? 0 : 1;
    if (!Number.isInteger(value) || value < lowest || value > 1_000_000_000) {
      throw new HttpLimitsError(`${name} must be a whole number from ${lowest}, not "${text ?? ''}".`);
    }
    limits[key] = value * unit;
  }
  return limits as HttpLimits;
}
