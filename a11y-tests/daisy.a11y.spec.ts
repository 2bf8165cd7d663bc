import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { documentCommandMessages } from '../src/web/features/book/commands/documentCommandMessages.ts';
import { daisyMessages as m } from '../src/web/features/book/daisy/messages.ts';
import { say } from '../e2e/support/canvas.ts';
import { driveApi, runId } from '../e2e/support/drive.ts';
import { tabTo } from '../e2e/support/keyboard.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The DAISY 3 export dialog (issue 23), checked by axe (WCAG 2.2 A and AA) in
// Korean, English and Arabic (right to left): opened from the Book's palette
// by keyboard, as it first shows (focus on the content choice), then with
// text only chosen (voice and rate disabled) and with the rate refused.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];
const DOCUMENT = '<h1>Plants</h1><p>Plants need water.</p><h2>Roots</h2><p>Roots take in water.</p>';

for (const locale of LOCALES) {
  test.describe(`the DAISY export dialog in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    test(`has no axe violations (${locale})`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      const drive = driveApi(baseURL ?? '', 'admin');
      const name = `DAISY ${runId()}`;
      const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
        body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
      });
      await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
      const body = page.getByRole('textbox', { name: new RegExp(name) });
      await expect(body.getByRole('heading', { level: 2 })).toBeVisible();
      await tabTo(page, body);
      await page.keyboard.press('Alt+F10');
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: say(locale, commandMessages.openPalette) }).getByRole('searchbox')).toBeFocused();
      await page.keyboard.type(say(locale, documentCommandMessages.exportDaisy).replace('…', ''));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: say(locale, m.title) });
      await expect(dialog.getByRole('radio', { name: say(locale, m.textAndAudio) })).toBeFocused();
      // The latest book's state has arrived (whatever it is: none, or unknown before the server's route exists).
      await expect(dialog.getByRole('status')).not.toHaveText(say(locale, m.checking));
      await expectNoAxeViolations(page, testInfo, { label: `DAISY export dialog (${locale})` });

      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('textbox', { name: say(locale, m.rate) })).toBeDisabled();
      await expectNoAxeViolations(page, testInfo, { label: `DAISY export dialog, text only (${locale})` });

      await page.keyboard.press('ArrowUp');
      const rate = dialog.getByRole('textbox', { name: say(locale, m.rate) });
      await tabTo(page, rate);
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await expect(rate).toHaveAttribute('aria-invalid', 'true');
      await expect(rate).toBeFocused();
      await expectNoAxeViolations(page, testInfo, { label: `DAISY export dialog, rate refused (${locale})` });
    });
  });
}
