import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Message } from '../src/core/messages/index.ts';
import { buildZip } from '../src/server/zip/zipBuilder.ts';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { cloudCommandMessages as commands } from '../src/web/features/cloud/shell/messages.ts';
import { browserMessages } from '../src/web/features/cloud/browser/messages.ts';
import { categoryMessages, detailMessages, listMessages } from '../src/web/features/cloud/common/messages.ts';
import { dialogMessages } from '../src/web/features/cloud/dialogs/messages.ts';
import { folderPickerMessages } from '../src/web/ui/folderPicker/messages.ts';
import { driveErrorMessages, driveToastMessages } from '../src/web/features/cloud/state/messages.ts';
import { trashMessages } from '../src/web/features/cloud/trash/messages.ts';
import { easyCloudMessages } from '../src/web/features/easy/cloud/messages.ts';
import { libraryMessages } from '../src/web/features/library/messages.ts';
import { routeTitles } from '../src/web/routes/messages.ts';
import { DRIVE_PAGE_SIZE } from '../src/shared/api/driveAppPaths.ts';
import { itemRow, notifications as toastRegion } from '../e2e/support/cloud.ts';
import { driveApi, inTurn, runId, SAMPLE_DTMS, type DriveApi } from '../e2e/support/drive.ts';
import { PATHS, text } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uiMessages } from '../src/web/ui/messages.ts';

// The Cloud's screens and dialogs, checked by axe (WCAG 2.2 A and AA): My
// files as cards and as a list, with items and empty; every dialog of My
// files; the upload dialog before, during and after an upload; the trash
// empty and with items, with its two confirmations; the Library as a grid
// and a list with a category chosen; Easy cloud and Easy search with
// results. In Korean (the source language) and English. Each test makes its
// own folder and files through the drive API (the seeded user's drive is
// shared by every test) and removes them afterwards.

const LOCALES = ['ko', 'en'] as const satisfies readonly AppLocale[];

/** The toasts' region, named in the page's language. */
const notifications = (page: Page, locale: AppLocale) => toastRegion(page, say(locale, uiMessages.notifications));

/** A catalogue message as the app shows it in `locale`, ICU values filled in. */
function say(locale: AppLocale, message: Message, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(text(locale, message.id), bcp47(locale)).format(values));
}

interface Seeded {
  readonly api: DriveApi;
  readonly id: string;
  readonly folderNo: string;
  readonly folder: string;
  readonly subfolder: string;
  /** File names as listed (with the extension). */
  readonly files: readonly string[];
}

/** A folder of the user's drive named for this run, holding a folder and two sample files. */
async function seedFolder(baseURL: string | undefined, { empty = false } = {}): Promise<Seeded> {
  const api = driveApi(baseURL ?? '', 'user');
  const id = runId();
  const folder = `A11y ${id}`;
  const folderNo = await api.createFolder(folder);
  if (empty) return { api, id, folderNo, folder, subfolder: '', files: [] };
  const subfolder = `Inside ${id}`;
  await api.createFolder(subfolder, { parent: folderNo });
  const names = [`Harbour map ${id}`, `Bee diagram ${id}`];
  for (const name of names) await api.createSampleFile(name, folderNo);
  return { api, id, folderNo, folder, subfolder, files: names.map((name) => `${name}.dtms`) };
}

async function openFolder(page: Page, seeded: Seeded, locale: AppLocale): Promise<Locator> {
  await page.goto(`${PATHS.cloud}?folder=${seeded.folderNo}`);
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
  await expect(page.getByRole('heading', { level: 2, name: seeded.folder })).toBeVisible();
  const grid = page.getByRole('main').getByRole('grid', { name: say(locale, browserMessages.contents, { folder: seeded.folder }) });
  await expect(grid).toBeVisible();
  if (seeded.files.length > 0) await expect(itemRow(grid, seeded.files[0] ?? '')).toBeVisible();
  // The storage meter has its answer.
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuetext', /\S/);
  return grid;
}

async function switchView(page: Page, locale: AppLocale, view: 'cards' | 'list') {
  const radio = page.getByRole('radiogroup', { name: say(locale, listMessages.view) }).getByRole('radio', { name: say(locale, view === 'cards' ? listMessages.cards : listMessages.list) });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** Opens a dialog with a shortcut (or a toolbar button), checks it with axe, and closes it with Escape. */
async function checkDialog(page: Page, testInfo: TestInfo, dialog: Locator, label: string, open: () => Promise<void>, ready?: () => Promise<void>) {
  await open();
  await expect(dialog).toBeVisible();
  await ready?.();
  await expectNoAxeViolations(page, testInfo, { label });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const locale of LOCALES) {
  test.describe(`the Cloud in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`My files with items, as cards and as a list, with a selection and a cut item (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL);
      try {
        const grid = await openFolder(page, seeded, locale);
        await expect(itemRow(grid, seeded.subfolder)).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `My files, cards (${locale})` });

        // One item cut (shown dimmed, "cut"), another selected: the toolbar has commands on.
        await itemRow(grid, seeded.files[0] ?? '').click();
        await page.keyboard.press('Control+X');
        await expect(itemRow(grid, seeded.files[0] ?? '')).toContainText(say(locale, listMessages.cut));
        await itemRow(grid, seeded.files[1] ?? '').click();
        await expect(page.getByRole('main')).toContainText(say(locale, listMessages.selectedCount, { count: 1 }));
        await expectNoAxeViolations(page, testInfo, { label: `My files, cards, selected and cut (${locale})` });

        await switchView(page, locale, 'list');
        const table = page.getByRole('main').getByRole('grid', { name: say(locale, browserMessages.contents, { folder: seeded.folder }) });
        await expect(table.getByRole('columnheader', { name: say(locale, listMessages.name) })).toBeVisible();
        await expect(itemRow(table, seeded.files[0] ?? '')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `My files, list (${locale})` });
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    test(`an empty folder, as cards and as a list (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL, { empty: true });
      try {
        const grid = await openFolder(page, seeded, locale);
        await expect(grid).toContainText(say(locale, listMessages.emptyFolder));
        await expectNoAxeViolations(page, testInfo, { label: `an empty folder, cards (${locale})` });
        await switchView(page, locale, 'list');
        await expect(page.getByRole('main').getByRole('grid')).toContainText(say(locale, listMessages.emptyFolder));
        await expectNoAxeViolations(page, testInfo, { label: `an empty folder, list (${locale})` });
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    // The page numbers' names hold their visible number as a word (WCAG 2.5.3
    // label in name): Korean's "1페이지" failed it (axe splits words after
    // NFKD, which makes the syllables jamo that run on from the digit).
    test(`a folder of more than one page, with its page numbers (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL, { empty: true });
      try {
        for (let n = 1; n <= DRIVE_PAGE_SIZE + 1; n++) await seeded.api.createFolder(`Shelf ${String(n).padStart(2, '0')} ${seeded.id}`, { parent: seeded.folderNo });
        await openFolder(page, seeded, locale);
        const pages = page.getByRole('navigation', { name: say(locale, listMessages.pages) });
        await expect(pages.getByRole('button', { name: say(locale, listMessages.pageNumber, { page: 2 }), exact: true })).toBeVisible();
        await expect(pages.getByRole('button', { name: say(locale, listMessages.pageNumber, { page: 1 }), exact: true })).toHaveAttribute('aria-current', 'page');
        await expectNoAxeViolations(page, testInfo, { label: `a folder of two pages (${locale})` });
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    test(`every dialog of My files (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL);
      try {
        const grid = await openFolder(page, seeded, locale);
        const file = itemRow(grid, seeded.files[0] ?? '');
        const dialog = (name: string) => page.getByRole('dialog', { name });

        const newFolder = dialog(say(locale, commands.newFolder));
        await checkDialog(page, testInfo, newFolder, `new folder (${locale})`, () => page.keyboard.press('Alt+Shift+N'));
        // With the field's error shown ('No text entered.').
        await checkDialog(page, testInfo, newFolder, `new folder, name missing (${locale})`, () => page.keyboard.press('Alt+Shift+N'), async () => {
          await page.keyboard.press('Enter');
          await expect(newFolder).toContainText(say(locale, driveErrorMessages.nameRequired));
        });

        await file.click();
        await checkDialog(page, testInfo, dialog(say(locale, commands.rename)), `rename (${locale})`, () => page.keyboard.press('F2'), async () => {
          await expect(dialog(say(locale, commands.rename))).toContainText(say(locale, dialogMessages.keepsExtension, { extension: '.dtms' }));
        });

        const folderList = (name: string) => page.getByRole('listbox', { name: say(locale, folderPickerMessages.subfolders, { folder: name }) });
        await checkDialog(page, testInfo, dialog(say(locale, dialogMessages.moveTitle, { count: 1 })), `move (${locale})`, () => page.keyboard.press('Alt+Shift+M'), async () => {
          await expect(folderList(seeded.folder).getByRole('option', { name: seeded.subfolder })).toBeVisible();
        });
        await checkDialog(
          page,
          testInfo,
          dialog(say(locale, dialogMessages.copyTitle, { count: 1 })),
          `copy to (${locale})`,
          () => page.getByRole('toolbar').getByRole('button', { name: say(locale, commands.copyTo) }).click(),
          async () => {
            await expect(folderList(seeded.folder).getByRole('option', { name: seeded.subfolder })).toBeVisible();
          },
        );

        const publish = dialog(say(locale, commands.publish));
        await checkDialog(page, testInfo, publish, `publish (${locale})`, () => page.keyboard.press('Alt+Shift+P'), async () => {
          await expect(folderList(say(locale, dialogMessages.publicDrive)).getByRole('option').first()).toBeVisible();
        });
        // With its two problems shown: no folder, no category.
        await checkDialog(page, testInfo, publish, `publish, nothing chosen (${locale})`, () => page.keyboard.press('Alt+Shift+P'), async () => {
          await publish.getByRole('button', { name: say(locale, dialogMessages.publishButton), exact: true }).click();
          await expect(publish).toContainText(say(locale, driveErrorMessages.noPublishFolder));
          await expect(publish).toContainText(say(locale, driveErrorMessages.noCategory));
        });
        // The category list open.
        await page.keyboard.press('Alt+Shift+P');
        const categoryButton = publish.getByRole('button', { name: new RegExp(`${say(locale, listMessages.category)}$`) });
        await categoryButton.click();
        await expect(page.getByRole('listbox', { name: say(locale, listMessages.category) })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `publish, category list open (${locale})` });
        // The first Escape closes the list and gives focus back to its button (as a user hears), the second the dialog.
        await page.keyboard.press('Escape');
        await expect(categoryButton).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(publish).toBeHidden();

        const details = dialog(seeded.files[0] ?? '');
        await checkDialog(page, testInfo, details, `file details (${locale})`, () => page.keyboard.press('Control+I'), async () => {
          await expect(details.getByRole('region', { name: say(locale, detailMessages.pageDescriptions) })).toBeVisible();
        });
        await itemRow(grid, seeded.subfolder).click();
        await checkDialog(page, testInfo, dialog(seeded.subfolder), `folder details (${locale})`, () => page.keyboard.press('Control+I'));
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    test(`the upload dialog before, during and after an upload (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL, { empty: true });
      try {
        const grid = await openFolder(page, seeded, locale);
        const upload = page.getByRole('dialog', { name: say(locale, commands.upload) });
        const fileInput = upload.locator('input[type="file"]');
        const start = upload.getByRole('button', { name: say(locale, dialogMessages.startUpload), exact: true });

        await page.keyboard.press('Alt+Shift+U');
        await expect(upload).toContainText(say(locale, dialogMessages.noFilesChosen));
        await expectNoAxeViolations(page, testInfo, { label: `upload, nothing chosen (${locale})` });

        await fileInput.setInputFiles(SAMPLE_DTMS);
        await expect(upload.getByRole('listitem')).toContainText('sample-320.dtms');
        await expectNoAxeViolations(page, testInfo, { label: `upload, a file chosen (${locale})` });

        // Held on its way to the server, the upload shows its progress.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/drive-app/v1/dtms/images', async (route) => {
          await held;
          await route.continue();
        });
        await start.click();
        await expect(upload.getByRole('progressbar', { name: say(locale, dialogMessages.uploading) })).toBeVisible();
        await expect(upload.getByRole('button', { name: say(locale, dialogMessages.cancelUpload) })).toBeFocused();
        await expectNoAxeViolations(page, testInfo, { label: `upload, under way (${locale})` });
        release();
        await expect(upload).toBeHidden();
        await expect(notifications(page, locale)).toContainText(say(locale, dialogMessages.uploadResult, { uploaded: 1 }));
        await expect(itemRow(grid, 'sample-320.dtms')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `after an upload, with its toast (${locale})` });
        await page.unroute('**/drive-app/v1/dtms/images');

        // A ZIP with something that is not a tactile file: the dialog stays, listing what was left out.
        await page.keyboard.press('Alt+Shift+U');
        await fileInput.setInputFiles({
          name: `maps ${seeded.id}.zip`,
          mimeType: 'application/zip',
          buffer: buildZip([
            { name: `zipped ${seeded.id}.dtms`, data: readFileSync(SAMPLE_DTMS) },
            { name: 'notes.txt', data: Buffer.from('not a tactile file') },
          ]),
        });
        await start.click();
        const skipped = upload.getByRole('list', { name: say(locale, dialogMessages.chosenFiles) });
        await expect(skipped.getByRole('listitem')).toHaveText(say(locale, dialogMessages.skipped, { name: 'notes.txt', reason: 'UNSUPPORTED_TYPE' }));
        await expect(upload.getByRole('button', { name: text(locale, '닫기') }).last()).toBeFocused();
        await expectNoAxeViolations(page, testInfo, { label: `upload, entries left out (${locale})` });
        await page.keyboard.press('Escape');
        await expect(upload).toBeHidden();
        await expect(itemRow(grid, `zipped ${seeded.id}.dtms`)).toBeVisible();

        // A file that is not what its name says: the server's refusal, in the dialog.
        await page.keyboard.press('Alt+Shift+U');
        await expect(upload).toContainText(say(locale, dialogMessages.noFilesChosen));
        await fileInput.setInputFiles({ name: 'not-a-map.dtms', mimeType: 'application/octet-stream', buffer: Buffer.from('<html>not a tactile file</html>') });
        await start.click();
        await expect(upload.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `upload, refused (${locale})` });
        await page.keyboard.press('Escape');
        await expect(upload).toBeHidden();
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    test(`the trash, with items and empty, and its two confirmations (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL, { empty: true });
      // Emptying the trash removes what other tests put there: the trash is one test's at a time.
      await inTurn('user-trash', async () => {
        const names = [`Old map ${seeded.id}`, `Old chart ${seeded.id}`];
        for (const name of names) await seeded.api.trash('images', await seeded.api.createSampleFile(name, seeded.folderNo));

        await page.goto(PATHS.trash);
        await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
        const table = page.getByRole('main').getByRole('grid', { name: say(locale, trashMessages.contents) });
        await expect(itemRow(table, `${names[0]}.dtms`)).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `trash with items (${locale})` });

        await itemRow(table, `${names[0]}.dtms`).click();
        const deleteForever = page.getByRole('alertdialog', { name: say(locale, trashMessages.deleteForeverTitle) });
        await page.keyboard.press('Shift+Delete');
        await expect(deleteForever).toContainText(say(locale, trashMessages.deleteForeverBody, { count: 1 }));
        await expectNoAxeViolations(page, testInfo, { label: `delete forever? (${locale})` });
        await deleteForever.getByRole('button', { name: say(locale, commands.deleteForever) }).click();
        await expect(notifications(page, locale)).toContainText(say(locale, driveToastMessages.deletedForever));
        await expect(itemRow(table, `${names[0]}.dtms`)).toHaveCount(0);

        const emptyTrash = page.getByRole('alertdialog', { name: say(locale, trashMessages.emptyTrashTitle) });
        await page.getByRole('toolbar', { name: say(locale, trashMessages.actions) }).getByRole('button', { name: say(locale, commands.emptyTrash) }).click();
        await expect(emptyTrash).toContainText(say(locale, trashMessages.emptyTrashBody));
        await expectNoAxeViolations(page, testInfo, { label: `empty the trash? (${locale})` });
        await emptyTrash.getByRole('button', { name: say(locale, commands.emptyTrash) }).click();
        await expect(table).toContainText(say(locale, commands.trashEmpty));
        await expect(notifications(page, locale)).toContainText(say(locale, driveToastMessages.trashEmptied));
        await expectNoAxeViolations(page, testInfo, { label: `empty trash (${locale})` });
      });
      await seeded.api.removeEverything(seeded.id);
    });

    test(`the Library as a grid and as a list, with a category chosen (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL);
      try {
        const publicFolder = await seeded.api.createFolder(`Public ${seeded.id}`, { kind: 'D' });
        const listed = await seeded.api.call<{ items: { FILE_NAME: string; DTM_NO?: string }[] }>('GET', '/drive-app/v1/dtm/images', { query: { SEARCH: seeded.id } });
        for (const item of listed.items) if (item.DTM_NO) await seeded.api.publish(item.DTM_NO, publicFolder, 'ART');

        await page.goto(`${PATHS.library}?category=ART&q=${encodeURIComponent(seeded.id)}`);
        await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
        const art = page.getByRole('radiogroup', { name: say(locale, listMessages.category) }).getByRole('radio', { name: say(locale, categoryMessages.ART) });
        await expect(art).toBeChecked();
        const files = page.getByRole('main').getByRole('grid', { name: say(locale, libraryMessages.files) });
        await expect(itemRow(files, seeded.files[0] ?? '')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `library, grid, Art (${locale})` });

        // The whole category, without the search.
        await page.goto(`${PATHS.library}?category=ART`);
        await expect(itemRow(files, seeded.files[0] ?? '')).toBeVisible();
        await switchView(page, locale, 'list');
        await expect(files.getByRole('columnheader', { name: say(locale, listMessages.category) })).toBeVisible();
        await expect(itemRow(files, seeded.files[0] ?? '')).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `library, list, Art (${locale})` });

        // A file opened from the library: its details, with the library's actions.
        await itemRow(files, seeded.files[0] ?? '').dblclick();
        const details = page.getByRole('dialog', { name: seeded.files[0] ?? '' });
        await expect(details.getByRole('region', { name: say(locale, detailMessages.pageDescriptions) })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `library file details (${locale})` });
        await page.keyboard.press('Escape');

        // A category with nothing found.
        await page.goto(`${PATHS.library}?category=WEBTOON&q=${encodeURIComponent(`nothing ${seeded.id}`)}`);
        await expect(files).toContainText(say(locale, listMessages.noSearchResult));
        await expectNoAxeViolations(page, testInfo, { label: `library, nothing found (${locale})` });
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });

    test(`Easy cloud, and Easy search with results (${locale})`, async ({ page, baseURL }, testInfo) => {
      const seeded = await seedFolder(baseURL);
      try {
        const publicFolder = await seeded.api.createFolder(`Public ${seeded.id}`, { kind: 'D' });
        const listed = await seeded.api.call<{ items: { FILE_NAME: string; DTM_NO?: string }[] }>('GET', '/drive-app/v1/dtm/images', { query: { SEARCH: seeded.id } });
        const first = listed.items.find((item) => `${item.FILE_NAME}.dtms` === seeded.files[0]);
        expect(first?.DTM_NO, 'the first file was made').toBeDefined();
        await seeded.api.publish(first?.DTM_NO ?? '', publicFolder, 'SCIENCE');

        await page.goto(PATHS.easyCloud);
        await expect(page.getByRole('heading', { level: 1, name: say(locale, routeTitles.easyCloud) })).toBeVisible();
        const mine = page.getByRole('region', { name: say(locale, easyCloudMessages.myFiles) });
        await expect(mine.getByRole('heading', { level: 3, name: seeded.files[0] ?? '' })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `Easy cloud (${locale})` });

        // The question before a file goes to the trash.
        await mine.getByRole('button', { name: `${say(locale, easyCloudMessages.deleteFile)} ${seeded.files[0]}` }).click();
        const question = page.getByRole('alertdialog', { name: say(locale, easyCloudMessages.deleteQuestion, { name: (seeded.files[0] ?? '').replace(/\.dtms$/, '') }) });
        await expect(question).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `Easy cloud, move to trash? (${locale})` });
        await page.keyboard.press('Escape');
        await expect(question).toBeHidden();

        await page.goto(PATHS.easySearch);
        await expect(page.getByRole('heading', { level: 1, name: say(locale, routeTitles.easySearch) })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `Easy search (${locale})` });
        await page.getByRole('searchbox', { name: say(locale, easyCloudMessages.searchWords) }).fill(seeded.id);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 2, name: say(locale, easyCloudMessages.inMyFiles, { count: 2 }) })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: say(locale, easyCloudMessages.inLibrary, { count: 1 }) })).toBeVisible();
        await expect(page.getByRole('region', { name: say(locale, easyCloudMessages.inLibrary, { count: 1 }) }).getByRole('heading', { level: 3 })).toHaveText(seeded.files[0] ?? '');
        await expectNoAxeViolations(page, testInfo, { label: `Easy search with results (${locale})` });
      } finally {
        await seeded.api.removeEverything(seeded.id);
      }
    });
  });
}
