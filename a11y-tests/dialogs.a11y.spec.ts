import type { Page } from '@playwright/test';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { PATHS, text } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The app's overlays and disclosures, open, checked by axe: the command
// palette, the shortcut help, the language dialog and picker, and a FAQ answer.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

/**
 * Each palette entry is named by everything it shows (label, why it is
 * unavailable, shortcut), and the last entry is reachable with the keyboard
 * from the search field.
 */
async function expectPaletteNamesAndReach(page: Page): Promise<void> {
  const search = page.getByRole('searchbox');
  const list = page.getByRole('menu');
  await expect(search).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? 'the list id');
  for (const entry of await list.getByRole('menuitem').all()) {
    const shown = (await entry.innerText()).replace(/\s+/g, ' ').trim();
    await expect(entry).toHaveAccessibleName(shown);
  }
  const last = list.getByRole('menuitem').last();
  const lastId = (await last.getAttribute('id')) ?? 'the last id';
  const count = await list.getByRole('menuitem').count();
  // As many presses as entries reach the last one whether or not the first was active (the list does not wrap).
  for (let presses = 0; presses < count; presses++) await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', lastId);
  await expect(last).toBeInViewport();
}

async function openHome(page: Page, locale: AppLocale): Promise<void> {
  await page.goto(PATHS.home);
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
  await expect(page.locator('h1')).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`open overlays in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`the command palette is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: text(locale, '명령 찾기') });
      await expect(palette).toBeVisible();
      await expect(palette.getByRole('searchbox')).toBeFocused();
      await expect(palette.getByRole('menuitem').first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `command palette (${locale})` });
      await expectPaletteNamesAndReach(page);
    });

    test(`the command palette with a search typed is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: text(locale, '명령 찾기') });
      await expect(palette.getByRole('searchbox')).toBeFocused();
      await page.keyboard.type(text(locale, '북으로 이동'));
      await expect(palette.getByRole('menuitem')).toHaveCount(1);
      // While the list re-renders, the active entry is briefly the one just
      // replaced; check once it names the entry that is there.
      const search = palette.getByRole('searchbox');
      await expect(search).toHaveAttribute('aria-activedescendant', (await palette.getByRole('menuitem').getAttribute('id')) ?? 'the entry id');
      await expectNoAxeViolations(page, testInfo, { label: `command palette, filtered (${locale})` });
    });

    test(`the keyboard shortcut help is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      await page.keyboard.press('Shift+/');
      const help = page.getByRole('dialog', { name: text(locale, '단축키 보기') });
      await expect(help).toBeVisible();
      await expect(help.getByRole('table').first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `shortcut help (${locale})` });
    });

    test(`the change-language dialog is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('searchbox')).toBeFocused();
      // The command's name in this language ("language" in English).
      await page.keyboard.type(locale === 'en' ? 'language' : text(locale, '언어 바꾸기'));
      await expect(page.getByRole('menuitem', { name: text(locale, '언어 바꾸기') })).toBeVisible();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text(locale, '언어 바꾸기') });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog', { name: text(locale, '명령 찾기') })).toBeHidden();
      await expectNoAxeViolations(page, testInfo, { label: `change-language dialog (${locale})` });
    });

    test(`the open language list is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      await page.getByRole('banner').getByRole('button', { name: text(locale, '언어') }).click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      await expect(list.getByRole('option', { name: 'Deutsch' })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `language listbox (${locale})` });
    });

    test(`an open FAQ answer is accessible (${locale})`, async ({ page }, testInfo) => {
      await openHome(page, locale);
      const question = page.getByRole('button', { name: text(locale, '촉각 디스플레이가 없어도 쓸 수 있나요?') });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(text(locale, '네. 화면의 가상 촉각 디스플레이로 핀 모양을 확인하고, 파일을 저장해 두었다가 나중에 기기로 보낼 수 있습니다.'))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `FAQ expanded (${locale})` });
    });
  });
}
