import type { Page } from '@playwright/test';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { browserMessages } from '../src/web/features/cloud/browser/messages.ts';
import { cloudCommandMessages } from '../src/web/features/cloud/shell/messages.ts';
import { checkerMessages as m } from '../src/web/ui/checker/messages.ts';
import { blockPng, pinGrid, say } from '../e2e/support/canvas.ts';
import { itemRow } from '../e2e/support/cloud.ts';
import { driveApi, runId } from '../e2e/support/drive.ts';
import { tabTo } from '../e2e/support/keyboard.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The accessibility checker's panel, checked by axe (WCAG 2.2 A and AA) in
// Korean, English and Arabic (right to left): in Book, with a document's
// problems listed (the keyboard on a problem, then on a row's button), and
// in the Canvas, over a page with no description and a stray pin. Opened
// with keys: Alt+Shift+A in Book, the palette's "Check accessibility" in the
// Canvas. And the check before publishing: the Cloud's publish dialog (Alt+Shift+P)
// over a Book document with problems.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

const PICTURE = `data:image/png;base64,${blockPng(20, 10, { x: 5, y: 2, width: 10, height: 6 }).toString('base64')}`;
const DOCUMENT = [
  '<h1>Plants</h1>',
  '<h3>Roots</h3>',
  `<img src="${PICTURE}">`,
  '<table><tr><td>Part</td><td>Job</td></tr><tr><td>Root</td><td>Water</td></tr></table>',
  '<p>1. Plant the seed</p>',
  '<p>2. Water it</p>',
].join('');

async function fromPalette(page: Page, locale: AppLocale, label: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: say(locale, commandMessages.openPalette) })).toBeVisible();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
}

for (const locale of LOCALES) {
  test.describe(`the checker panel in ${locale}`, () => {
    test.describe('in Book', () => {
      test.use({ visitor: 'admin', appLocale: locale });

      test(`lists a document's problems with no axe violations (${locale})`, async ({ page, baseURL }, testInfo) => {
        test.setTimeout(90_000);
        const drive = driveApi(baseURL ?? '', 'admin');
        const name = `Checked ${runId()}`;
        const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
          body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
        });
        await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
        await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
        const body = page.getByRole('textbox', { name: new RegExp(name) });
        await expect(body.getByRole('table')).toBeVisible();
        await tabTo(page, body);
        await page.keyboard.press('Alt+Shift+A');
        const panel = page.getByRole('region', { name: say(locale, m.panelTitle) });
        const list = panel.getByRole('grid', { name: say(locale, m.findings) });
        await expect(list.locator('[data-finding]:focus')).toHaveCount(1);
        await expectNoAxeViolations(page, testInfo, { label: `Book checker panel, a problem focused (${locale})` });
        await page.keyboard.press('ArrowRight');
        await expect(list.locator('button:focus')).toHaveCount(1);
        await expectNoAxeViolations(page, testInfo, { label: `Book checker panel, a row's button focused (${locale})` });
      });

      test(`the check before publishing has no axe violations (${locale})`, async ({ page, baseURL }, testInfo) => {
        test.setTimeout(90_000);
        const drive = driveApi(baseURL ?? '', 'admin');
        const id = runId();
        const folder = `Publish check ${id}`;
        const name = `Checked ${id}`;
        const folderNo = await drive.createFolder(folder);
        try {
          await drive.call('POST', DRIVE_PATHS.htmlFromString, { body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: folderNo, DEVICE_KIND: '300' } });
          await page.goto(`${PATHS.cloud}?folder=${folderNo}`);
          await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
          const grid = page.getByRole('main').getByRole('grid', { name: say(locale, browserMessages.contents, { folder }) });
          const row = itemRow(grid, `${name}.html`);
          await expect(row).toBeVisible();
          await row.click();
          await page.keyboard.press('Alt+Shift+P');
          const dialog = page.getByRole('dialog', { name: say(locale, cloudCommandMessages.publish) });
          const check = dialog.getByRole('region', { name: say(locale, m.panelTitle) });
          await expect(check).toBeVisible();
          await expect(check.getByRole('link')).toBeVisible();
          await expectNoAxeViolations(page, testInfo, { label: `publish dialog with its accessibility check (${locale})` });
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        } finally {
          await drive.removeEverything(id);
        }
      });
    });

    test.describe('in the Canvas', () => {
      test.use({ visitor: 'user', appLocale: locale });

      test(`lists the pages' problems with no axe violations (${locale})`, async ({ page }, testInfo) => {
        await page.goto(PATHS.canvas);
        await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
        const grid = pinGrid(page);
        await expect(grid).toBeVisible();
        // A stray pin in the middle of the page (Space raises the pin under the cursor).
        await grid.focus();
        for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
        for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Space');
        await fromPalette(page, locale, say(locale, m.checkCommand));
        const panel = page.getByRole('region', { name: say(locale, m.panelTitle) });
        await expect(panel.getByRole('grid', { name: say(locale, m.findings) }).locator('[data-finding]:focus')).toHaveCount(1);
        await expectNoAxeViolations(page, testInfo, { label: `Canvas checker panel (${locale})` });
      });
    });
  });
}
