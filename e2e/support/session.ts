import { test as base, devices, type BrowserContext } from '@playwright/test';
import { ROLE_RESOURCE, ROLES, type Role } from '../../src/shared/auth/roles.ts';
import type { AppLocale } from '../../src/shared/i18n/locales.ts';
import { TOKEN_KEYS } from '../../src/web/auth/tokenStore.ts';
import { fakeJwt } from '../../src/web/testing/fakeJwt.ts';

// The state a test starts in, written to local storage before the app loads:
// who is signed in (an unsigned token pair, as the server will one day issue)
// and, optionally, the interface language. Shared by the e2e and a11y suites.

export type Visitor = 'guest' | 'user' | 'admin';

export interface Account {
  readonly sub: string;
  readonly username: string;
  readonly name: string;
  readonly roles: readonly Role[];
}

export const ACCOUNTS: Record<Exclude<Visitor, 'guest'>, Account> = {
  user: { sub: 'user-0001', username: 'uma', name: 'Uma Reader', roles: [ROLES.user] },
  admin: { sub: 'admin-0001', username: 'ada', name: 'Ada Admin', roles: [ROLES.admin] },
};

/** An access token for the account, valid for an hour unless told otherwise. */
export function accessTokenFor(account: Account, { expiresInSeconds = 3600 }: { expiresInSeconds?: number } = {}): string {
  return fakeJwt({
    sub: account.sub,
    preferred_username: account.username,
    name: account.name,
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    resource_access: { [ROLE_RESOURCE]: { roles: [...account.roles] } },
  });
}

export interface StartState {
  /** Tokens to store; omitted for a guest. */
  readonly tokens?: { readonly accessToken: string; readonly refreshToken: string } | undefined;
  /** A language code for localStorage `locale`; omitted to start in the browser language. */
  readonly locale?: AppLocale | undefined;
}

export function tokensFor(visitor: Visitor): StartState['tokens'] {
  if (visitor === 'guest') return undefined;
  return { accessToken: accessTokenFor(ACCOUNTS[visitor]), refreshToken: `refresh-${ACCOUNTS[visitor].sub}` };
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
        }
        if (state.locale) window.localStorage.setItem('locale', state.locale);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { state, keys: TOKEN_KEYS, seeded },
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
  context: async ({ context, visitor, appLocale }, use) => {
    await keepTrafficLocal(context);
    await seedStartState(context, { tokens: tokensFor(visitor), locale: appLocale });
    await use(context);
  },
});

export { expect } from '@playwright/test';
