import type { Page } from '@playwright/test';
import { bcp47, isRightToLeft, type AppLocale } from '../src/shared/i18n/locales.ts';
import { PATHS, PRODUCT_NAME, ROUTES, expectedTitle, routeAt } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Every route of the route table opens (signed in as an administrator, so
// /book too), names itself in the document title, has one h1, and tells
// assistive technology its language.

/**
 * /support sends the browser to the support site as soon as it renders. An
 * HTTP 204 answer makes the browser stay where it is, so the page itself can
 * be checked; e2e/guard.e2e.spec.ts follows the real redirect.
 */
async function holdSupportSite(page: Page): Promise<void> {
  await page.route('http://support.invalid/**', (route) => route.fulfill({ status: 204 }));
}

async function expectPage(page: Page, path: string, locale: AppLocale): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page).toHaveTitle(expectedTitle(routeAt(path), locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
  await expect(page.locator('html')).toHaveAttribute('dir', isRightToLeft(locale) ? 'rtl' : 'ltr');
}

test.describe('every route in English, as an administrator', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('the route table has every page the app promises', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size, 'no path is listed twice').toBe(paths.length);
    for (const path of Object.values(PATHS)) expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith(`${PATHS.test}/`))).toHaveLength(11);
  });

  for (const route of ROUTES) {
    test(`${route.path} opens with its title, one heading and the page language`, async ({ page }) => {
      await holdSupportSite(page);
      await page.goto(route.path);
      await expectPage(page, route.path, 'en');
    });
  }

  test('the developer pages are titled by their path', async ({ page }) => {
    await page.goto(`${PATHS.test}/braille`);
    await expect(page).toHaveTitle(`${PRODUCT_NAME} | test | braille`);
    await page.goto(PATHS.test);
    await expect(page).toHaveTitle(`${PRODUCT_NAME} | test`);
  });

  test('the page titles in English are the expected ones', async ({ page }) => {
    for (const [path, title] of [
      [PATHS.home, 'Home | Tactile Studio'],
      [PATHS.easy, 'Easy mode | Tactile Studio'],
      [PATHS.library, 'Library | Tactile Studio'],
      [PATHS.book, 'Book | Tactile Studio'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });
});

const OTHER_LANGUAGES: readonly { locale: AppLocale; paths: readonly string[] }[] = [
  { locale: 'ko', paths: [PATHS.home, PATHS.easy, PATHS.cloud, `${PATHS.test}/session`] },
  { locale: 'ar', paths: [PATHS.home, PATHS.easyCanvas, PATHS.settings] },
  { locale: 'cz', paths: [PATHS.home, PATHS.library] },
];

for (const { locale, paths } of OTHER_LANGUAGES) {
  test.describe(`routes in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    for (const path of paths) {
      test(`${path} in ${locale} is titled in ${locale} and marked lang="${bcp47(locale)}"`, async ({ page }) => {
        await page.goto(path);
        await expectPage(page, path, locale);
      });
    }
  });
}
