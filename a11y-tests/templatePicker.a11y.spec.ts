import { toolMessages } from '../src/core/canvas/index.ts';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { placementMessages } from '../src/web/features/canvas/placement/messages.ts';
import { toolbarMessages } from '../src/web/features/canvas/toolbar/messages.ts';
import { pinGrid, say } from '../e2e/support/canvas.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The Canvas's template picker open, its cards drawn (each template's pins,
// name, description and placement), checked by axe in Korean, English and
// Arabic (right to left), reached with the keyboard: the Template tool, then
// Enter on the grid.

for (const locale of ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[]) {
  test.describe(`the template picker in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`has no axe violations with its previews shown (${locale})`, async ({ page }, testInfo) => {
      await page.goto(PATHS.canvas);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
      const grid = pinGrid(page);
      await expect(grid).toBeVisible();
      const tool = page.getByRole('toolbar', { name: say(locale, toolbarMessages.toolbar) }).getByRole('button', { name: say(locale, toolMessages.template), exact: true });
      await tool.press('Space');
      await expect(tool).toHaveAttribute('aria-pressed', 'true');
      await grid.press('Enter');
      const dialog = page.getByRole('dialog', { name: say(locale, placementMessages.templateTitle) });
      const cards = dialog.getByRole('grid', { name: say(locale, placementMessages.templates) }).getByRole('row');
      await expect(cards.first()).toBeFocused();
      // Every card's preview has been drawn.
      await expect(dialog.locator('canvas[aria-hidden="true"]')).toHaveCount(await cards.count());
      await expectNoAxeViolations(page, testInfo, { label: `template picker (${locale})` });
      // Arrows move across the cards; Enter places the chosen one and closes the picker.
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(cards.nth(1)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    });
  });
}
