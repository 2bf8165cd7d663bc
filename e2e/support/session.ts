import { test as base, devices, type BrowserContext } from '@playwright/test';
import type { AppLocale } from '../../src/shared/i18n/locales.ts';
import { fetchSend, signInForTokens, type TokenSet } from '../../src/server/testing/oidcFlow.ts';
import { sessionFromClaims } from '../../src/shared/auth/session.ts';
import { readJwtClaims } from '../../src/web/auth/jwtClaims.ts';
import { TOKEN_KEYS } from '../../src/web/auth/tokenStore.ts';
import { SYNCED_ACCOUNT_KEY } from '../../src/web/preferences/syncedAccount.ts';
import { fakeJwt } from '../../src/web/testing/fakeJwt.ts';
import { E2E_ACCOUNTS } from './accounts.ts';

// The state a test starts in, written to local storage before the app loads:
// who is signed in (real tokens from the server's embedded sign-in) and,
// optionally, the interface language. Shared by the e2e and a11y suites.

export type Visitor = 'guest' | 'user' | 'admin';

// One sign-in per account per worker while its access token has time left:
// the provider's session and tokens are real. A token lives 20 minutes (a
// worker on a slow machine runs longer), and seconds on the short-lived server.
const signedIn = new Map<string, Promise<TokenSet>>();

/** A test needs its page loaded and its steps done before the token it starts with runs out. */
const TOKEN_TIME_NEEDED_MS = 60_000;

function timeLeftMs(tokens: TokenSet): number {
  const exp = readJwtClaims(tokens.access_token)?.['exp'];
  return typeof exp === 'number' ? exp * 1000 - Date.now() : Number.POSITIVE_INFINITY;
}

/** Real tokens for a seeded account, from the server at `origin`. */
export async function realTokens(visitor: Exclude<Visitor, 'guest'>, origin: string, { fresh = false } = {}): Promise<TokenSet> {
  const key = `${visitor}@${origin}`;
  const account = E2E_ACCOUNTS[visitor];
  const cached = fresh ? undefined : signedIn.get(key);
  if (cached && timeLeftMs(await cached) >= TOKEN_TIME_NEEDED_MS) return cached;
  const tokens = signInForTokens(fetchSend(origin), origin, account.login, account.password);
  if (!fresh) signedIn.set(key, tokens);
  return tokens;
}

export async function tokensFor(visitor: Visitor, origin: string): Promise<StartState['tokens']> {
  if (visitor === 'guest') return undefined;
  const tokens = await realTokens(visitor, origin);
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, idToken: tokens.id_token };
}

/** An unsigned, already expired access token: the app must treat it as no session without asking the server. */
export function expiredAccessToken(): string {
  return fakeJwt({ sub: 'expired-user', preferred_username: 'expired', exp: Math.floor(Date.now() / 1000) - 60 });
}

export interface StartState {
  /** Tokens to store; omitted for a guest. */
  readonly tokens?: { readonly accessToken: string; readonly refreshToken: string; readonly idToken?: string } | undefined;
  /** A language code for localStorage `locale`; omitted to start in the browser language. */
  readonly locale?: AppLocale | undefined;
  /**
   * The account whose preferences this browser already holds (it signed in
   * here before): the app then keeps the seeded language and settings
   * instead of reading the account's from the server. Tests share accounts
   * across workers, so one test's saved preferences never reach another.
   */
  readonly syncedFor?: string | undefined;
}

/**
 * Writes the start state once per tab, before the app's scripts run. Later
 * loads in the same tab (a reload, a deep link) keep whatever the app stored
 * since, so tests can check what the app remembers.
 */
export async function seedStartState(context: BrowserContext, state: StartState): Promise<void> {
  // Each seeding has its own marker, so a test can add to what its fixture seeded.
  const seeded = `e2e.seeded.${crypto.randomUUID()}`;
  await context.addInitScript(
    ({ state, keys, seeded }) => {
      try {
        if (window.sessionStorage.getItem(seeded) !== null) return;
        window.sessionStorage.setItem(seeded, '1');
        if (state.tokens) {
          window.localStorage.setItem(keys.access, state.tokens.accessToken);
          window.localStorage.setItem(keys.refresh, state.tokens.refreshToken);
          if (state.tokens.idToken) window.localStorage.setItem(keys.id, state.tokens.idToken);
        }
        if (state.locale) window.localStorage.setItem('locale', state.locale);
        if (state.syncedFor) window.localStorage.setItem(keys.syncedFor, state.syncedFor);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { state, keys: { ...TOKEN_KEYS, syncedFor: SYNCED_ACCOUNT_KEY }, seeded },
  );
}

/** Nothing may leave the machine: any request to another host fails unless a test routes it itself. */
export async function keepTrafficLocal(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
}

/** A phone, as Playwright describes a Pixel 7, keeping the project's browser and launch options. */
export const PHONE = Object.fromEntries(
  Object.entries(devices['Pixel 7']).filter(([option]) => option !== 'defaultBrowserType'),
) as Omit<(typeof devices)[string], 'defaultBrowserType'>;

/**
 * `test` whose pages start as the chosen visitor in the chosen language:
 * `test.use({ visitor: 'admin', appLocale: 'ar' })`.
 */
export const test = base.extend<{ visitor: Visitor; appLocale: AppLocale | undefined }>({
  visitor: ['guest', { option: true }],
  appLocale: [undefined, { option: true }],
  context: async ({ context, visitor, appLocale, baseURL }, use) => {
    await keepTrafficLocal(context);
    const tokens = await tokensFor(visitor, baseURL ?? '');
    const syncedFor = tokens ? sessionFromClaims(readJwtClaims(tokens.accessToken))?.userNo : undefined;
    await seedStartState(context, { tokens, locale: appLocale, syncedFor });
    await use(context);
  },
});

export { expect } from '@playwright/test';
