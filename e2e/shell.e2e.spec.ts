import type { Page } from '@playwright/test';
import { ENDONYMS, type AppLocale } from '../src/shared/i18n/locales.ts';
import { shellMessages } from '../src/web/layouts/messages.ts';
import { PATHS, text } from './support/routes.ts';
import { expect, test } from './support/session.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { uiMessages } from '../src/web/ui/messages.ts';

// The app's frame: main navigation, footer, the language picker, and what
// happens to focus, the title and the live region on navigation.
//
// Toasts are not tested here yet: no screen raises one in the foundation
// (the region and its timing are unit-tested in src/web/ui/ToastRegion.test.tsx).

const mainNav = (page: Page, locale: AppLocale = 'en') =>
  page.getByRole('navigation', { name: text(locale, shellMessages.mainNavigation.id), exact: true });

const KOREAN_ONLY = [shellMessages.tactileTravel, shellMessages.sensoryToon, shellMessages.tactileExperience, shellMessages.resourceRoom];

async function openHome(page: Page): Promise<void> {
  await page.goto(PATHS.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Picks a language in the header's picker, as a mouse user would. */
async function chooseLanguage(page: Page, languageLabel: string, endonym: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: languageLabel }).click();
  await page.getByRole('listbox').getByRole('option', { name: endonym }).click();
}

test.describe('the header for a signed-in user', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a user finds Home, Easy mode, Canvas, Cloud and Support in the main navigation, and no Book', async ({ page }) => {
    await openHome(page);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Easy mode', 'Canvas', 'Cloud', 'Support']);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('a user finds the site information links in the footer', async ({ page }) => {
    await openHome(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Site information' }).getByRole('link')).toHaveText([
      'Terms of service',
      'Privacy policy',
      'Customer service',
    ]);
    for (const link of await footer.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^https?:\/\//);
  });

  test('a user who follows a footer link goes to that site', async ({ page }) => {
    await page.route('https://www.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Terms</title><h1>Terms</h1></html>' }),
    );
    await openHome(page);
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' });
    const href = await terms.getAttribute('href');
    await terms.click();
    await expect(page).toHaveURL(href ?? 'the terms address');
    await expect(page).toHaveTitle('Terms');
  });

  test('a user who follows a link lands on the new page with focus on its heading and hears its title', async ({ page }) => {
    await openHome(page);
    await mainNav(page).getByRole('link', { name: 'Canvas' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PATHS.canvas);
    await expect(page).toHaveTitle('Canvas | Tactile Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Canvas' })).toBeFocused();
    await expect(page.locator('[aria-live="polite"]')).toContainText('Canvas | Tactile Studio');
    await expect(mainNav(page).getByRole('link', { name: 'Canvas' })).toHaveAttribute('aria-current', 'page');

    await mainNav(page).getByRole('link', { name: 'Cloud' }).click();
    await expect(page).toHaveTitle('Cloud | Tactile Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud' })).toBeFocused();
    await expect(page.locator('[aria-live="polite"]')).toContainText('Cloud | Tactile Studio');
  });

  test('a user who goes back in history also lands on the heading', async ({ page }) => {
    await openHome(page);
    await mainNav(page).getByRole('link', { name: 'Easy mode' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Easy mode' })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveTitle('Home | Tactile Studio');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('the header for an administrator', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('an administrator also finds Book in the main navigation', async ({ page }) => {
    await openHome(page);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Easy mode', 'Canvas', 'Cloud', 'Book', 'Support']);
    await expect(page.getByRole('banner')).toContainText(E2E_ACCOUNTS.admin.name);
  });
});

test.describe('the header for a guest', () => {
  test.use({ visitor: 'guest', appLocale: 'en' });

  test('a guest finds the same navigation and a way to sign in', async ({ page }) => {
    await openHome(page);
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Easy mode', 'Canvas', 'Cloud', 'Support']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', PATHS.login);
  });
});

test.describe('in Korean', () => {
  test.use({ visitor: 'user', appLocale: 'ko' });

  test('a Korean user also finds tactile travel, sensory toons, tactile experience and the resource room', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    const links = mainNav(page, 'ko').getByRole('link');
    await expect(links).toHaveCount(9);
    for (const message of KOREAN_ONLY) {
      await expect(mainNav(page, 'ko').getByRole('link', { name: text('ko', message.id), exact: true })).toHaveAttribute('href', /^https?:\/\//);
    }
  });
});

test.describe('in English', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('an English user does not get the Korean-only links', async ({ page }) => {
    await openHome(page);
    await expect(mainNav(page).getByRole('link')).toHaveCount(5);
    for (const message of KOREAN_ONLY) {
      await expect(page.getByRole('link', { name: text('ko', message.id) })).toHaveCount(0);
      await expect(page.getByRole('link', { name: text('en', message.id) })).toHaveCount(0);
    }
  });
});

test.describe('choosing a language', () => {
  // No stored language: the app starts in the browser's (en-US → English).
  test.use({ visitor: 'user', appLocale: undefined });

  test('a user who picks Deutsch gets the app in German, and it stays German after a reload', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'Language', ENDONYMS.de);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle(`${text('de', '홈')} | Tactile Studio`);
    await expect(mainNav(page, 'de').getByRole('link').first()).toHaveText(text('de', '홈'));
    await expect(page.locator('[aria-live="polite"]')).toContainText(
      text('de', uiMessages.languageChanged.id).replace('{language}', ENDONYMS.de),
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(`${text('de', '홈')} | Tactile Studio`);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de');
  });

  test('a user who picks Arabic gets a right-to-left layout', async ({ page }) => {
    await openHome(page);
    await chooseLanguage(page, 'Language', ENDONYMS.ar);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The layout mirrors: the brand sits at the right end of the header row.
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const viewport = page.viewportSize();
    expect(brand && viewport && brand.x + brand.width > viewport.width / 2, 'the brand is on the right').toBe(true);

    await chooseLanguage(page, text('ar', uiMessages.language.id), ENDONYMS.en);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a user can change the language from the palette', async ({ page }) => {
    await openHome(page);
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('searchbox', { name: 'Search commands' })).toBeFocused();
    await page.keyboard.type('language');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change language' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('listbox').getByRole('option', { name: ENDONYMS.fr }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
