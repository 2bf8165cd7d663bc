import type { Page } from '@playwright/test';
import { bcp47, isRightToLeft, type AppLocale } from '../src/shared/i18n/locales.ts';
import { TEST_PAGES, testPagePath, type TestPage } from '../src/web/routes/paths.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Every /test/* page once it has done its work (the menu fetched, the listing
// and the API document shown, the gallery drawn), in Korean, English and
// Arabic, checked by axe against WCAG 2.2 A and AA.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

/** What shows that a page has finished loading its content. */
const READY: Partial<Record<TestPage, (page: Page) => Promise<void>>> = {
  'menu-reload': (page) => expect(page.getByTestId('menu-fetched-at')).toBeVisible(),
  pagination: (page) => expect(page.getByTestId('page-status')).toBeVisible(),
  'canvas-template': (page) => expect(page.locator('.template-card')).toHaveCount(15),
  openapi: (page) => expect(page.locator('.api-operation').first()).toBeVisible(),
  session: (page) => expect(page.getByTestId('session-USER_ID')).not.toBeEmpty(),
  websocket: (page) => expect(page.getByTestId('connection-state')).toBeVisible(),
};

for (const locale of LOCALES) {
  test.describe(`the test pages in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    for (const name of TEST_PAGES) {
      test(`a screen-reader user finds no WCAG problems on /test/${name} (${locale})`, async ({ page }, testInfo) => {
        await page.goto(testPagePath(name));
        await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
        await expect(page.locator('html')).toHaveAttribute('dir', isRightToLeft(locale) ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('main')).toBeVisible();
        await READY[name]?.(page);
        await expectNoAxeViolations(page, testInfo, { label: `/test/${name} (${locale})` });
      });
    }
  });
}
