import type { Locator, Page, TestInfo } from '@playwright/test';
import { DRIVE_PATHS } from '../src/shared/api/driveAppPaths.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { dialogMessages as dm } from '../src/web/features/book/dialogs/messages.ts';
import { editorMessages } from '../src/web/features/book/editor/messages.ts';
import { bookFileMessages as fm } from '../src/web/features/book/file/messages.ts';
import { presentationMessages as pm } from '../src/web/features/book/presentation/messages.ts';
import { bookCommandMessages } from '../src/web/features/book/commands/commandMessages.ts';
import { documentCommandMessages } from '../src/web/features/book/commands/documentCommandMessages.ts';
import { toolbarMessages } from '../src/web/features/book/toolbar/messages.ts';
import { blockPng, say } from '../e2e/support/canvas.ts';
import { driveApi, runId } from '../e2e/support/drive.ts';
import { tabTo } from '../e2e/support/keyboard.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { unsavedChangesMessages as unsaved } from '../src/web/ui/unsavedChanges/messages.ts';
import { pagePropertiesMessages as ppm } from '../src/web/features/book/pages/messages.ts';

// Book's screens checked by axe (WCAG 2.2 A and AA) in Korean, English and
// Arabic (right to left), as the administrator: the editor empty, the
// editor with a whole document (headings, a numbered list, a table with a
// header row, a link, a picture, a page break), every editing dialog (link,
// with its empty-address error; find; find and replace; numbered list start;
// table; image; audio or video; colour; cell properties; an image's
// alternative text), the document's dialogs (save as, open, save changes?),
// the list of keys, presentation mode, and the reader. Every state is reached with keys.

const LOCALES = ['ko', 'en', 'ar'] as const satisfies readonly AppLocale[];

const PICTURE = `data:image/png;base64,${blockPng(20, 10, { x: 5, y: 2, width: 10, height: 6 }).toString('base64')}`;
const DOCUMENT = [
  '<h1>Plants</h1>',
  '<p>Green plants make their food from light.</p>',
  '<ol><li>Roots</li><li>Stems</li></ol>',
  '<table><tr><th>Part</th><th>Job</th></tr><tr><td>Root</td><td>Takes in water</td></tr></table>',
  '<p><a href="https://example.org/plants">Read more</a></p>',
  `<img src="${PICTURE}" alt="A green leaf">`,
  '<hr class="page-break">',
  '<p>Seeds grow into new plants.</p>',
].join('');

async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** Checks the dialog named `name`, opened by `open`, with axe, then closes it with Escape. */
async function checkDialog(page: Page, testInfo: TestInfo, label: string, name: string, open: () => Promise<void>, ready?: (dialog: Locator) => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name, exact: true }).or(page.getByRole('alertdialog', { name, exact: true }));
  await expect(dialog).toBeVisible();
  await ready?.(dialog);
  await expectNoAxeViolations(page, testInfo, { label });
  await press(page, 'Escape');
  await expect(dialog).toHaveCount(0);
  // React Aria gives focus back a frame after closing: the next key must not come before it, or the next dialog
  // opens from the page's body and gives focus back there (it failed so once in CI, Save as then Open).
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true);
}

for (const locale of LOCALES) {
  test.describe(`Book in ${locale}`, () => {
    test.use({ visitor: 'admin', appLocale: locale });

    test('the editor, its dialogs, presentation mode and the reader have no axe violations', async ({ page, baseURL }, testInfo) => {
      test.setTimeout(180_000);
      const drive = driveApi(baseURL ?? '', 'admin');
      const name = `Plants ${runId()}`;
      const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
        body: { HTML_STRING: DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
      });
      const toolbar = page.getByRole('toolbar', { name: say(locale, toolbarMessages.toolbar) });
      const fromPalette = async (label: string) => {
        await press(page, 'Alt+F10');
        await expect(toolbar.locator(':focus')).toHaveCount(1);
        await press(page, 'Control+k');
        await expect(page.getByRole('dialog', { name: say(locale, commandMessages.openPalette) })).toBeVisible();
        await page.keyboard.type(label);
        await press(page, 'Enter');
      };
      const command = (message: (typeof bookCommandMessages)[keyof typeof bookCommandMessages]) => () => fromPalette(say(locale, message));

      // ---- Empty -------------------------------------------------------------
      await page.goto(PATHS.book);
      const empty = page.getByRole('textbox', { name: say(locale, editorMessages.body, { title: say(locale, editorMessages.untitled) }) });
      await expect(empty).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `${locale} editor, empty` });

      // ---- A whole document ---------------------------------------------------
      await page.goto(`${PATHS.book}?dtmNo=${dtmNo}`);
      const body = page.getByRole('textbox', { name: new RegExp(`Plants`) });
      await expect(body.getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `${locale} editor, a document` });
      await tabTo(page, body);
      await press(page, 'Control+Home', 'End');

      await checkDialog(page, testInfo, `${locale} link dialog with its error`, say(locale, dm.linkTitle), () => press(page, 'Control+k'), async (dialog) => {
        await tabTo(page, dialog.getByRole('textbox').nth(1));
        await press(page, 'Enter');
        await expect(dialog.getByRole('textbox').nth(1)).toHaveAttribute('aria-invalid', 'true');
      });
      await checkDialog(page, testInfo, `${locale} find`, say(locale, dm.findTitle), () => press(page, 'Control+f'));
      await checkDialog(page, testInfo, `${locale} find and replace`, say(locale, dm.replaceTitle), () => press(page, 'Control+h'));
      await checkDialog(page, testInfo, `${locale} table`, say(locale, dm.tableTitle), command(bookCommandMessages.insertTable));
      await checkDialog(page, testInfo, `${locale} image`, say(locale, dm.imageTitle), command(bookCommandMessages.insertImage));
      await checkDialog(page, testInfo, `${locale} media`, say(locale, dm.mediaTitle), command(bookCommandMessages.insertMedia));
      await checkDialog(page, testInfo, `${locale} colour`, say(locale, dm.colorTitle), command(bookCommandMessages.textColor));
      await checkDialog(page, testInfo, `${locale} highlight colour`, say(locale, dm.highlightTitle), command(bookCommandMessages.highlight));
      await checkDialog(page, testInfo, `${locale} page properties`, say(locale, ppm.title, { page: 1 }), command(bookCommandMessages.pageProperties));
      await checkDialog(page, testInfo, `${locale} list of keys`, say(locale, commandMessages.showShortcuts), () => press(page, 'Alt+0'));

      // In the numbered list, then in the table (quick navigation: Ctrl+Alt+N, then O or T),
      // once the closed dialog has given the text its focus back.
      await expect(body).toBeFocused();
      await press(page, 'Control+Home', 'Control+Alt+n', 'o');
      await checkDialog(page, testInfo, `${locale} numbered list start`, say(locale, dm.listStartTitle), command(bookCommandMessages.listStart));
      await expect(body).toBeFocused();
      await press(page, 'Control+Alt+n', 't');
      await checkDialog(page, testInfo, `${locale} cell properties`, say(locale, dm.cellTitle), command(bookCommandMessages.cellProperties));

      await checkDialog(page, testInfo, `${locale} save as`, say(locale, fm.saveAs), () => press(page, 'Control+Shift+s'));
      await checkDialog(page, testInfo, `${locale} open`, say(locale, fm.open), () => press(page, 'Control+o'));
      // Presentation mode gives focus back to what had it when it opened: the text, once the closed dialog has returned it
      // (React Aria does so a frame after closing; a key pressed before that would open it from the page's body).
      await expect(body).toBeFocused();
      await checkDialog(page, testInfo, `${locale} presentation mode`, say(locale, pm.title, { title: name }), () => press(page, 'Control+Home', 'Control+Shift+Enter'), async () => {
        await press(page, 'PageDown');
      });

      await expect(body).toBeFocused();
      await press(page, 'Control+Home', 'Control+Alt+n', 'g');
      await checkDialog(page, testInfo, `${locale} image alternative text`, say(locale, dm.imagePropertiesTitle), command(bookCommandMessages.imageProperties));
      // An edit, then New document: the document asks first ('save changes?'); the edit undone after.
      await expect(body).toBeFocused();
      await press(page, 'Control+End');
      await page.keyboard.type('x');
      await checkDialog(page, testInfo, `${locale} unsaved changes`, say(locale, unsaved.title), () => fromPalette(say(locale, documentCommandMessages.newDocument)));
      await press(page, 'Control+z');
      await expect(body).not.toContainText('plants.x');

      // ---- The reader ----------------------------------------------------------
      await page.goto(`${PATHS.read}?dtmNo=${dtmNo}`);
      await expect(page.getByRole('article').getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `${locale} reader` });
    });
  });
}
