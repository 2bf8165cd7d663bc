// The accounts the browser tests' server seeds (SEED_ADMIN, SEED_USER) and
// signs in with, through the real embedded sign-in.
export const E2E_ACCOUNTS = {
  admin: { login: 'e2e.admin', password: 'e2e admin password', name: 'Administrator' },
  user: { login: 'e2e.user', password: 'e2e user password', name: 'User' },
} as const;

export const SEED_ENV = {
  SEED_ADMIN: `${E2E_ACCOUNTS.admin.login}:${E2E_ACCOUNTS.admin.password}`,
  SEED_USER: `${E2E_ACCOUNTS.user.login}:${E2E_ACCOUNTS.user.password}`,
};

/**
 * The browser tests' server, and a second one with short token lifetimes (for
 * the journey that outlives an access token) whose SPECIAL_LOGIN_ID is the user's.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 8390);
export const SHORT_LIVED_PORT = E2E_PORT + 1;
// Long enough for a page to come up on a loaded 2-core machine before the token
// it was given runs out (the special main page is checked on this server too).
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 20;

/**
 * A third server for the conversion journeys: each finished conversion is
 * noticed once per account, by whichever of its tabs polls first, so those
 * journeys keep their accounts to themselves.
 */
export const CONVERSION_PORT = E2E_PORT + 2;
