import { describe, expect, it, vi } from 'vitest';
import { storedTokenAuth, type StoredTokenAuthDeps } from './storedTokenAuth.ts';
import type { OidcRedirects } from './oidcRedirects.ts';
import type { TokenPair, TokenStore } from './tokenStore.ts';
import { fakeJwt } from '../testing/fakeJwt.ts';

function memoryStore(initial?: TokenPair): TokenStore & { saved: TokenPair | undefined } {
  let pair = initial;
  return {
    get saved() {
      return pair;
    },
    access: () => pair?.accessToken,
    refresh: () => pair?.refreshToken,
    id: () => pair?.idToken,
    save: (tokens) => {
      pair = tokens;
    },
    clear: () => {
      pair = undefined;
    },
  };
}

const NOW = Date.UTC(2026, 10, 21, 12);

function fakeRedirects(overrides: Partial<OidcRedirects> = {}): OidcRedirects {
  return {
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => ({ kind: 'cancelled' as const })),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}

function memoryPending(): StoredTokenAuthDeps['pending'] {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

function makeAuth(deps: Omit<StoredTokenAuthDeps, 'redirects' | 'pending'> & Partial<Pick<StoredTokenAuthDeps, 'redirects' | 'pending'>>) {
  return storedTokenAuth({ redirects: fakeRedirects(), pending: memoryPending(), ...deps });
}
const valid = fakeJwt({ sub: 'u1', preferred_username: 'reader', exp: NOW / 1000 + 600, resource_access: { 'dot-saas-user': { roles: ['DOT-USER'] } } });
const expired = fakeJwt({ sub: 'u1', exp: NOW / 1000 - 1 });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('stored-token sign-in', () => {
  it('treats a visitor without tokens as a guest', () => {
    const auth = makeAuth({ tokens: memoryStore(), fetch: vi.fn(), now: () => NOW });
    expect(auth.session()).toBeUndefined();
    expect(auth.isSignedIn()).toBe(false);
    expect(auth.hasRefreshToken()).toBe(false);
  });

  it('reads the session and roles from an unexpired access token', () => {
    const auth = makeAuth({ tokens: memoryStore({ accessToken: valid, refreshToken: 'r' }), fetch: vi.fn(), now: () => NOW });
    expect(auth.session()).toMatchObject({ userId: 'reader', roles: ['DOT-USER'] });
    expect(auth.session()).toBe(auth.session());
    expect(auth.roles()).toEqual(['DOT-USER']);
  });

  it('does not count an expired access token as signed in', () => {
    const auth = makeAuth({ tokens: memoryStore({ accessToken: expired, refreshToken: 'r' }), fetch: vi.fn(), now: () => NOW });
    expect(auth.isSignedIn()).toBe(false);
    expect(auth.hasRefreshToken()).toBe(true);
  });

  it('gives the access token for API calls only while it is unexpired', () => {
    const tokens = memoryStore({ accessToken: valid, refreshToken: 'r' });
    const auth = makeAuth({ tokens, fetch: vi.fn(), now: () => NOW });
    expect(auth.accessToken()).toBe(valid);
    tokens.save({ accessToken: expired, refreshToken: 'r' });
    expect(auth.accessToken()).toBeUndefined();
    tokens.save({ accessToken: 'not-a-jwt', refreshToken: 'r' });
    expect(auth.accessToken()).toBeUndefined();
    tokens.clear();
    expect(auth.accessToken()).toBeUndefined();
  });

  it('at start, refreshes silently a returning user whose access token has expired, so they arrive signed in', async () => {
    const tokens = memoryStore({ accessToken: expired, refreshToken: 'still-good' });
    const fetch = vi.fn(async () => json(200, { data: { ACCESS_TOKEN: valid, REFRESH_TOKEN: 'rotated' } }));
    const auth = makeAuth({ tokens, fetch, now: () => NOW });
    expect(auth.isSignedIn()).toBe(false);
    await auth.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(auth.isSignedIn()).toBe(true);
    expect(auth.session()).toMatchObject({ userId: 'reader' });
    expect(tokens.saved).toEqual({ accessToken: valid, refreshToken: 'rotated' });
  });

  it('at start, asks nothing of a guest or of a live session', async () => {
    const fetch = vi.fn();
    await makeAuth({ tokens: memoryStore(), fetch, now: () => NOW }).start();
    await makeAuth({ tokens: memoryStore({ accessToken: valid, refreshToken: 'r' }), fetch, now: () => NOW }).start();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('at start, a refresh that fails leaves a guest (400 clears the tokens; no answer keeps them for the guard) and does not throw', async () => {
    const refused = memoryStore({ accessToken: expired, refreshToken: 'stale' });
    const a = makeAuth({ tokens: refused, fetch: vi.fn(async () => json(400, { errors: [] })), now: () => NOW });
    await a.start();
    expect(a.isSignedIn()).toBe(false);
    expect(refused.saved).toBeUndefined();

    const offline = memoryStore({ accessToken: expired, refreshToken: 'kept' });
    const b = makeAuth({ tokens: offline, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), now: () => NOW });
    await b.start();
    expect(b.isSignedIn()).toBe(false);
    expect(b.hasRefreshToken()).toBe(true);
  });

  it('gives the new access token once a refresh has stored it', async () => {
    const auth = makeAuth({
      tokens: memoryStore({ accessToken: expired, refreshToken: 'r' }),
      fetch: vi.fn(async () => json(200, { ACCESS_TOKEN: valid, REFRESH_TOKEN: 'n' })),
      now: () => NOW,
    });
    expect(auth.accessToken()).toBeUndefined();
    await auth.refresh();
    expect(auth.accessToken()).toBe(valid);
  });

  it('refreshes through the user app and stores the new pair', async () => {
    const tokens = memoryStore({ accessToken: expired, refreshToken: 'old-refresh' });
    const fetch = vi.fn(async () => json(200, { ACCESS_TOKEN: valid, REFRESH_TOKEN: 'new-refresh' }));
    const auth = makeAuth({ tokens, fetch, now: () => NOW });
    const changed = vi.fn();
    auth.subscribe(changed);

    expect(await auth.refresh()).toBe('refreshed');
    expect(fetch).toHaveBeenCalledWith('/user-app/v1/login/refresh-token', expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ REFRESH_TOKEN: 'old-refresh' }),
    }));
    expect(tokens.saved).toEqual({ accessToken: valid, refreshToken: 'new-refresh' });
    expect(auth.isSignedIn()).toBe(true);
    expect(changed).toHaveBeenCalled();
  });

  it('signs the user out when the refresh token is rejected with 400', async () => {
    const tokens = memoryStore({ accessToken: expired, refreshToken: 'stale' });
    const auth = makeAuth({ tokens, fetch: vi.fn(async () => json(400, { errors: [] })), now: () => NOW });
    expect(await auth.refresh()).toBe('rejected');
    expect(tokens.saved).toBeUndefined();
  });

  it('reports other 4xx answers as rejected but keeps the tokens', async () => {
    const tokens = memoryStore({ accessToken: expired, refreshToken: 'kept' });
    const auth = makeAuth({ tokens, fetch: vi.fn(async () => json(404, { errors: [] })), now: () => NOW });
    expect(await auth.refresh()).toBe('rejected');
    expect(tokens.saved?.refreshToken).toBe('kept');
  });

  it('reports an unreachable server or a malformed answer as unavailable', async () => {
    const tokens = memoryStore({ accessToken: expired, refreshToken: 'r' });
    const offline = makeAuth({ tokens, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), now: () => NOW });
    expect(await offline.refresh()).toBe('unavailable');
    const broken = makeAuth({ tokens, fetch: vi.fn(async () => json(200, { ACCESS_TOKEN: '' })), now: () => NOW });
    expect(await broken.refresh()).toBe('unavailable');
    const failing = makeAuth({ tokens, fetch: vi.fn(async () => json(503, {})), now: () => NOW });
    expect(await failing.refresh()).toBe('unavailable');
  });

  it('makes one refresh call for navigations that arrive together', async () => {
    const fetch = vi.fn(async () => json(200, { data: { ACCESS_TOKEN: valid, REFRESH_TOKEN: 'n' } }));
    const auth = makeAuth({ tokens: memoryStore({ accessToken: expired, refreshToken: 'r' }), fetch, now: () => NOW });
    const outcomes = await Promise.all([auth.refresh(), auth.refresh()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('remembers where to return across the sign-in round trip, only inside the app', async () => {
    const tokens = memoryStore();
    const redirects = fakeRedirects({
      completeSignIn: vi.fn(async () => ({ kind: 'signed-in' as const, tokens: { accessToken: valid, refreshToken: 'r1', idToken: 'id1' } })),
    });
    const auth = makeAuth({ tokens, fetch: vi.fn(), now: () => NOW, redirects });
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.startSignIn({ returnTo: '/cloud?folder=3', locale: 'ko' });
    expect(redirects.signIn).toHaveBeenCalledWith({ locale: 'ko' });
    expect(await auth.completeSignIn()).toEqual({ kind: 'signed-in', returnTo: '/cloud?folder=3' });
    expect(tokens.saved).toEqual({ accessToken: valid, refreshToken: 'r1', idToken: 'id1' });
    expect(listener).toHaveBeenCalled();
    expect(auth.session()).toMatchObject({ userId: 'reader' });

    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/login?redirect=/x', undefined]) {
      await auth.startSignIn({ returnTo, locale: 'en' });
      expect(await auth.completeSignIn(), String(returnTo)).toEqual({ kind: 'signed-in', returnTo: '/easy' });
    }
  });

  it('passes a cancelled or failed return on and keeps no tokens', async () => {
    const tokens = memoryStore();
    const auth = makeAuth({ tokens, fetch: vi.fn(), now: () => NOW, redirects: fakeRedirects({ completeSignIn: vi.fn(async () => ({ kind: 'failed' as const, reason: 'invalid_grant' })) }) });
    expect(await auth.completeSignIn()).toEqual({ kind: 'failed', reason: 'invalid_grant' });
    expect(tokens.saved).toBeUndefined();
  });

  it('signs out here at once, then ends the provider session with the ID token', async () => {
    const tokens = memoryStore({ accessToken: valid, refreshToken: 'r', idToken: 'the-id-token' });
    const redirects = fakeRedirects();
    const auth = makeAuth({ tokens, fetch: vi.fn(), now: () => NOW, redirects });
    await auth.signOut();
    expect(tokens.saved).toBeUndefined();
    expect(auth.isSignedIn()).toBe(false);
    expect(redirects.signOut).toHaveBeenCalledWith('the-id-token');
  });
});

describe('refreshing in several tabs', () => {
  /** The browser's lock manager, at the edge of the world: one holder per name at a time, the rest in order. */
  function fakeLocks() {
    const tails = new Map<string, Promise<unknown>>();
    return {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        const run = (tails.get(name) ?? Promise.resolve()).then(callback);
        tails.set(name, run.catch(() => undefined));
        return run;
      },
    };
  }

  /** The token endpoint: each call rotates the pair, and a rotated token is refused. */
  function rotatingServer() {
    let current = 'refresh-0';
    const sent: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { REFRESH_TOKEN } = JSON.parse(String(init?.body)) as { REFRESH_TOKEN: string };
      sent.push(REFRESH_TOKEN);
      if (REFRESH_TOKEN !== current) return json(400, { errors: [{ code: 'BAD_REQUEST', msg: 'refused' }] });
      current = `refresh-${sent.length}`;
      return json(200, { data: { ACCESS_TOKEN: valid, REFRESH_TOKEN: current } });
    });
    return { fetch, sent };
  }

  it('sends the refresh token once when two tabs refresh together; the tab that waited uses the pair the other stored', async () => {
    const shared = memoryStore({ accessToken: expired, refreshToken: 'refresh-0' });
    const server = rotatingServer();
    const locks = fakeLocks();
    const tabs = [makeAuth({ tokens: shared, fetch: server.fetch, now: () => NOW, locks }), makeAuth({ tokens: shared, fetch: server.fetch, now: () => NOW, locks })];
    expect(await Promise.all(tabs.map((tab) => tab.refresh()))).toEqual(['refreshed', 'refreshed']);
    expect(server.sent).toEqual(['refresh-0']);
    expect(shared.saved).toEqual({ accessToken: valid, refreshToken: 'refresh-1' });
    expect(tabs.every((tab) => tab.isSignedIn())).toBe(true);
  });

  it('still refreshes in a tab that waited when the other tab\'s refresh left nothing usable', async () => {
    const shared = memoryStore({ accessToken: expired, refreshToken: 'refresh-0' });
    const server = rotatingServer();
    const locks = fakeLocks();
    const first = makeAuth({ tokens: shared, fetch: vi.fn(async () => json(503, { errors: [] })), now: () => NOW, locks });
    const second = makeAuth({ tokens: shared, fetch: server.fetch, now: () => NOW, locks });
    expect(await Promise.all([first.refresh(), second.refresh()])).toEqual(['unavailable', 'refreshed']);
    expect(server.sent).toEqual(['refresh-0']);
  });

  it('without the Web Locks API, each tab refreshes on its own (the server\'s reuse allowance covers the race)', async () => {
    const shared = memoryStore({ accessToken: expired, refreshToken: 'refresh-0' });
    const server = rotatingServer();
    const tabs = [makeAuth({ tokens: shared, fetch: server.fetch, now: () => NOW }), makeAuth({ tokens: shared, fetch: server.fetch, now: () => NOW })];
    await Promise.all(tabs.map((tab) => tab.refresh()));
    expect(server.sent).toEqual(['refresh-0', 'refresh-0']);
  });
});
