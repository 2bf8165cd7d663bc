import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { TEST_ENGINES, openSharedTestDatabase } from '../db/testDatabases.ts';
import { TEST_PUBLIC_URL, injectSend, postForm, startSignIn } from '../testing/oidcFlow.ts';
import { ensureSeedAccounts } from './embedded/accounts.ts';

// Two server processes on one database (issue 16 item 11): the limits on
// signing in and refreshing are counted together, whichever process answers.
describe.each(TEST_ENGINES)('rate limits shared by two server processes on %s', (engine) => {
  let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
  let apps: [FastifyInstance, FastifyInstance];
  // A clock that stands still, so no window edge falls mid-test.
  const clock = new Date();

  beforeAll(async () => {
    shared = await openSharedTestDatabase(engine);
    const [one, two] = shared.handles;
    await ensureSeedAccounts(one.db, { admin: { login: 'head.teacher', password: 'correct horse battery' }, user: undefined });
    const config = configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: TEST_PUBLIC_URL });
    apps = [await buildApp(config, { database: one, now: () => clock }), await buildApp(config, { database: two, now: () => clock })];
  }, 120_000);
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await shared?.close();
  });

  it('refresh: sixty calls a minute from one address across both, then 429 from either', async () => {
    const refresh = (app: FastifyInstance, i: number) =>
      app.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: `guess-${i}` }, remoteAddress: '203.0.113.50' });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await refresh(apps[i % 2] as FastifyInstance, i)).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    for (const app of apps) {
      const refused = await refresh(app, 60);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ errors: [{ code: 'TOO_MANY_REQUESTS', msg: expect.any(String) }] });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('sign-in: ten tries for one login from one address across both, then 429 from either', async () => {
    // The sign-in page of one process posts to either: the interaction lives in the database.
    const { jar, loginPath } = await startSignIn(injectSend(apps[0]), TEST_PUBLIC_URL, { ui_locales: 'en' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await postForm(injectSend(apps[i % 2] as FastifyInstance), jar, loginPath, { login: 'head.teacher', password: `guess ${i}`, action: 'sign-in' })).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    for (const app of apps) {
      const refused = await postForm(injectSend(app), jar, loginPath, { login: 'head.teacher', password: 'correct horse battery', action: 'sign-in' });
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('Too many sign-in attempts.');
    }
  }, 120_000);
});
