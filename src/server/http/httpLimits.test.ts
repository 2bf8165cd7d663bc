import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../config.ts';

// The HTTP_* settings: seconds in, milliseconds kept; caps may be 0 (off),
// timeouts may not; anything else stops the server naming the setting.

describe('HTTP_* settings', () => {
  it('has defaults a fresh install can run with', () => {
    expect(configFromEnv({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
      bodyMinBytesPerSecond: 1024,
      bodyRateWindowMs: 30_000,
      maxConnectionsPerAddress: 256,
      maxConnections: 4096,
    });
  });

  it('reads seconds, bytes and counts, and 0 turns a cap off', () => {
    const http = configFromEnv({ HTTP_REQUEST_TIMEOUT: '5', HTTP_BODY_MIN_RATE: '0', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0', HTTP_MAX_CONNECTIONS: ' 100 ' }).http;
    expect(http).toMatchObject({ requestTimeoutMs: 5000, bodyMinBytesPerSecond: 0, maxConnectionsPerAddress: 0, maxConnections: 100 });
  });

  it('refuses a timeout of 0, a fraction or a word, naming the setting', () => {
    for (const [name, value] of [['HTTP_HEADERS_TIMEOUT', '0'], ['HTTP_BODY_RATE_WINDOW', '1.5'], ['HTTP_MAX_CONNECTIONS', 'many'], ['HTTP_IDLE_TIMEOUT', '-1']] as const) {
      expect(() => configFromEnv({ [name]: value }), name).toThrow(ConfigError);
      expect(() => configFromEnv({ [name]: value }), name).toThrow(name);
    }
  });
});
