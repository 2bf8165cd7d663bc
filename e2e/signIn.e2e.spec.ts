import type { Locator, Page } from '@playwright/test';
import { TOKEN_KEYS } from '../src/web/auth/tokenStore.ts';
import { E2E_ACCOUNTS, SHORT_ACCESS_TOKEN_TTL_SECONDS, SHORT_LIVED_PORT } from './support/accounts.ts';
import { PATHS } from './support/routes.ts';
import { expect, expiredAccessToken, seedStartState, test } from './support/session.ts';

// Signing in and out with the keyboard alone, on the server's real sign-in
// page (the embedded OpenID provider), through keycloak-js and back.

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { max = 30 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const storedAccessToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEYS.access);

/** From /login to the provider's page and back, typing only. */
async function signInWithKeyboard(page: Page, account: { login: string; password: string }): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Sign in to Tactile Studio');
  // The login field has focus on arrival.
  await expect(page.getByLabel('Login ID')).toBeFocused();
  await page.keyboard.type(account.login);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
}

test.describe('signing in', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a user signs in with the keyboard, lands in Easy, stays signed in on reload, and signs out', async ({ page }) => {
    await page.goto(PATHS.login);
    await signInWithKeyboard(page, E2E_ACCOUNTS.user);

    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
    await expect(page.getByRole('heading', { level: 1, name: 'Easy mode' })).toBeVisible();
    expect(await storedAccessToken(page)).toMatch(/^ey/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Easy mode' })).toBeVisible();
    await page.goto(PATHS.cloud);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.cloud);
    await expect(page.getByRole('banner')).toContainText(E2E_ACCOUNTS.user.name);

    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Sign out' }));
    // The app forgets the tokens, then the provider ends its session (its page confirms by itself) and sends the user home.
    const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/protocol/openid-connect/logout/confirm'));
    await page.keyboard.press('Enter');
    expect((await confirmed).status()).toBe(303);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await storedAccessToken(page)).toBeNull();

    // The provider's session ended too: signing in again asks for the password.
    await page.goto(PATHS.login);
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Sign in to Tactile Studio');
  });

  test('a wrong password is announced, and the user can correct it without the mouse', async ({ page }) => {
    await page.goto(PATHS.login);
    await signInWithKeyboard(page, { login: E2E_ACCOUNTS.user.login, password: 'not the password' });
    await expect(page).toHaveTitle('Error: Sign in to Tactile Studio');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Incorrect login ID or password.');
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(E2E_ACCOUNTS.user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
  });

  test('a user whose session ran out signs in again and comes back to the page', async ({ page, context }) => {
    // An expired access token and a refresh token the server no longer knows: the guard's refresh fails.
    await seedStartState(context, { tokens: { accessToken: expiredAccessToken(), refreshToken: 'forgotten-refresh-token' } });
    await page.goto(PATHS.trash);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.searchParams.get('redirect') === PATHS.trash);
    await signInWithKeyboard(page, E2E_ACCOUNTS.user);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.trash);
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  });

  // Issue 17: a guest who opens a page that needs sign-in lands on it afterwards, not in Easy.
  for (const destination of [PATHS.canvas, PATHS.cloud, `${PATHS.library}?q=maps&sort=name`]) {
    test(`a guest who opens ${destination} signs in with the keyboard and lands on it`, async ({ page }) => {
      await page.goto(destination);
      await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.searchParams.get('redirect') === destination);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await signInWithKeyboard(page, E2E_ACCOUNTS.user);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === destination);
      await expect(page.getByRole('banner')).toContainText(E2E_ACCOUNTS.user.name);
    });
  }

  test('a sign-in address that names another site lands in Easy', async ({ page }) => {
    await page.goto(`${PATHS.login}?redirect=${encodeURIComponent('//evil.example/x')}`);
    await signInWithKeyboard(page, E2E_ACCOUNTS.user);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy && url.host !== 'evil.example');
  });

  test('a user who cancels on the sign-in page is told so and can look around', async ({ page }) => {
    await page.goto(PATHS.login);
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Sign in to Tactile Studio');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.loginCallback);
    await expect(page.getByText('You cancelled signing in.')).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Look around without signing in' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
  });

  test('a guest who picks Cloud in the menu is asked to sign in, then lands in Cloud', async ({ page }) => {
    await page.goto(PATHS.home);
    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud' }));
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alertdialog', { name: 'Plean sign in again(1) !' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('Sign in to Tactile Studio');
    // The login field has focus on arrival; typing before it does would lose letters.
    await expect(page.getByLabel('Login ID')).toBeFocused();
    await page.keyboard.type(E2E_ACCOUNTS.user.login);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(E2E_ACCOUNTS.user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.cloud);
  });
});

test.describe('the server\'s menu arriving', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a keyboard user on a menu link keeps focus when the server\'s menu replaces the built-in one', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const served = page.waitForResponse((response) => /\/menus$/.test(new URL(response.url()).pathname));
    await page.route(/\/site-app\/v1\/sites\/.+\/menus$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATHS.home);
    const cloud = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud' });
    await tabTo(page, cloud);
    const before = await cloud.elementHandle();
    release();
    await served;
    await expect(cloud).toBeFocused();
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
  });
});

test.describe('roles decided by the server', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('an administrator who signs in sees Book and can open it', async ({ page }) => {
    await page.goto(PATHS.login);
    await signInWithKeyboard(page, E2E_ACCOUNTS.admin);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
    await page.goto(PATHS.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Easy mode', 'Canvas', 'Cloud', 'Book', 'Support']);
    await page.goto(PATHS.book);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.book);
  });

  test('a user who signs in does not see Book and cannot open it', async ({ page }) => {
    const menus = page.waitForResponse((response) => /\/site-app\/v1\/sites\/.+\/menus$/.test(new URL(response.url()).pathname) && response.request().headers()['authorization'] !== undefined);
    await page.goto(PATHS.login);
    await signInWithKeyboard(page, E2E_ACCOUNTS.user);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
    await page.goto(PATHS.home);
    // The server's menu, fetched with the user's token, leaves Book out.
    const body = (await (await menus).json()) as { data: { items: { MENU_ID: string }[] } };
    expect(body.data.items.map((item) => item.MENU_ID)).not.toContain('M00003');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Easy mode', 'Canvas', 'Cloud', 'Support']);
    await page.goto(PATHS.book);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
  });
});

/**
 * Signs the user in, waits out the access token (the server allows 5 s of
 * clock skew), opens `path` and sees the token refreshed on the way; returns
 * the first access token.
 */
async function visitAfterTokenRanOut(page: Page, path: string): Promise<string | null> {
  await page.goto(PATHS.login);
  await signInWithKeyboard(page, E2E_ACCOUNTS.user);
  await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
  const first = await storedAccessToken(page);
  await page.waitForTimeout((SHORT_ACCESS_TOKEN_TTL_SECONDS + 6) * 1000);
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/user-app/v1/login/refresh-token');
  await page.goto(path);
  expect((await refreshed).status()).toBe(200);
  return first;
}

test.describe('a session that outlives its access token', () => {
  test.use({ visitor: 'guest', appLocale: 'en', baseURL: `http://127.0.0.1:${SHORT_LIVED_PORT}` });

  test('a user stays signed in across a token refresh', async ({ page }) => {
    test.setTimeout(90_000);
    const first = await visitAfterTokenRanOut(page, PATHS.cloud);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.cloud);
    await expect(page.getByRole('banner')).toContainText(E2E_ACCOUNTS.user.name);
    const second = await storedAccessToken(page);
    expect(second).toMatch(/^ey/);
    expect(second).not.toBe(first);
  });

  test('a returning user whose access token ran out is greeted signed in on Home, without opening anything', async ({ page }) => {
    test.setTimeout(90_000);
    const first = await visitAfterTokenRanOut(page, PATHS.home);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(await storedAccessToken(page)).not.toBe(first);
  });
});

test.describe('the special main page (kchfMain)', () => {
  test.use({ appLocale: 'en', baseURL: `http://127.0.0.1:${SHORT_LIVED_PORT}` });

  test.describe('for the account named by SPECIAL_LOGIN_ID', () => {
    test.use({ visitor: 'user' });

    test('the special account finds its own main page at /', async ({ page }) => {
      await page.goto(PATHS.home);
      await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      const choices = page.getByRole('list', { name: 'Easy mode choices' });
      await expect(choices.getByRole('link')).toHaveText([/Easy mode/, /Cloud/, /Library/, /Canvas/]);
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
    });
  });

  test.describe('for everyone else', () => {
    test.use({ visitor: 'admin' });

    test('another account finds the usual Home at /', async ({ page }) => {
      await page.goto(PATHS.home);
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Easy mode choices' })).toHaveCount(0);
    });
  });
});
