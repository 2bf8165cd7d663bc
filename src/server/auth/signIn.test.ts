import { SignJWT, base64url, decodeJwt, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../db/testDatabases.ts';
import { ensureDefaultMenus } from '../services/menus.ts';
import { ensureDefaultOrganisation } from '../services/organisation.ts';
import { TEST_PUBLIC_URL, injectSend, pathOf, postForm, signInForTokens, signInWithSession, startSignIn, type HttpSend, type TokenSet } from '../testing/oidcFlow.ts';
import { boundedQueue, type BoundedQueue } from '../http/boundedQueue.ts';
import { ensureSeedAccounts } from './embedded/accounts.ts';
import { providerSecrets } from './embedded/providerSecrets.ts';

const ISSUER = `${TEST_PUBLIC_URL}/realms/dot`;
const REDIRECT_URI = `${TEST_PUBLIC_URL}/login-callback`;
const ADMIN = { login: 'head.teacher', password: 'correct horse battery' };
const USER = { login: 'student', password: 'another long secret' };

describe.each(TEST_ENGINES)('sign-in and the API on %s', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let send: HttpSend;
  let site: { compNo: number; siteNo: number };
  let admin: TokenSet;
  let user: TokenSet;
  // Small, so a test can fill it; and rate-limit windows on a clock that stands still, so no window edge falls mid-test.
  const passwordQueue: BoundedQueue = boundedQueue({ concurrency: 1, maxWaiting: 1 });
  const clock = new Date();

  const menus = (token: string | undefined, userNo: string, suffix = '') =>
    app.inject({
      method: 'GET',
      url: `/site-app/v1/sites/${site.siteNo}-${site.compNo}/users/${encodeURIComponent(userNo)}/menus${suffix}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  const menuIds = (body: { data: { items: { MENU_ID: string }[] } }) => body.data.items.map((item) => item.MENU_ID);

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    site = await ensureDefaultOrganisation(database.db, 'localhost');
    await ensureDefaultMenus(database.db, site.siteNo);
    await ensureSeedAccounts(database.db, { admin: ADMIN, user: USER });
    app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', PUBLIC_URL: TEST_PUBLIC_URL }), { database, passwordQueue, now: () => clock });
    send = injectSend(app);
    admin = await signInForTokens(send, TEST_PUBLIC_URL, ADMIN.login, ADMIN.password);
    user = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('the embedded provider', () => {
    it('publishes a discovery document shaped like a Keycloak realm', async () => {
      const response = await app.inject({ method: 'GET', url: '/realms/dot/.well-known/openid-configuration' });
      expect(response.statusCode).toBe(200);
      const document = response.json<Record<string, unknown>>();
      expect(document['issuer']).toBe(ISSUER);
      expect(document['token_endpoint']).toMatch(/\/realms\/dot\/protocol\/openid-connect\/token$/);
      expect(document['jwks_uri']).toMatch(/\/realms\/dot\/protocol\/openid-connect\/certs$/);
      expect(document['end_session_endpoint']).toMatch(/\/realms\/dot\/protocol\/openid-connect\/logout$/);
      expect(document['code_challenge_methods_supported']).toEqual(['S256']);
    });

    it('publishes only public keys', async () => {
      const response = await app.inject({ method: 'GET', url: '/realms/dot/protocol/openid-connect/certs' });
      const { keys } = response.json<{ keys: Record<string, unknown>[] }>();
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    });

    it('refuses an authorization request without PKCE', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/realms/dot/protocol/openid-connect/auth?${new URLSearchParams({ client_id: 'dot-saas-user', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid' })}`,
      });
      expect(response.statusCode).toBe(303);
      expect(String(response.headers.location)).toContain('error=invalid_request');
    });

    it('issues JWT access tokens with the roles where Keycloak puts them', () => {
      const claims = decodeJwt(admin.access_token);
      expect(claims.iss).toBe(ISSUER);
      expect(claims.aud).toBe('dot-saas-user');
      expect(claims['preferred_username']).toBe(ADMIN.login);
      expect(claims['resource_access']).toEqual({ 'dot-saas-user': { roles: ['DOT-ADMIN', 'DOT-USER'] } });
      expect(decodeJwt(user.access_token)['resource_access']).toEqual({ 'dot-saas-user': { roles: ['DOT-USER'] } });
      expect(admin.expires_in).toBe(20 * 60);
      // keycloak-js reads the refresh token as a JWT too, as Keycloak's are.
      expect(decodeJwt(admin.refresh_token)).toMatchObject({ typ: 'Refresh', iss: ISSUER, azp: 'dot-saas-user' });
    });
  });

  describe('the sign-in page', () => {
    it('is labelled, in the language the app asked for, with no inline script', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      const response = await app.inject({ method: 'GET', url: loginPath, headers: { cookie: jar.header() } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="en" dir="ltr">');
      expect(response.body).toContain('<title>Sign in to Tactile Studio</title>');
      expect(response.body).toMatch(/<label for="login">Login ID<\/label>\s*<input id="login"[^>]*autocomplete="username"/);
      expect(response.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password"[^>]*type="password"/);
      expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
      expect(response.body).not.toMatch(/\sstyle=/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('speaks Arabic right to left, and Korean, from the browser language', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'ar' });
      const arabic = await app.inject({ method: 'GET', url: loginPath, headers: { cookie: jar.header() } });
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      const korean = await startSignIn(send, TEST_PUBLIC_URL);
      const page = await app.inject({ method: 'GET', url: korean.loginPath, headers: { cookie: korean.jar.header(), 'accept-language': 'ko-KR,ko;q=0.9' } });
      expect(page.body).toContain('<title>Tactile Studio에 로그인</title>');
    });

    it('says what is missing, marks the field and keeps the login typed', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      const response = await postForm(send, jar, loginPath, { login: 'student', password: '', action: 'sign-in' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<title>Error: Sign in to Tactile Studio</title>');
      expect(response.body).toMatch(/role="alert"[^>]*autofocus/);
      expect(response.body).toContain('Enter your password.');
      expect(response.body).toMatch(/<input id="password"[^>]*aria-invalid="true" aria-describedby="problem-message"/);
      expect(response.body).toMatch(/<input id="login"[^>]*value="student"/);
    });

    it('refuses a wrong password without saying which part was wrong', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      for (const [login, password] of [[USER.login, 'wrong password'], ['nobody', USER.password]] as const) {
        const response = await postForm(send, jar, loginPath, { login, password, action: 'sign-in' });
        expect(response.statusCode).toBe(401);
        expect(response.body).toContain('Incorrect login ID or password.');
      }
    }, 120_000);

    it('escapes what the user typed', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      const response = await postForm(send, jar, loginPath, { login: '"><script>alert(1)</script>', password: 'x', action: 'sign-in' });
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
    });

    it('slows guessing: the eleventh try in a minute is refused', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await postForm(send, jar, loginPath, { login: 'target', password: `guess ${i}`, action: 'sign-in' })).statusCode);
      expect(statuses.every((status) => status === 401)).toBe(true);
      const refused = await postForm(send, jar, loginPath, { login: 'target', password: 'guess 10', action: 'sign-in' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body).toContain('Too many sign-in attempts.');
    }, 120_000);

    it('slows guessing one login from many addresses: the twenty-first try in a minute is refused', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      const fromAddress = (i: number) =>
        app.inject({
          method: 'POST',
          url: loginPath,
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
          payload: new URLSearchParams({ login: 'Victim', password: `guess ${i}`, action: 'sign-in' }).toString(),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await fromAddress(i)).statusCode);
      expect(statuses.every((status) => status === 401)).toBe(true);
      const refused = await fromAddress(20);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }, 120_000);

    it('answers "busy", with Retry-After and its own page, while password checks are full; then signs in again', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      // Hold the one place and the one place in line.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const occupants = [passwordQueue.run(() => held), passwordQueue.run(() => held)];
      const page = await app.inject({ method: 'GET', url: loginPath, headers: { cookie: jar.header() } });
      const locale = /<input type="hidden" name="locale" value="([^"]+)">/.exec(page.body)?.[1] ?? '';
      const busy = await postForm(send, jar, loginPath, { locale, login: USER.login, password: USER.password, action: 'sign-in' });
      expect(busy.statusCode).toBe(503);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(busy.headers['content-type']).toContain('text/html');
      expect(busy.body).toContain('<title>Error: Sign in to Tactile Studio</title>');
      expect(busy.body).toContain('Many people are signing in right now. Try again in a few seconds.');
      expect(busy.body).toMatch(/<input id="login"[^>]*value="student"/);
      release();
      await Promise.all(occupants);
      const after = await postForm(send, jar, loginPath, { login: USER.login, password: USER.password, action: 'sign-in' });
      expect(after.statusCode).toBe(303);
    });

    it('refuses a login with a NUL or another control character on its own page, not with a crash', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL, { ui_locales: 'en' });
      for (const login of ['stu\u0000dent', '\u0000', 'stu\u0007dent']) {
        const response = await postForm(send, jar, loginPath, { login, password: 'whatever it is', action: 'sign-in' });
        expect(response.statusCode, JSON.stringify(login)).toBe(400);
        expect(response.body).toContain('The login ID contains a character that cannot be used.');
        expect(response.body).toMatch(/<input id="login"[^>]*aria-invalid="true"/);
        expect(response.body).not.toContain('\u0000');
      }
    });

    it('refuses a NUL in the provider\'s own parameters with 400 or an error back to the app, not a crash', async () => {
      const base = { client_id: 'dot-saas-user', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', code_challenge: 'c'.repeat(43), code_challenge_method: 'S256' };
      for (const extra of [{ state: 'a\u0000b' }, { login_hint: '\u0000' }, { nonce: 'n\u0000' }, { ui_locales: 'en\u0000' }]) {
        const response = await app.inject({ method: 'GET', url: `/realms/dot/protocol/openid-connect/auth?${new URLSearchParams({ ...base, ...extra })}` });
        expect(response.statusCode, JSON.stringify(extra)).toBeLessThan(500);
        if (response.statusCode === 303) expect(String(response.headers.location), JSON.stringify(extra)).toContain('error=invalid_request');
      }
    });

    it('sends the user back to the app when they cancel', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL);
      const response = await postForm(send, jar, loginPath, { action: 'cancel' });
      jar.take(response);
      const back = await app.inject({ method: 'GET', url: pathOf(response.headers['location']), headers: { cookie: jar.header() } });
      expect(String(back.headers.location)).toMatch(new RegExp(`^${REDIRECT_URI}#.*error=access_denied`));
    });

    it('explains an expired or foreign sign-in instead of failing blankly', async () => {
      const response = await app.inject({ method: 'GET', url: '/realms/dot/login-actions/not-a-real-one', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('The sign-in took too long.');
      expect(response.body).toContain(`href="${TEST_PUBLIC_URL}/"`);
    });

    it('answers a form that is too large with 413, not a crash', async () => {
      const { jar, loginPath } = await startSignIn(send, TEST_PUBLIC_URL);
      const response = await postForm(send, jar, loginPath, { login: 'x'.repeat(20_000), password: 'y' });
      expect(response.statusCode).toBe(413);
    });
  });

  describe('signing out', () => {
    const logoutUrl = (idToken: string) =>
      `/realms/dot/protocol/openid-connect/logout?${new URLSearchParams({ client_id: 'dot-saas-user', id_token_hint: idToken, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`, ui_locales: 'en' })}`;

    it('confirms with the provider form and, asked by the app, submits it by itself', async () => {
      const { tokens, jar } = await signInWithSession(send, TEST_PUBLIC_URL, USER.login, USER.password);
      const page = await app.inject({ method: 'GET', url: logoutUrl(tokens.id_token), headers: { cookie: jar.header() } });
      jar.take(page);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Sign out of Tactile Studio?</title>');
      expect(page.body).toContain('src="/realms/dot/assets/auto-submit.js"');
      expect(page.body).toMatch(/<button type="submit" form="op.logoutForm" name="logout" value="yes"[^>]*data-auto-submit>Sign out</);
      expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
      const script = await app.inject({ method: 'GET', url: '/realms/dot/assets/auto-submit.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');

      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
      const confirmed = await postForm(send, jar, pathOf(action), { xsrf, logout: 'yes' });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe(`${TEST_PUBLIC_URL}/`);
      // The session's refresh token dies with it.
      const refreshed = await app.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: tokens.refresh_token } });
      expect(refreshed.statusCode).toBe(400);
    });

    it('without a session, lets only the provider\'s own inline script run, by hash', async () => {
      const tokens = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
      const page = await app.inject({ method: 'GET', url: logoutUrl(tokens.id_token) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    });
  });

  describe('POST /user-app/v1/login/refresh-token', () => {
    const refresh = (body: unknown) => app.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: body as object });

    it('trades a refresh token for a new pair, once', async () => {
      const tokens = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
      const response = await refresh({ REFRESH_TOKEN: tokens.refresh_token });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { ACCESS_TOKEN: string; REFRESH_TOKEN: string } }>();
      expect(decodeJwt(data.ACCESS_TOKEN).sub).toBe(decodeJwt(tokens.access_token).sub);
      expect(data.REFRESH_TOKEN).not.toBe(tokens.refresh_token);
      expect((await menus(data.ACCESS_TOKEN, String(decodeJwt(data.ACCESS_TOKEN).sub))).statusCode).toBe(200);
      // The old one is refused once the reuse allowance has passed: see below.
    });

    it('lets eight tabs refresh with one token at once, and keeps every one of them signed in', async () => {
      const tokens = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
      const answers = await Promise.all(Array.from({ length: 8 }, () => refresh({ REFRESH_TOKEN: tokens.refresh_token })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
      const pairs = answers.map((answer) => answer.json<{ data: { ACCESS_TOKEN: string; REFRESH_TOKEN: string } }>().data);
      for (const pair of pairs) {
        expect((await menus(pair.ACCESS_TOKEN, String(decodeJwt(pair.ACCESS_TOKEN).sub))).statusCode).toBe(200);
      }
      // Whichever tab's new token was kept goes on refreshing.
      for (const pair of pairs) expect((await refresh({ REFRESH_TOKEN: pair.REFRESH_TOKEN })).statusCode).toBe(200);
    });

    it('ends the grant when a rotated refresh token comes back after the reuse allowance (a stolen copy)', async () => {
      const tokens = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
      const first = await refresh({ REFRESH_TOKEN: tokens.refresh_token });
      expect(first.statusCode).toBe(200);
      const next = first.json<{ data: { REFRESH_TOKEN: string } }>().data.REFRESH_TOKEN;
      // As if the allowance had passed since the rotation.
      const handle = String(decodeJwt(tokens.refresh_token)['rt']);
      await database.db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date(Date.now() - 60_000) })
        .where('model', '=', 'RefreshToken')
        .where('id', '=', handle)
        .execute();
      const replay = await refresh({ REFRESH_TOKEN: tokens.refresh_token });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ errors: [{ code: 'BAD_REQUEST', msg: expect.stringContaining('refused') }] });
      // The whole grant is gone: the rightful holder's newer token too.
      expect((await refresh({ REFRESH_TOKEN: next })).statusCode).toBe(400);
    });

    it('refuses a refresh token with a NUL in it with 400, here and at the provider\'s own token endpoint', async () => {
      const tokens = await signInForTokens(send, TEST_PUBLIC_URL, USER.login, USER.password);
      for (const token of ['a\u0000b', `${tokens.refresh_token}\u0000`, '\u0000']) {
        const response = await refresh({ REFRESH_TOKEN: token });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: [{ code: 'BAD_REQUEST', msg: expect.stringContaining('NUL') }] });
      }
      const direct = await app.inject({
        method: 'POST',
        url: '/realms/dot/protocol/openid-connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&client_id=dot-saas-user&refresh_token=${encodeURIComponent(tokens.refresh_token)}%00`,
      });
      expect(direct.statusCode).toBe(400);
      expect(direct.json()).toMatchObject({ error: 'invalid_grant' });
      const code = await app.inject({
        method: 'POST',
        url: '/realms/dot/protocol/openid-connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=authorization_code&client_id=dot-saas-user&code=abc%00def&code_verifier=${'v'.repeat(43)}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
      });
      expect(code.statusCode).toBe(400);
      // The token the user holds was not touched.
      expect((await refresh({ REFRESH_TOKEN: tokens.refresh_token })).statusCode).toBe(200);
    });

    it('slows a flood from one address: the sixty-first call in a minute gets 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const answer = await app.inject({ method: 'POST', url: '/user-app/v1/login/refresh-token', payload: { REFRESH_TOKEN: `guess-${i}` }, remoteAddress: '203.0.113.9' });
        statuses.push(answer.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it('answers a bad or missing refresh token with 400 and an errors list', async () => {
      for (const body of [{ REFRESH_TOKEN: 'not-a-token' }, {}, { REFRESH_TOKEN: '' }, { REFRESH_TOKEN: 42 }]) {
        const response = await refresh(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
      }
    });
  });

  describe('GET /site-app/v1/sites/{siteNo}-{compNo}/users/{userNo}/menus', () => {
    it('shows Book (M00003) to an administrator only', async () => {
      const adminMenus = await menus(admin.access_token, String(decodeJwt(admin.access_token).sub));
      expect(adminMenus.statusCode).toBe(200);
      expect(menuIds(adminMenus.json())).toEqual(['M00001', 'M00002', 'M00004', 'M00003', 'M00005']);
      const userMenus = await menus(user.access_token, String(decodeJwt(user.access_token).sub));
      expect(menuIds(userMenus.json())).toEqual(['M00001', 'M00002', 'M00004', 'M00005']);
      expect(userMenus.json().data.items[0]).toEqual({ MENU_ID: 'M00001', MENU_NAME: '홈', MENU_URL: '/', MENU_LEVEL: 1, PARENT_MENU_ID: null, children: [] });
    });

    it('serves guests as GUEST, without Book', async () => {
      const response = await menus(undefined, 'GUEST');
      expect(response.statusCode).toBe(200);
      expect(menuIds(response.json())).not.toContain('M00003');
    });

    it('answers one menu by id, and 404 for one the caller may not see', async () => {
      const adminNo = String(decodeJwt(admin.access_token).sub);
      expect(menuIds((await menus(admin.access_token, adminNo, '/M00003')).json())).toEqual(['M00003']);
      const userNo = String(decodeJwt(user.access_token).sub);
      expect((await menus(user.access_token, userNo, '/M00003')).statusCode).toBe(404);
    });

    it('never lets a caller act as someone else', async () => {
      const adminNo = String(decodeJwt(admin.access_token).sub);
      const asAdmin = await menus(user.access_token, adminNo);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toEqual({ errors: [{ code: 'FORBIDDEN', msg: 'Forbidden' }] });
      expect((await menus(undefined, adminNo)).statusCode).toBe(403);
      expect((await menus(user.access_token, 'GUEST')).statusCode).toBe(403);
    });

    it('refuses malformed paths with 400 and unknown sites with 404', async () => {
      for (const url of ['/site-app/v1/sites/abc/users/GUEST/menus', '/site-app/v1/sites/1-/users/GUEST/menus', '/site-app/v1/sites/1-1/users/GUEST/menus/%27or1=1']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
      }
      const missing = await app.inject({ method: 'GET', url: `/site-app/v1/sites/999-${site.compNo}/users/GUEST/menus` });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('access token checks', () => {
    const userNo = () => String(decodeJwt(user.access_token).sub);
    const signWith = async (claims: Record<string, unknown>, options: { issuer?: string; audience?: string; expiresAt?: number; typ?: string; subject?: string } = {}) => {
      const [key] = (await providerSecrets(database.db)).signingKeys;
      if (!key?.kid) throw new Error('no signing key');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ resource_access: { 'dot-saas-user': { roles: ['DOT-USER'] } }, preferred_username: 'student', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: options.typ ?? 'at+jwt' })
        .setIssuer(options.issuer ?? ISSUER)
        .setAudience(options.audience ?? 'dot-saas-user')
        .setSubject(options.subject ?? userNo())
        .setIssuedAt(now - 60)
        .setExpirationTime(options.expiresAt ?? now + 600)
        .sign(await importJWK(key, 'RS256'));
    };
    const expectRejected = async (token: string) => {
      const response = await menus(token, userNo());
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('invalid_token');
      expect(response.json()).toEqual({ errors: [{ code: 'UNAUTHORIZED', msg: expect.any(String) }] });
    };

    it('accepts a well-formed token signed by the issuer (the control case)', async () => {
      expect((await menus(await signWith({}), userNo())).statusCode).toBe(200);
    });

    it('refuses an expired token', async () => {
      await expectRejected(await signWith({}, { expiresAt: Math.floor(Date.now() / 1000) - 120 }));
    });

    it('refuses a token from another issuer', async () => {
      await expectRejected(await signWith({}, { issuer: 'http://evil.example/realms/dot' }));
    });

    it('refuses a validly signed token whose subject is the guest\'s reserved USER_NO', async () => {
      for (const sub of ['GUEST', 'guest']) {
        const token = await signWith({ preferred_username: 'guest' }, { subject: sub });
        const response = await menus(token, 'GUEST');
        expect(response.statusCode, sub).toBe(401);
        expect(response.json()).toEqual({ errors: [{ code: 'UNAUTHORIZED', msg: expect.any(String) }] });
      }
      expect(await database.db.selectFrom('users').select('subject').where('subject', 'in', ['GUEST', 'guest']).execute()).toEqual([]);
    });

    it('refuses a token for another audience', async () => {
      await expectRejected(await signWith({}, { audience: 'some-other-api' }));
    });

    it('refuses alg "none"', async () => {
      const [, payload] = user.access_token.split('.');
      const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }));
      await expectRejected(`${header}.${payload}.`);
    });

    it('refuses a token whose roles were edited after signing', async () => {
      const [header, payload = '', signature] = user.access_token.split('.');
      const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
      claims['resource_access'] = { 'dot-saas-user': { roles: ['DOT-ADMIN', 'DOT-USER'] } };
      const tampered = `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
      await expectRejected(tampered);
      // And the untampered one still shows no Book.
      expect(menuIds((await menus(user.access_token, userNo())).json())).not.toContain('M00003');
    });

    it('refuses a token signed by a key the issuer never published', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ resource_access: { 'dot-saas-user': { roles: ['DOT-ADMIN'] } } })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setAudience('dot-saas-user')
        .setSubject(userNo())
        .setExpirationTime(now + 600)
        .sign(privateKey);
      await expectRejected(forged);
    });

    it('refuses an HMAC token made with the public key as its secret', async () => {
      const certs = (await app.inject({ method: 'GET', url: '/realms/dot/protocol/openid-connect/certs' })).body;
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer(ISSUER)
        .setAudience('dot-saas-user')
        .setSubject(userNo())
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(new TextEncoder().encode(certs));
      await expectRejected(forged);
    });

    it('refuses an ID token used as an access token', async () => {
      await expectRejected(user.id_token);
    });

    it('refuses a header that is not a bearer token, and garbage', async () => {
      for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer not.a.jwt', `Bearer ${'a'.repeat(5000)}`]) {
        const response = await app.inject({ method: 'GET', url: `/site-app/v1/sites/${site.siteNo}-${site.compNo}/users/GUEST/menus`, headers: { authorization } });
        expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
      }
    });

    it('keeps a users row for each subject, named from the token', async () => {
      const rows = await database.db.selectFrom('users').select(['subject', 'login_id', 'name']).orderBy('login_id').execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { subject: String(decodeJwt(admin.access_token).sub), login_id: ADMIN.login, name: 'Administrator' },
          { subject: userNo(), login_id: USER.login, name: 'User' },
        ]),
      );
    });
  });
});
