import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { listenMessages as m } from '../src/web/features/book/listen/messages.ts';
import { routeTitles } from '../src/web/routes/messages.ts';
import { say } from '../e2e/support/canvas.ts';
import { documentWithDaisyBook } from '../e2e/support/daisyBook.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The DAISY player (issue 23), checked by axe (WCAG 2.2 A and AA) in Korean,
// English and Arabic (right to left): a book with audio as it opens, and
// after moving to the second page by keyboard (the highlight on a phrase),
// and that in the dark colour scheme.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

for (const locale of LOCALES) {
  test.describe(`the DAISY player in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    test(`has no axe violations (${locale})`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(150_000);
      const { dtmNo, name } = await documentWithDaisyBook(baseURL ?? '', { audio: true });
      await page.goto(`${PATHS.listen}?dtmNo=${dtmNo}`);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const player = page.getByRole('region', { name: say(locale, routeTitles.listen) });
      await expect(player.getByRole('button', { name: say(locale, m.play) })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `DAISY player (${locale})` });

      await page.keyboard.press('Alt+PageDown');
      await expect(player.getByRole('heading', { level: 2, name: say(locale, m.page, { page: 2 }) })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `DAISY player, page 2 (${locale})` });

      // The highlighted phrase keeps its contrast in the dark scheme too (forced colours use the system's Highlight pair).
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(player.locator('[aria-current="true"]')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `DAISY player, dark (${locale})` });
    });
  });
}
