import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_PATH } from '../../shared/api/userApp.ts';
import { buildApp } from '../app.ts';
import { ConfigError, configFromEnv } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { TEST_PUBLIC_URL } from '../testing/oidcFlow.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, and takes true, a hop count or the proxies\' addresses and ranges', () => {
    const trustOf = (value?: string) => configFromEnv(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect(trustOf()).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('2')).toBe(2);
    expect(trustOf(' 10.0.0.5, 192.168.0.0/16 ,::1,fd00::/8')).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8']);
    for (const bad of ['0', '11', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1/8/2', 'yes']) expect(() => trustOf(bad), bad).toThrow(ConfigError);
  });

  describe('behind a reverse proxy', () => {
    let database: Database;
    const apps: FastifyInstance[] = [];
    const start = async (trustProxy?: string) => {
      const app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: TEST_PUBLIC_URL, ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) }), { database });
      apps.push(app);
      return app;
    };
    // Sixty refresh calls a minute are allowed per client address (routes/userAppRoutes.ts); an empty body answers 400 at once.
    const refreshFrom = (app: FastifyInstance, client: string) =>
      app.inject({ method: 'POST', url: REFRESH_TOKEN_PATH, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': client }, payload: {} });

    beforeAll(async () => {
      database = await openDatabase({ dataDir: 'memory' });
    }, 60_000);
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database.close();
    });

    it('counts the limits per client when the proxy is trusted, and per proxy when it is not', async () => {
      for (const [setting, net] of [['10.0.0.0/8', '203.0.113'], ['1', '192.0.2']] as const) {
        const trusting = await start(setting);
        const statuses = [];
        for (let i = 0; i < 61; i++) statuses.push((await refreshFrom(trusting, `${net}.${i}`)).statusCode);
        expect(statuses.every((status) => status === 400), setting).toBe(true);
      }

      // Not trusted: the header is anyone's to send, so every call counts against the proxy's one address.
      const wary = await start();
      const waryStatuses = [];
      for (let i = 0; i < 61; i++) waryStatuses.push((await refreshFrom(wary, `198.51.100.${i}`)).statusCode);
      expect(waryStatuses.slice(0, 60).every((status) => status === 400)).toBe(true);
      expect(waryStatuses[60]).toBe(429);
    }, 60_000);
  });
});
