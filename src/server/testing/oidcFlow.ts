import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_REALM_PATH } from '../../shared/config/siteConfig.ts';

// Drives the embedded provider through HTTP as a browser and keycloak-js
// would: authorization request with PKCE, the sign-in form, the redirect
// back with a code, and the token request. Cookies are kept in a small jar.
// Works over Fastify's inject (server tests) or real HTTP (browser tests).

export const TEST_PUBLIC_URL = 'http://localhost:8080';
const base = `${EMBEDDED_REALM_PATH}/protocol/openid-connect`;

export interface HttpAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: string;
}

export type HttpSend = (request: HttpRequest) => Promise<HttpAnswer>;

export function injectSend(app: FastifyInstance): HttpSend {
  return async (request) => app.inject(request);
}

/** Real HTTP to a running server, redirects not followed (as the flow inspects them). */
export function fetchSend(origin: string): HttpSend {
  return async ({ method, url, headers, payload }) => {
    const response = await fetch(new URL(url, origin), { method, redirect: 'manual', ...(headers ? { headers } : {}), ...(payload ? { body: payload } : {}) });
    const answerHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers);
    answerHeaders['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers: answerHeaders, body: await response.text() };
  };
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: HttpAnswer): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : typeof header === 'string' ? [header] : []) {
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
export async function startSignIn(send: HttpSend, publicUrl: string, query: Record<string, string> = {}): Promise<SignInStart> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: 'dot-saas-user',
    redirect_uri: `${publicUrl}/login-callback`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...query,
  });
  const response = await send({ method: 'GET', url: `${base}/auth?${params}` });
  jar.take(response);
  if (response.statusCode !== 303) throw new Error(`authorization answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { jar, verifier, loginPath: pathOf(response.headers['location']) };
}

export function postForm(send: HttpSend, jar: CookieJar, url: string, form: Record<string, string>): Promise<HttpAnswer> {
  return send({
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

/** Signs in with a login and password and trades the code for tokens, keeping the browser's cookies (its provider session). */
export async function signInWithSession(send: HttpSend, publicUrl: string, login: string, password: string): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const redirectUri = `${publicUrl}/login-callback`;
  const { jar, verifier, loginPath } = await startSignIn(send, publicUrl);
  const submitted = await postForm(send, jar, loginPath, { login, password, action: 'sign-in' });
  jar.take(submitted);
  if (submitted.statusCode !== 303) throw new Error(`sign-in answered ${submitted.statusCode}`);
  let location = String(submitted.headers['location']);
  // Follow the provider's redirects until it sends the browser back to the app.
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const next = await send({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.take(next);
    if (next.statusCode !== 303) throw new Error(`resume answered ${next.statusCode}: ${next.body.slice(0, 300)}`);
    location = String(next.headers['location']);
  }
  const code = new URLSearchParams(new URL(location).hash.slice(1)).get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await send({
    method: 'POST',
    url: `${base}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'dot-saas-user', code_verifier: verifier }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  return { tokens: JSON.parse(token.body) as TokenSet, jar };
}

export async function signInForTokens(send: HttpSend, publicUrl: string, login: string, password: string): Promise<TokenSet> {
  return (await signInWithSession(send, publicUrl, login, password)).tokens;
}
