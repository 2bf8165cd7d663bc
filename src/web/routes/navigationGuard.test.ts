import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../shared/auth/roles.ts';
import { guardNavigation, type GuardAuth, type GuardContext, type GuardTarget } from './navigationGuard.ts';
import { ROUTES } from '../features.ts';
import { routeAccess } from './routeAccess.ts';
import { routeTable } from './routeTable.ts';

// The app's own routes, as the router builds them.
const routes = routeAccess(routeTable(ROUTES));

function auth(overrides: Partial<{ signedIn: boolean; roles: Role[]; refreshToken: boolean; refresh: GuardAuth['refresh'] }> = {}): GuardAuth {
  return {
    isSignedIn: () => overrides.signedIn ?? false,
    roles: () => overrides.roles ?? [],
    hasRefreshToken: () => overrides.refreshToken ?? false,
    refresh: overrides.refresh ?? (() => Promise.reject(new Error('refresh must not be called'))),
  };
}

function context(partial: Partial<GuardContext> = {}): GuardContext {
  return { isDesktop: true, routes, auth: auth(), ...partial };
}

function target(url: string): GuardTarget {
  const parsed = new URL(url, 'http://app.test');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

describe('the navigation guard', () => {
  it('sends a phone or tablet to the broker page, and lets it stay there', async () => {
    const mobile = context({ isDesktop: false, auth: auth({ signedIn: true }) });
    expect(await guardNavigation(target('/canvas'), mobile)).toEqual({ kind: 'redirect', to: '/appCheckBroker' });
    expect(await guardNavigation(target('/'), mobile)).toEqual({ kind: 'redirect', to: '/appCheckBroker' });
    expect(await guardNavigation(target('/appCheckBroker'), mobile)).toEqual({ kind: 'proceed' });
  });

  it('lets a guest open the public pages', async () => {
    for (const path of ['/', '/easy', '/login', '/login-callback', '/support', '/appCheckBroker']) {
      expect(await guardNavigation(target(path), context()), path).toEqual({ kind: 'proceed' });
    }
  });

  it('sends a signed-in user on an unknown path to Easy home when the path mentions easy, otherwise to Home', async () => {
    const signedIn = context({ auth: auth({ signedIn: true }) });
    expect(await guardNavigation(target('/easy/nowhere'), signedIn)).toEqual({ kind: 'redirect', to: '/easy' });
    expect(await guardNavigation(target('/my-easy-page'), signedIn)).toEqual({ kind: 'redirect', to: '/easy' });
    expect(await guardNavigation(target('/nowhere'), signedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('treats a trailing slash as the same route', async () => {
    const signedIn = context({ auth: auth({ signedIn: true }) });
    expect(await guardNavigation(target('/canvas/'), signedIn)).toEqual({ kind: 'proceed' });
  });

  it('sends a guest without a refresh token to sign in, keeping the query and the page to come back to', async () => {
    expect(await guardNavigation(target('/canvas?file=12&page=3'), context())).toEqual({
      kind: 'redirect',
      to: `/login?file=12&page=3&redirect=${encodeURIComponent('/canvas?file=12&page=3')}`,
    });
    expect(await guardNavigation(target('/cloud'), context())).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcloud' });
    expect(await guardNavigation(target('/canvas'), context())).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcanvas' });
    expect(await guardNavigation(target('/cloud/library?q=maps#top'), context())).toEqual({
      kind: 'redirect',
      to: `/login?q=maps&redirect=${encodeURIComponent('/cloud/library?q=maps#top')}`,
    });
  });

  it('gives a guest on an unknown path no page to come back to (Easy stays the landing place), and keeps the query', async () => {
    expect(await guardNavigation(target('/nowhere?from=mail'), context())).toEqual({ kind: 'redirect', to: '/login?from=mail' });
    expect(await guardNavigation(target('/easy/nowhere'), context())).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('does not let a target\'s own redirect parameter choose where a guest lands', async () => {
    const decision = await guardNavigation(target('/cloud?redirect=https://evil.example/'), context());
    expect(decision.kind).toBe('redirect');
    const to = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://app.test');
    expect(to.searchParams.getAll('redirect')).toEqual(['/cloud?redirect=https://evil.example/']);
  });

  it('checks the device before anything else', async () => {
    const refresh = vi.fn();
    const mobileGuest = context({ isDesktop: false, auth: auth({ refreshToken: true, refresh }) });
    expect(await guardNavigation(target('/canvas'), mobileGuest)).toEqual({ kind: 'redirect', to: '/appCheckBroker' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes the session when there is a refresh token, then lets the user in', async () => {
    let signedIn = false;
    const refresh = vi.fn(async () => {
      signedIn = true;
      return 'refreshed' as const;
    });
    const ctx = context({ auth: { ...auth({ refreshToken: true }), isSignedIn: () => signedIn, refresh } });
    expect(await guardNavigation(target('/cloud'), ctx)).toEqual({ kind: 'proceed' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('after a refresh, still refuses unknown paths', async () => {
    const ctx = context({ auth: auth({ refreshToken: true, refresh: async () => 'refreshed' }) });
    expect(await guardNavigation(target('/easy/unknown'), ctx)).toEqual({ kind: 'redirect', to: '/easy' });
  });

  it('sends the user to sign in with the full path when the refresh is refused', async () => {
    const ctx = context({ auth: auth({ refreshToken: true, refresh: async () => 'rejected' }) });
    expect(await guardNavigation(target('/canvas?file=7#page-2'), ctx)).toEqual({
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/canvas?file=7#page-2')}`,
    });
  });

  it('sends the user to sign in when the account service cannot be reached', async () => {
    const ctx = context({ auth: auth({ refreshToken: true, refresh: async () => 'unavailable' }) });
    expect(await guardNavigation(target('/cloud'), ctx)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcloud' });
  });

  it('opens Book to administrators only', async () => {
    const admin = context({ auth: auth({ signedIn: true, roles: ['DOT-ADMIN'] }) });
    const user = context({ auth: auth({ signedIn: true, roles: ['DOT-USER'] }) });
    expect(await guardNavigation(target('/book'), admin)).toEqual({ kind: 'proceed' });
    expect(await guardNavigation(target('/book'), user)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('knows every test page', async () => {
    const signedIn = context({ auth: auth({ signedIn: true }) });
    expect(await guardNavigation(target('/test/pdf-convert-demo'), signedIn)).toEqual({ kind: 'proceed' });
    expect(await guardNavigation(target('/test/unknown'), signedIn)).toEqual({ kind: 'redirect', to: '/' });
  });
});
