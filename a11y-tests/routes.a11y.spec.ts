import type { Page } from '@playwright/test';
import { bcp47, isRightToLeft, type AppLocale } from '../src/shared/i18n/locales.ts';
import { PATHS, ROUTES, expectedTitle } from '../e2e/support/routes.ts';
import { PHONE, expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Every page of the route table, in the source language (Korean), English and
// a right-to-left language (Arabic), checked by axe against WCAG 2.2 A and AA.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

/** /support sends the browser to the external support site at once: it is checked below with the browser held on it, and its redirect in e2e/guard. */
const CHECKED_ROUTES = ROUTES.filter((route) => route.path !== PATHS.support);

/** Waits until the page is the one asked for, in the language asked for, and ready to inspect. */
async function openPage(page: Page, path: string, locale: AppLocale): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
  await expect(page.locator('html')).toHaveAttribute('dir', isRightToLeft(locale) ? 'rtl' : 'ltr');
  await expect(page.locator('h1')).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`every page in ${locale}, signed in as an administrator`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    for (const route of CHECKED_ROUTES) {
      test(`a screen-reader user finds no WCAG problems on ${route.path} (${locale})`, async ({ page }, testInfo) => {
        await openPage(page, route.path, locale);
        await expect(page).toHaveTitle(expectedTitle(route, locale));
        await expectNoAxeViolations(page, testInfo, { label: `${route.path} (${locale})` });
      });
    }
  });

  test.describe(`the support page in ${locale}, held in place`, () => {
    test.use({ visitor: 'guest', appLocale: locale });

    test(`a visitor whose browser stays on /support finds no WCAG problems there (${locale})`, async ({ page }, testInfo) => {
      // "204 No Content" for the support site keeps the browser on the page it would leave.
      await page.route('http://support.invalid/**', (route) => route.fulfill({ status: 204 }));
      await openPage(page, PATHS.support, locale);
      await expectNoAxeViolations(page, testInfo, { label: `${PATHS.support} (${locale})` });
    });
  });

  test.describe(`public pages in ${locale}, as a guest`, () => {
    test.use({ visitor: 'guest', appLocale: locale });

    for (const path of [PATHS.home, PATHS.easy]) {
      test(`a guest finds no WCAG problems on ${path} (${locale})`, async ({ page }, testInfo) => {
        await openPage(page, path, locale);
        await expectNoAxeViolations(page, testInfo, { label: `${path} as a guest (${locale})` });
      });
    }
  });

  test.describe(`the phone page in ${locale}, on a phone`, () => {
    test.use({ ...PHONE, visitor: 'guest', appLocale: locale });

    test(`a phone user finds no WCAG problems on the page that offers the mobile app (${locale})`, async ({ page }, testInfo) => {
      await openPage(page, PATHS.broker, locale);
      await expectNoAxeViolations(page, testInfo, { label: `${PATHS.broker} on a phone (${locale})` });
    });
  });
}

test.describe('in the dark colour scheme', () => {
  test.use({ visitor: 'admin', appLocale: 'en', colorScheme: 'dark' });

  for (const path of [PATHS.home, PATHS.easy, PATHS.easyCloud, PATHS.cloud]) {
    test(`a user who prefers dark colours finds no WCAG problems on ${path}`, async ({ page }, testInfo) => {
      await openPage(page, path, 'en');
      await expectNoAxeViolations(page, testInfo, { label: `${path} (dark)` });
    });
  }
});
