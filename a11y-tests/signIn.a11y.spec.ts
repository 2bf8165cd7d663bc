import type { Page } from '@playwright/test';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { E2E_ACCOUNTS, SHORT_LIVED_PORT } from '../e2e/support/accounts.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The embedded sign-in's own pages (the provider's, not the app's) and the
// 'Plean sign in again(n) !' alert dialogs, checked by axe in a left-to-right
// and a right-to-left language and in Korean.

const LOCALES = ['en', 'ko', 'ar'] as const satisfies readonly AppLocale[];

async function openProviderSignIn(page: Page, locale: AppLocale): Promise<void> {
  await page.goto(PATHS.login);
  await page.locator('main').getByRole('button').first().press('Enter');
  await expect(page).toHaveURL(/\/realms\/dot\/login-actions\//);
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
}

for (const locale of LOCALES) {
  test.describe(`the sign-in pages in ${locale}`, () => {
    test.use({ visitor: 'guest', appLocale: locale });

    test(`a screen-reader user finds no WCAG problems on the sign-in page (${locale})`, async ({ page }, testInfo) => {
      await openProviderSignIn(page, locale);
      await expectNoAxeViolations(page, testInfo, { label: `sign-in page (${locale})` });
    });

    test(`a screen-reader user finds no WCAG problems when the password was wrong (${locale})`, async ({ page }, testInfo) => {
      await openProviderSignIn(page, locale);
      await page.locator('#login').fill(E2E_ACCOUNTS.user.login);
      await page.locator('#password').fill('not the password');
      await page.locator('#password').press('Enter');
      await expect(page.getByRole('alert')).toBeFocused();
      await expectNoAxeViolations(page, testInfo, { label: `sign-in error (${locale})` });
    });

    test(`a screen-reader user finds no WCAG problems on the expired sign-in page (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/realms/dot/login-actions/expired-or-unknown');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `sign-in expired (${locale})` });
    });

    test(`a screen-reader user finds no WCAG problems on the sign-out question (${locale})`, async ({ page, baseURL }, testInfo) => {
      // Signed in at the provider, then asked to sign out without the app's ID token: the page waits for an answer.
      await openProviderSignIn(page, locale);
      await page.locator('#login').fill(E2E_ACCOUNTS.user.login);
      await page.locator('#password').fill(E2E_ACCOUNTS.user.password);
      await page.locator('#password').press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
      await page.goto(`/realms/dot/protocol/openid-connect/logout?client_id=dot-saas-user&ui_locales=${bcp47(locale)}&post_logout_redirect_uri=${encodeURIComponent(`${baseURL}/`)}`);
      await expect(page.getByRole('button').first()).toBeFocused();
      await expectNoAxeViolations(page, testInfo, { label: `sign-out question (${locale})` });
    });

    test(`a screen-reader user finds no WCAG problems on the alert asking to sign in again (${locale})`, async ({ page }, testInfo) => {
      await page.goto(PATHS.home);
      await page.getByRole('navigation').getByRole('link').nth(3).press('Enter');
      const alert = page.getByRole('alertdialog');
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button')).toBeFocused();
      await expectNoAxeViolations(page, testInfo, { label: `sign-in-again alert (${locale})` });
    });
  });
}

test.describe('the app side of signing in', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a screen-reader user finds no WCAG problems on the return from a cancelled sign-in', async ({ page }, testInfo) => {
    await page.goto(PATHS.login);
    await page.getByRole('button', { name: 'Sign in' }).press('Enter');
    await page.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(page.getByText('You cancelled signing in.')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, { label: 'cancelled sign-in' });
  });
});

test.describe('the special main page (kchfMain)', () => {
  test.use({ visitor: 'user', appLocale: 'en', baseURL: `http://127.0.0.1:${SHORT_LIVED_PORT}` });

  test('a screen-reader user finds no WCAG problems on the special main page', async ({ page }, testInfo) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('list', { name: 'Easy mode choices' }).getByRole('link')).toHaveCount(4);
    await expectNoAxeViolations(page, testInfo, { label: 'special main page' });
  });
});
