import type { Page } from '@playwright/test';
import { REFRESH_TOKEN_PATH } from '../src/shared/api/userApp.ts';
import { TOKEN_KEYS } from '../src/web/auth/tokenStore.ts';
import { PATHS } from './support/routes.ts';
import { PHONE, expect, expiredAccessToken, realTokens, seedStartState, test } from './support/session.ts';

// The navigation guard (spec §2) as a visitor meets it in the browser:
// sign-in redirects, the refresh of an expired session, unknown paths, roles,
// phones, the support redirect and the server's history fallback.

const storedTokens = (page: Page) =>
  page.evaluate((keys) => ({ access: localStorage.getItem(keys.access), refresh: localStorage.getItem(keys.refresh) }), TOKEN_KEYS);

test.describe('a guest', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a guest who opens a signed-in page is sent to sign in, keeping the query and the page to come back to', async ({ page }) => {
    await page.goto(`${PATHS.canvas}?x=1`);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.searchParams.get('x') === '1' && url.searchParams.get('redirect') === `${PATHS.canvas}?x=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Tactile Studio');
  });

  test('a guest can open the public pages', async ({ page }) => {
    for (const path of [PATHS.home, PATHS.easy, PATHS.login, PATHS.loginCallback]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('a guest who opens an address that is not a public page is asked to sign in, keeping the query', async ({ page }) => {
    // Spec §2: only signed-in users and public pages get the known-route check.
    await page.goto('/nowhere?from=mail');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.search === '?from=mail');
    await page.goto('/easy/nowhere');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.search === '');
  });
});

test.describe('a visitor whose session has expired', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test.beforeEach(async ({ context }) => {
    await seedStartState(context, {
      tokens: { accessToken: expiredAccessToken(), refreshToken: 'expired-session-refresh' },
    });
  });

  test('a user whose refresh is refused is sent to sign in and brought back afterwards', async ({ page }) => {
    // The server asks the sign-in service, which does not know this refresh token.
    const refresh = page.waitForRequest((request) => new URL(request.url()).pathname === REFRESH_TOKEN_PATH && request.method() === 'POST');
    await page.goto(PATHS.cloud);
    expect((await refresh).postDataJSON()).toEqual({ REFRESH_TOKEN: 'expired-session-refresh' });
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.search === '?redirect=%2Fcloud');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('a user whose refresh token is rejected with 400 is signed out', async ({ page }) => {
    await page.route(`**${REFRESH_TOKEN_PATH}`, (route) => route.fulfill({ status: 400, json: { errors: [{ code: 'INVALID_TOKEN' }] } }));
    await page.goto(PATHS.cloud);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.search === '?redirect=%2Fcloud');
    await expect.poll(() => storedTokens(page)).toEqual({ access: null, refresh: null });
  });

  test('a user is sent to sign in, keeping the refresh token, when the account service is down', async ({ page }) => {
    await page.route(`**${REFRESH_TOKEN_PATH}`, (route) => route.fulfill({ status: 503 }));
    await page.goto(`${PATHS.library}?q=maps`);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.login && url.searchParams.get('redirect') === '/cloud/library?q=maps');
    expect((await storedTokens(page)).refresh).toBe('expired-session-refresh');
  });

  test('a user whose refresh succeeds goes straight to the page', async ({ page, baseURL }) => {
    const fresh = (await realTokens('user', baseURL ?? '', { fresh: true })).access_token;
    await page.route(`**${REFRESH_TOKEN_PATH}`, (route) =>
      route.fulfill({ json: { data: { ACCESS_TOKEN: fresh, REFRESH_TOKEN: 'rotated-refresh' } } }),
    );
    await page.goto(PATHS.cloud);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.cloud);
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud' })).toBeVisible();
    await expect.poll(() => storedTokens(page)).toEqual({ access: fresh, refresh: 'rotated-refresh' });
  });
});

test.describe('a signed-in user', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a user who mistypes an Easy address lands on Easy home', async ({ page }) => {
    await page.goto('/easy/nowhere');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
    await expect(page.getByRole('heading', { level: 1, name: 'Easy mode' })).toBeVisible();
  });

  test('a user who mistypes any other address lands on Home', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
    await expect(page).toHaveTitle('Home | Tactile Studio');
  });

  test('a user who is not an administrator cannot open Book', async ({ page }) => {
    await page.goto(PATHS.book);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
    await expect(page).toHaveTitle('Home | Tactile Studio');
  });

  test('a user can reload a deep link (the server answers every page address with the app)', async ({ page, request }) => {
    await page.goto(PATHS.trash);
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === PATHS.trash);
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();

    for (const path of [PATHS.trash, `${PATHS.test}/openapi`, '/easy/search?q=x']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
  });
});

test.describe('an administrator', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('an administrator can open Book', async ({ page }) => {
    await page.goto(PATHS.book);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.book);
    await expect(page.getByRole('heading', { level: 1, name: 'Book' })).toBeVisible();
  });
});

test.describe('the support page', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a visitor who opens /support is taken to the support site', async ({ page }) => {
    await page.route('http://support.invalid/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Support site</title><h1>Support</h1></html>' }),
    );
    await page.goto(PATHS.support);
    await expect(page).toHaveURL('http://support.invalid/');
    await expect(page).toHaveTitle('Support site');
  });
});

test.describe('the support page, when the browser does not leave', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a visitor whose browser stays on /support can follow the link to the support site', async ({ page }) => {
    let visits = 0;
    await page.route('http://support.invalid/**', (route) =>
      // The first, automatic visit is answered "204 No Content", which leaves the browser where it is.
      ++visits === 1
        ? route.fulfill({ status: 204 })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Support site</title></html>' }),
    );
    await page.goto(PATHS.support);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect.poll(() => visits).toBe(1);
    const link = page.getByRole('link', { name: 'Open the support site' });
    await expect(link).toHaveAttribute('href', 'http://support.invalid/');
    await link.click();
    await expect(page).toHaveURL('http://support.invalid/');
    await expect(page).toHaveTitle('Support site');
  });
});

test.describe('on a phone', () => {
  test.use({ ...PHONE, visitor: 'guest', appLocale: 'en' });

  test('a phone user is offered the mobile app instead of the web suite', async ({ page }) => {
    await page.route('http://mobile-app.invalid/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Mobile app</title><h1>Get the app</h1></html>' }),
    );
    await page.goto(PATHS.home);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.broker);
    await expect(page.getByRole('heading', { level: 1, name: 'Please use a computer' })).toBeVisible();
    const getApp = page.getByRole('link', { name: 'Get the mobile app' });
    await expect(getApp).toHaveAttribute('href', 'http://mobile-app.invalid/');

    await getApp.tap();
    await expect(page).toHaveURL('http://mobile-app.invalid/');
  });

  test('a phone user is sent to the mobile-app page from any address', async ({ page }) => {
    for (const path of [PATHS.easy, `${PATHS.canvas}?x=1`, '/nowhere']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === PATHS.broker);
    }
  });
});

test.describe('on a phone, signed in', () => {
  test.use({ ...PHONE, visitor: 'user', appLocale: 'en' });

  test('a signed-in phone user is also sent to the mobile-app page', async ({ page }) => {
    await page.goto(PATHS.cloud);
    await expect(page).toHaveURL((url) => url.pathname === PATHS.broker);
    await expect(page.getByRole('link', { name: 'Get the mobile app' })).toBeVisible();
  });
});
