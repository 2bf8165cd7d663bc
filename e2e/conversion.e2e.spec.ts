import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import { textbookDocx } from '../src/server/convert/testing/docxFixtures.ts';
import { truncatedPdf } from '../src/server/convert/testing/hostilePdfs.ts';
import { printedPdf, TEXTBOOK_HTML } from '../src/server/convert/testing/textbookPdfs.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { folderGrid, goToItem, itemRow, openFolderPage } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { testPagePath } from '../src/web/routes/paths.ts';
import { CONVERSION_PORT } from './support/accounts.ts';
import { expect, test } from './support/session.ts';

// Converting textbooks with the keyboard alone, on the real server and its
// real converters (issue 21): a DOCX and a PDF uploaded in the Cloud at
// ordinary quality, the upload's progress heard, the 'HTML conversion
// completed' notice within one poll, each document opened in the reader and
// in Book; a damaged PDF ends with 'HTML conversion failed' and its document
// still opens in the editor.

const files = mkdtempSync(join(tmpdir(), 'e2e-convert-'));
const docxPath = join(files, 'Plants (Word).docx');
const pdfPath = join(files, 'Plants (print).pdf');
const brokenPath = join(files, 'Broken.pdf');

test.beforeAll(async () => {
  writeFileSync(docxPath, textbookDocx());
  writeFileSync(pdfPath, await printedPdf(TEXTBOOK_HTML, false));
  writeFileSync(brokenPath, truncatedPdf());
});

/** The spec's notice (§2), shown for 3 s once the poll (every 10 s) finds the finished conversion. */
const NOTICE_TIMEOUT = 40_000;

test.describe('converting documents with the keyboard', () => {
  // One after the other: a finished conversion's notice goes to whichever of the account's tabs polls first.
  test.describe.configure({ mode: 'serial' });
  test.use({ visitor: 'admin', appLocale: 'en', baseURL: `http://127.0.0.1:${CONVERSION_PORT}` });

  test('a DOCX and a PDF become documents that open in the reader and in Book; a damaged PDF fails and says so', async ({ page, baseURL }) => {
    test.slow();
    const api = driveApi(baseURL as string, 'admin');
    const folder = `Conversion ${runId()}`;
    const folderNo = await api.createFolder(folder);
    try {
      await recordAnnouncements(page);
      await openFolderPage(page, folderNo, folder);
      const grid = folderGrid(page, folder);

      // ---- Upload both at ordinary quality ------------------------------------
      await page.keyboard.press('Alt+Shift+U');
      const upload = page.getByRole('dialog', { name: 'Upload files' });
      await expect(upload.getByRole('button', { name: 'Choose files' })).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles([docxPath, pdfPath]);
      const quality = upload.getByRole('radiogroup', { name: 'Conversion quality' });
      await expect(quality).toBeVisible();
      await expect(quality.getByRole('radio', { name: /^Ordinary/ })).toBeChecked();
      await expect(quality.getByText(/left this month/)).toBeVisible();
      await tabTo(page, upload.getByRole('button', { name: 'Upload', exact: true }));
      await page.keyboard.press('Enter');
      await expect(upload).toBeHidden();
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/The HTML conversion of 2 documents has started/)).toBeVisible();
      await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/100%/));

      // ---- The notice, within one poll of the end -------------------------------
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText('HTML conversion completed').first()).toBeVisible({ timeout: NOTICE_TIMEOUT });
      for (const name of ['Plants (Word)', 'Plants (print)']) {
        await expect(itemRow(grid, `${name}.html`)).not.toContainText('Converting', { timeout: NOTICE_TIMEOUT });
      }

      // ---- Read it, then edit it --------------------------------------------------
      const row = await goToItem(page, grid, 'Plants (print).html', { typing: true });
      await expect(row).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/read\?dtmNo=\d+/);
      const reader = page.getByRole('main');
      await expect(reader.getByRole('heading', { level: 1, name: 'Plants and Light' })).toBeVisible();
      await expect(reader.getByRole('heading', { level: 2, name: 'Parts of a flower' })).toBeVisible();
      await expect(reader.getByRole('table').getByRole('columnheader', { name: 'Part' })).toBeVisible();
      // The nested item is inside its parent's item, as printed.
      await expect(reader.getByRole('listitem').getByRole('listitem').filter({ hasText: 'Chlorophyll makes them green' })).toBeVisible();
      const dtmNo = new URL(page.url()).searchParams.get('dtmNo') as string;
      await page.goto(`/book?dtmNo=${dtmNo}`);
      const editor = page.getByRole('textbox', { name: /^Document body, / });
      await expect(editor.getByRole('heading', { level: 2, name: 'How leaves work' })).toBeVisible();
      await expect(editor).toContainText('Stems carry water upward');

      // ---- A damaged PDF ------------------------------------------------------------
      await openFolderPage(page, folderNo, folder);
      await page.keyboard.press('Alt+Shift+U');
      const again = page.getByRole('dialog', { name: 'Upload files' });
      const chooseAgain = page.waitForEvent('filechooser');
      await expect(again.getByRole('button', { name: 'Choose files' })).toBeFocused();
      await page.keyboard.press('Enter');
      await (await chooseAgain).setFiles(brokenPath);
      await tabTo(page, again.getByRole('button', { name: 'Upload', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^HTML conversion failed/).first()).toBeVisible({ timeout: NOTICE_TIMEOUT });
      await expect(itemRow(folderGrid(page, folder), 'Broken.html')).toContainText('Conversion failed', { timeout: NOTICE_TIMEOUT });
      // Its editor is usable again (spec §4): the document opens, empty, and takes text.
      const broken = await api.call<{ items: { DTM_NO: string; FILE_NAME: string }[] }>('GET', DRIVE_PATHS.files, { query: { DTM_GROUP_NO: folderNo, PAGE_SIZE: '100' } });
      const brokenNo = broken.items.find((item) => item.FILE_NAME === 'Broken')?.DTM_NO as string;
      await page.goto(`/book?dtmNo=${brokenNo}`);
      const empty = page.getByRole('textbox', { name: /^Document body, / });
      await expect(empty).toBeVisible();
      await tabTo(page, empty);
      await page.keyboard.type('Typed after the failure');
      await expect(empty).toContainText('Typed after the failure');
    } finally {
      await api.removeEverything(folder);
    }
  });

  test('support staff convert a PDF on the demo page and watch its job to the end', async ({ page, baseURL }) => {
    const api = driveApi(baseURL as string, 'admin');
    const name = `Demo ${runId()}`;
    const path = join(files, `${name}.pdf`);
    writeFileSync(path, await printedPdf(TEXTBOOK_HTML, true));
    try {
      await recordAnnouncements(page);
      await page.goto(testPagePath('pdf-convert-demo'));
      await tabTo(page, page.getByRole('button', { name: 'Choose a PDF or DOCX' }));
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(path);
      await tabTo(page, page.getByRole('button', { name: 'Upload and convert' }));
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: new RegExp(`^Conversion status of ${name}`) });
      await expect(table).toContainText('SUCCESS', { timeout: NOTICE_TIMEOUT });
      await expect(table).toContainText('pdf-tagged');
      await expect.poll(() => heard(page)).toContainEqual(expect.stringMatching(/SUCCESS|completed|done/i));
      const reader = page.getByRole('link', { name: 'Open in reader' });
      await tabTo(page, reader);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Plants and Light' })).toBeVisible();
    } finally {
      await api.removeEverything(name);
    }
  });
});
