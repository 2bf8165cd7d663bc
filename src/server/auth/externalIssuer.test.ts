import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { ensureDefaultMenus } from '../services/menus.ts';
import { ensureDefaultOrganisation } from '../services/organisation.ts';
import { fetchSend, signInForTokens } from '../testing/oidcFlow.ts';
import { ensureSeedAccounts } from './embedded/accounts.ts';
import { hashPassword } from './embedded/passwords.ts';

// OIDC_ISSUER: the API trusts an outside provider it reaches over HTTP —
// discovery, its JWKS, its token endpoint. The outside provider here is a
// second server running the embedded one (the same shape as a Keycloak
// realm), listening on a real port.

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('an outside issuer (OIDC_ISSUER)', () => {
  let issuerDb: Database;
  let apiDb: Database;
  let issuerApp: FastifyInstance;
  let api: FastifyInstance;
  let issuerOrigin: string;
  let site: { compNo: number; siteNo: number };

  beforeAll(async () => {
    const port = await freePort();
    issuerOrigin = `http://127.0.0.1:${port}`;
    issuerDb = await openDatabase({ dataDir: 'memory' });
    await ensureSeedAccounts(issuerDb.db, { admin: { login: 'boss', password: 'boss password' }, user: undefined });
    issuerApp = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: issuerOrigin }), { database: issuerDb });
    await issuerApp.listen({ port, host: '127.0.0.1' });

    apiDb = await openDatabase({ dataDir: 'memory' });
    site = await ensureDefaultOrganisation(apiDb.db, 'api.example');
    await ensureDefaultMenus(apiDb.db, site.siteNo);
    api = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: 'http://api.example', OIDC_ISSUER: `${issuerOrigin}/realms/dot` }), { database: apiDb });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await issuerApp?.close();
    await apiDb?.close();
    await issuerDb?.close();
  });

  it('does not run a provider of its own', async () => {
    const response = await api.inject({ method: 'GET', url: '/realms/dot/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
    const config = await api.inject({ method: 'GET', url: '/app-config.json' });
    expect(config.json()).toMatchObject({ signIn: { issuer: `${issuerOrigin}/realms/dot`, clientId: 'dot-saas-user' } });
  });

  it('accepts the issuer\'s tokens, checked through its published keys, with their roles', async () => {
    const tokens = await signInForTokens(fetchSend(issuerOrigin), issuerOrigin, 'boss', 'boss password');
    const userNo = String(decodeJwt(tokens.access_token).sub);
    const response = await api.inject({
      method: 'GET',
      url: `/site-app/v1/sites/${site.siteNo}-${site.compNo}/users/${userNo}/menus`,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { items: { MENU_ID: string }[] } }>().data.items.map((item) => item.MENU_ID)).toContain('M00003');
  });

  it('refreshes at the issuer\'s token endpoint', async () => {
    const tokens = await signInForTokens(fetchSend(issuerOrigin), issuerOrigin, 'boss', 'boss password');
    const response = await api.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: tokens.refresh_token } });
    expect(response.statusCode).toBe(200);
    const refused = await api.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: 'made-up' } });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses tokens from another issuer', async () => {
    // A token from a different issuer (here: a third server) fails the issuer check.
    const other = await openDatabase({ dataDir: 'memory' });
    await ensureSeedAccounts(other.db, { admin: { login: 'boss', password: 'boss password' }, user: undefined });
    const otherPort = await freePort();
    const otherOrigin = `http://127.0.0.1:${otherPort}`;
    const otherApp = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: otherOrigin }), { database: other });
    await otherApp.listen({ port: otherPort, host: '127.0.0.1' });
    try {
      const foreign = await signInForTokens(fetchSend(otherOrigin), otherOrigin, 'boss', 'boss password');
      const response = await api.inject({
        method: 'GET',
        url: `/site-app/v1/sites/${site.siteNo}-${site.compNo}/users/${String(decodeJwt(foreign.access_token).sub)}/menus`,
        headers: { authorization: `Bearer ${foreign.access_token}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await otherApp.close();
      await other.close();
    }
  }, 60_000);

  it('answers 502, not a crash, while the issuer cannot be reached', async () => {
    const down = await openDatabase({ dataDir: 'memory' });
    const port = await freePort();
    const orphan = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', OIDC_ISSUER: `http://127.0.0.1:${port}/realms/dot` }), { database: down });
    try {
      const refresh = await orphan.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: 'x' } });
      expect(refresh.statusCode).toBe(502);
      const site2 = await ensureDefaultOrganisation(down.db, 'localhost');
      const tokens = await signInForTokens(fetchSend(issuerOrigin), issuerOrigin, 'boss', 'boss password');
      const userNo = String(decodeJwt(tokens.access_token).sub);
      const menus = await orphan.inject({
        method: 'GET',
        url: `/site-app/v1/sites/${site2.siteNo}-${site2.compNo}/users/${userNo}/menus`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      // A well-formed token that cannot be checked now: 503, not 401 (which would sign the user out).
      expect(menus.statusCode).toBe(503);
      expect(menus.json()).toEqual({ errors: [{ code: 'UPSTREAM', msg: expect.any(String) }] });
    } finally {
      await orphan.close();
      await down.close();
    }
  }, 60_000);

  it('takes a re-created account whose login an earlier account had: the subject is the identity, the login a label', async () => {
    const menusWith = (token: string) =>
      api.inject({
        method: 'GET',
        url: `/site-app/v1/sites/${site.siteNo}-${site.compNo}/users/${String(decodeJwt(token).sub)}/menus`,
        headers: { authorization: `Bearer ${token}` },
      });
    const before = await signInForTokens(fetchSend(issuerOrigin), issuerOrigin, 'boss', 'boss password');
    expect((await menusWith(before.access_token)).statusCode).toBe(200);
    // At the issuer the account is deleted and made again: the same login under a new subject.
    await issuerDb.db.deleteFrom('accounts').where('login_id', '=', 'boss').execute();
    await issuerDb.db
      .insertInto('accounts')
      .values({ account_id: randomUUID(), login_id: 'boss', name: 'Boss again', password_hash: await hashPassword('boss password'), roles: JSON.stringify(['DOT-ADMIN', 'DOT-USER']), seed: 'admin' })
      .execute();
    const after = await signInForTokens(fetchSend(issuerOrigin), issuerOrigin, 'boss', 'boss password');
    expect(decodeJwt(after.access_token).sub).not.toBe(decodeJwt(before.access_token).sub);
    expect((await menusWith(after.access_token)).statusCode).toBe(200);
    const rows = await apiDb.db.selectFrom('users').select(['subject', 'name']).where('login_id', '=', 'boss').orderBy('user_no').execute();
    expect(rows).toEqual([
      { subject: String(decodeJwt(before.access_token).sub), name: 'Administrator' },
      { subject: String(decodeJwt(after.access_token).sub), name: 'Boss again' },
    ]);
  }, 60_000);
});
