import { REFRESH_TOKEN_PATH } from '../../shared/api/userAppPaths.ts';
import { sessionFromClaims, type SessionInfo } from '../../shared/auth/session.ts';
import type { AuthPort } from './authPort.ts';
import type { OidcRedirects } from './oidcRedirects.ts';
import { isUnexpired, readJwtClaims } from './jwtClaims.ts';
import { safeReturnTo } from './returnTo.ts';
import type { TokenStore } from './tokenStore.ts';

/** The part of the Web Locks API (navigator.locks) used here: one lock, held while a callback runs, shared by every tab of the origin. */
export interface CrossTabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface StoredTokenAuthDeps {
  readonly tokens: TokenStore;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  /** The provider redirects (keycloak-js). */
  readonly redirects: OidcRedirects;
  /** Where the page to return to waits during the sign-in round trip (session storage). */
  readonly pending: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * navigator.locks, so tabs refresh one at a time (two tabs sending the same
   * refresh token at once would race); without it (older browsers, plain
   * http) only the refreshes of one tab are joined, and the server's reuse
   * allowance covers the race.
   */
  readonly locks?: CrossTabLocks | undefined;
}

const RETURN_TO_KEY = 'auth.returnTo';
const REFRESH_LOCK = 'tactile-studio.auth.refresh';

/**
 * Sign-in state read from the stored tokens (spec §9: local storage),
 * refreshed through the user app's refresh call (spec §7). The round trips
 * to the provider — sign-in and sign-out — go through keycloak-js.
 */
export function storedTokenAuth({ tokens, fetch, now, redirects, pending: pendingStore, locks }: StoredTokenAuthDeps): AuthPort {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // One session object per access token, so React sees a stable value.
  let cached: { token?: string | undefined; claims?: Record<string, unknown> | undefined; session?: SessionInfo | undefined } = {};
  /** The stored token's decoded state, or undefined when it is missing, unreadable or expired. */
  const current = () => {
    const token = tokens.access();
    if (token !== cached.token) {
      const claims = token ? readJwtClaims(token) : undefined;
      cached = { token, claims, session: claims && sessionFromClaims(claims) };
    }
    return cached.claims && isUnexpired(cached.claims, now()) ? cached : undefined;
  };
  const session = (): SessionInfo | undefined => current()?.session;

  let pending: Promise<'refreshed' | 'rejected' | 'unavailable'> | undefined;
  const refreshOnce = async (): Promise<'refreshed' | 'rejected' | 'unavailable'> => {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return 'rejected';
    // The answer's schema loads beside the request: most visits never refresh, so the first load does without it.
    // (A schema that cannot load is an answer that cannot be read: 'unavailable', tried again later.)
    const schema = import('../../shared/api/userApp.ts').then(
      (module) => module.refreshTokenResponse,
      () => undefined,
    );
    let response: Response;
    try {
      response = await fetch(REFRESH_TOKEN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ REFRESH_TOKEN: refreshToken }),
      });
    } catch {
      return 'unavailable';
    }
    if (response.status >= 400 && response.status < 500) {
      // Spec §4: a refresh token rejected with 400 signs the user out.
      if (response.status === 400) {
        tokens.clear();
        notify();
      }
      return 'rejected';
    }
    if (!response.ok) return 'unavailable';
    const body: unknown = await response.json().catch(() => undefined);
    const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
    const parsed = (await schema)?.safeParse(data);
    if (!parsed?.success) return 'unavailable';
    tokens.save({ accessToken: parsed.data.ACCESS_TOKEN, refreshToken: parsed.data.REFRESH_TOKEN });
    notify();
    return 'refreshed';
  };

  /** One refresh across all tabs: a tab that waited finds the pair another tab stored (local storage is shared) and uses it. */
  const refreshAcrossTabs = async (): Promise<'refreshed' | 'rejected' | 'unavailable'> => {
    if (!locks) return refreshOnce();
    const seen = tokens.refresh();
    return locks.request(REFRESH_LOCK, async () => (tokens.refresh() !== seen && current() ? 'refreshed' : refreshOnce()));
  };

  const refresh = () => {
    // Navigations that arrive together share one refresh call.
    pending ??= refreshAcrossTabs().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    async start() {
      // Only an expired (or unreadable) access token beside a refresh token
      // is worth asking about; a guest or a live session costs no call. A
      // refusal clears the tokens as any refresh does (spec §4), and an
      // account service that does not answer keeps them: either way the
      // guard and the API client then behave as for any failed refresh —
      // sign-in with the redirect, or 'Plean sign in again(n) !'.
      if (current() || !tokens.refresh()) return;
      try {
        await refresh();
      } catch (error) {
        // The app must come up whatever happened (a lock or storage that failed): as a guest, then.
        console.warn('The session could not be refreshed at start:', error);
      }
    },
    session,
    // An expired token would only earn a 401; saying there is none lets the
    // API client ask the user to sign in without a wasted call.
    accessToken: () => current()?.token,
    isSignedIn: () => session() !== undefined,
    roles: () => session()?.roles ?? [],
    hasRefreshToken: () => tokens.refresh() !== undefined,
    refresh,
    async startSignIn({ returnTo, locale }) {
      pendingStore.setItem(RETURN_TO_KEY, safeReturnTo(returnTo));
      await redirects.signIn({ locale });
    },
    async completeSignIn() {
      const outcome = await redirects.completeSignIn();
      if (outcome.kind !== 'signed-in') return outcome;
      tokens.save(outcome.tokens);
      notify();
      const returnTo = safeReturnTo(pendingStore.getItem(RETURN_TO_KEY));
      pendingStore.removeItem(RETURN_TO_KEY);
      return { kind: 'signed-in', returnTo };
    },
    async signOut() {
      const idToken = tokens.id();
      tokens.clear();
      notify();
      await redirects.signOut(idToken);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
