import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { EMBEDDED_REALM_PATH } from '../../shared/config/siteConfig.ts';

// Drives the embedded provider through HTTP as a browser and keycloak-js
// would: authorization request with PKCE, the sign-in form, the redirect
// back with a code, and the token request. Cookies are kept in a small jar.

export const TEST_PUBLIC_URL = 'http://localhost:8080';
export const REDIRECT_URI = `${TEST_PUBLIC_URL}/login-callback`;
const base = `${EMBEDDED_REALM_PATH}/protocol/openid-connect`;

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A path and query from a Location header (absolute or not). */
export function pathOf(location: string | string[] | number | undefined): string {
  const url = new URL(String(location), TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

export interface SignInStart {
  readonly jar: CookieJar;
  readonly verifier: string;
  /** The sign-in page's path (its form posts back to it). */
  readonly loginPath: string;
}

/** Starts an authorization request and follows it to the sign-in page. */
export async function startSignIn(app: FastifyInstance, query: Record<string, string> = {}): Promise<SignInStart> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: 'dot-saas-user',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...query,
  });
  const response = await app.inject({ method: 'GET', url: `${base}/auth?${params}` });
  jar.take(response);
  if (response.statusCode !== 303) throw new Error(`authorization answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { jar, verifier, loginPath: pathOf(response.headers.location) };
}

export function postForm(app: FastifyInstance, jar: CookieJar, url: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    payload: new URLSearchParams(form).toString(),
  });
}

export interface TokenSet {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly id_token: string;
  readonly expires_in: number;
}

/** Signs in with a login and password and trades the code for tokens. */
export async function signInForTokens(app: FastifyInstance, login: string, password: string): Promise<TokenSet> {
  return (await signInWithSession(app, login, password)).tokens;
}

/** As signInForTokens, keeping the browser's cookies (its provider session) too. */
export async function signInWithSession(app: FastifyInstance, login: string, password: string): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const { jar, verifier, loginPath } = await startSignIn(app);
  const submitted = await postForm(app, jar, loginPath, { login, password, action: 'sign-in' });
  jar.take(submitted);
  if (submitted.statusCode !== 303) throw new Error(`sign-in answered ${submitted.statusCode}`);
  let location = String(submitted.headers.location);
  // Follow the provider's redirects until it sends the browser back to the app.
  for (let hop = 0; hop < 5 && !location.startsWith(REDIRECT_URI); hop++) {
    const next = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.take(next);
    if (next.statusCode !== 303) throw new Error(`resume answered ${next.statusCode}: ${next.body.slice(0, 300)}`);
    location = String(next.headers.location);
  }
  const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await app.inject({
    method: 'POST',
    url: `${base}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: 'dot-saas-user', code_verifier: verifier }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  return { tokens: token.json<TokenSet>(), jar };
}
