import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { firmwareMessages as m } from '../src/web/features/device/firmware/messages.ts';
import { deviceMessages } from '../src/web/features/device/messages.ts';
import { deviceShellMessages } from '../src/web/features/device/shell/messages.ts';
import { say } from '../e2e/support/canvas.ts';
import { chooseMethod } from '../e2e/support/device.ts';
import { FIRMWARE_VERSION, seedRelease } from '../e2e/support/firmware.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The firmware screen (issue 24), checked by axe in Korean, English and
// Arabic (right to left), as an administrator: with no display; with the
// virtual 320 connected and an update shown, the hand-off at its third step;
// after the simulated update; the upload form with its errors (the browser's
// own, then the server's refused signature at its field); the withdraw
// confirmation.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

for (const locale of LOCALES) {
  test.describe(`the firmware screen in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    test(`every state of the firmware screen is accessible (${locale})`, async ({ page, baseURL }, testInfo) => {
      test.slow();
      await seedRelease(baseURL ?? '');
      await page.goto('/device/firmware');
      await expect(page.getByText(say(locale, m.notConnected))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `firmware, no display (${locale})` });

      // Connected from the screen's own button, without leaving the page (the virtual display lives in it).
      await page.getByRole('button', { name: say(locale, m.connect) }).click();
      const dialog = page.getByRole('dialog', { name: say(locale, deviceShellMessages.openDevice) });
      await chooseMethod(page, dialog, say(locale, deviceMessages.methodVirtual320));
      await dialog.getByRole('button', { name: say(locale, deviceMessages.connectButton) }).click();
      await expect(dialog.getByRole('heading', { name: say(locale, deviceMessages.connectedHeading) })).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const update = page.getByRole('region', { name: say(locale, m.updateHeading) });
      await expect(update.getByText(say(locale, m.statusUpdate, { latest: FIRMWARE_VERSION, current: '2.4.0' }))).toBeVisible();
      const next = update.getByRole('button', { name: say(locale, m.nextStep) });
      await next.click();
      await next.click();
      await expect(update.getByText(say(locale, m.stepOf, { step: 3, steps: 5 }))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `firmware, update shown, step 3 (${locale})` });

      await update.getByRole('button', { name: say(locale, m.install) }).click();
      await expect(update.getByText(say(locale, m.simDone, { version: FIRMWARE_VERSION }))).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, testInfo, { label: `firmware, after the simulated update (${locale})` });

      // The administrators' part: the browser's own checks, then the server's refusal at its field.
      const admin = page.getByRole('region', { name: say(locale, m.adminHeading) });
      const submit = admin.getByRole('button', { name: say(locale, m.submit), exact: true });
      await admin.getByRole('textbox', { name: say(locale, m.model), exact: true }).fill('DotPad320A');
      await submit.click();
      await expect(admin.getByRole('textbox', { name: say(locale, m.version), exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, testInfo, { label: `firmware, upload form with missing fields (${locale})` });
      await admin.getByRole('textbox', { name: say(locale, m.version), exact: true }).fill('9.9.9');
      await admin.getByRole('textbox', { name: say(locale, m.downloadUrl), exact: true }).fill('https://vendor.invalid/fw.bin');
      await admin.getByRole('textbox', { name: say(locale, m.sha256), exact: true }).fill('ab'.repeat(32));
      await admin.getByRole('textbox', { name: say(locale, m.signature), exact: true }).fill('bm90IGEgc2lnbmF0dXJl');
      await submit.click();
      const signature = admin.getByRole('textbox', { name: say(locale, m.signature), exact: true });
      await expect(signature).toHaveAttribute('aria-invalid', 'true');
      await expect(signature).toHaveAccessibleDescription(say(locale, m.errorSignature));
      await expectNoAxeViolations(page, testInfo, { label: `firmware, upload refused for its signature (${locale})` });

      await admin.getByRole('button', { name: say(locale, m.withdraw, { model: 'DotPad320A', version: FIRMWARE_VERSION }) }).click();
      const confirm = page.getByRole('alertdialog', { name: say(locale, m.withdrawTitle) });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `firmware, withdraw confirmation (${locale})` });
      // Not withdrawn: the other specs of this server use the release.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
    });
  });
}
