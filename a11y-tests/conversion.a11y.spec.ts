import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { truncatedPdf } from '../src/server/convert/testing/hostilePdfs.ts';
import { testPagePath } from '../src/web/routes/paths.ts';
import { goToItem, itemRow, notifications, openFolderPage } from '../e2e/support/cloud.ts';
import { driveApi, runId } from '../e2e/support/drive.ts';
import { tabTo } from '../e2e/support/keyboard.ts';
import { text } from '../e2e/support/routes.ts';
import { CONVERSION_PORT } from '../e2e/support/accounts.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Conversion's screens, checked by axe in Korean and English (issue 21): the
// upload dialog with a PDF chosen and the quality choice shown, the notice
// that the conversion started, the failure notice, the Convert again dialog,
// and the support staff's demo page with a finished job.

const LOCALES = ['ko', 'en'] as const satisfies readonly AppLocale[];
const files = mkdtempSync(join(tmpdir(), 'a11y-convert-'));
const brokenPath = join(files, 'Broken.pdf');
writeFileSync(brokenPath, truncatedPdf());
/** The demo page converts into the top of My files: a name of this run's own, to clear up after. */
const demoName = `Demo ${runId()}`;
const demoPath = join(files, `${demoName}.pdf`);
writeFileSync(demoPath, truncatedPdf());

async function chooseInUpload(page: Page, locale: AppLocale, path: string) {
  await page.keyboard.press('Alt+Shift+U');
  const upload = page.getByRole('dialog', { name: text(locale, '파일 올리기') });
  await expect(upload.getByRole('button', { name: text(locale, '파일 고르기') })).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(path);
  return upload;
}

// The seeded user, one locale after the other: the finished-conversion notices
// are the account's, and the tab that polls first shows them, so two runs of
// one account at once (or the e2e spec, the administrator's) would take each
// other's notices.
test.describe.configure({ mode: 'serial' });

for (const locale of LOCALES) {
  test.describe(`conversion in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale, baseURL: `http://127.0.0.1:${CONVERSION_PORT}` });

    test(`the upload dialog, its notices and Convert again are accessible (${locale})`, async ({ page, baseURL }, testInfo) => {
      test.slow();
      const api = driveApi(baseURL as string, 'user');
      const folder = `Conversion a11y ${runId()}`;
      const folderNo = await api.createFolder(folder);
      try {
        await openFolderPage(page, folderNo, folder);
        const upload = await chooseInUpload(page, locale, brokenPath);
        await expect(upload.getByRole('radiogroup', { name: text(locale, '변환 품질') })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `upload dialog with the quality choice (${locale})` });
        await tabTo(page, upload.getByRole('button', { name: text(locale, '올리기'), exact: true }));
        await page.keyboard.press('Enter');
        await expect(upload).toBeHidden();
        await expect(notifications(page, text(locale, '알림'))).toContainText('HTML');
        await expectNoAxeViolations(page, testInfo, { label: `conversion started notice (${locale})` });

        const failedNotice = notifications(page, text(locale, '알림')).getByText(new RegExp(`^${text(locale, 'HTML 변환에 실패했습니다.').replace('.', '\\.')}`));
        await expect(failedNotice.first()).toBeVisible({ timeout: 40_000 });
        await expectNoAxeViolations(page, testInfo, { label: `conversion failed notice (${locale})` });

        const grid = page.getByRole('main').getByRole('grid');
        await expect(itemRow(grid, 'Broken.html')).toContainText(text(locale, '변환 실패'), { timeout: 30_000 });
        await goToItem(page, grid, 'Broken.html', { typing: true });
        // Enter on a failed document opens its details: the reason, and Convert again.
        await page.keyboard.press('Enter');
        const details = page.getByRole('dialog', { name: 'Broken.html' });
        await expect(details).toContainText(text(locale, '변환 실패'));
        await expectNoAxeViolations(page, testInfo, { label: `details of a failed conversion (${locale})` });
        await tabTo(page, details.getByRole('button', { name: text(locale, '다시 변환') }));
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text(locale, '‘{name}’ 다시 변환').replace('{name}', 'Broken.html') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('radiogroup', { name: text(locale, '변환 품질') })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `convert again dialog (${locale})` });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      } finally {
        await api.removeEverything(folder);
      }
    });

    test(`the conversion demo page with a finished job is accessible (${locale})`, async ({ page, baseURL }, testInfo) => {
      test.slow();
      const api = driveApi(baseURL as string, 'user');
      await page.goto(testPagePath('pdf-convert-demo'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `conversion demo page (${locale})` });
      const choose = page.getByRole('button', { name: text(locale, 'PDF 또는 DOCX 고르기') });
      await tabTo(page, choose);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(demoPath);
      await tabTo(page, page.getByRole('button', { name: text(locale, '올리고 변환하기') }));
      await page.keyboard.press('Enter');
      const table = page.getByRole('table');
      await expect(table).toContainText('FAILED', { timeout: 40_000 });
      await expectNoAxeViolations(page, testInfo, { label: `conversion demo page with a failed job (${locale})` });
      await api.removeEverything(demoName);
    });
  });
}
