import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { text } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The braille translation panel in each of its states, checked by axe: with
// a translation shown, with the table list open, and with an unavailable
// table chosen.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

for (const locale of LOCALES) {
  test.describe(`the braille panel in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`with a translation shown, and with the table list open, it is accessible (${locale})`, async ({ page }, testInfo) => {
      await page.goto('/test/braille');
      await page.getByRole('textbox', { name: text(locale, '번역할 글') }).fill('Hello world');
      await page.getByRole('button', { name: text(locale, '번역하기') }).press('Enter');
      await expect(page.getByRole('textbox', { name: text(locale, '번역 결과') })).toHaveValue(/^⠠⠓⠑⠇⠇⠕/);
      await expectNoAxeViolations(page, testInfo, { label: `braille result (${locale})` });

      const trigger = page.getByRole('button', { name: new RegExp(text(locale, '점자 표')) });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `braille table list (${locale})` });
      // Thai is listed though no engine has it: chosen, it explains itself.
      await page.getByRole('option', { name: /\(.+\)$/ }).filter({ hasText: /ไทย|Thai|태국|التايلاندية/ }).press('Enter');
      await expect(page.getByText(text(locale, '이 언어의 점자 표가 아직 어느 엔진에도 없습니다.'))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `unavailable braille table (${locale})` });
    });
  });
}
