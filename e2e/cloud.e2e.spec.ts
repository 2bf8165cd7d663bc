import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseDtms } from '../src/core/dtms/index.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { escapeRegExp, expectFocusKept, expectNoToast, expectToast, goToItem, itemRow, politeLog } from './support/cloud.ts';
import { driveApi, inTurn, runId, SAMPLE_DTMS } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, keepTrafficLocal, seedStartState, test, tokensFor } from './support/session.ts';

// The Cloud with the keyboard alone, two seeded people on the real server.
// The owner (the administrator) makes a folder, uploads Dot's sample DTMS,
// renames it, copies it (the copy is named ' (1)'), cuts it into the folder
// and publishes it to the Library in a category, in a public folder made in
// the publish dialog. The other person (the user) finds it in the Library by
// that category and opens it. The owner then moves it to the trash, restores
// it, trashes it again and deletes it for good. Every step is checked through
// what the screens show and say (a reload shows what the server kept); the
// drive API is used only to clear up after the run.

const SAMPLE_PAGES = parseDtms(readFileSync(SAMPLE_DTMS, 'utf8')).items.length;
// A card's text is its name, then its description ("DTMS file, …").
const SAMPLE_NAME = /^(sample-320(?: \(\d+\))?\.dtms)/;

/** The folder or file list of My files (cards at first). */
const filesGrid = (page: Page, folder: string) => page.getByRole('main').getByRole('grid', { name: `Contents of ${folder}` });
const trashTable = (page: Page) => page.getByRole('main').getByRole('grid', { name: 'Items in the trash' });

/** The uploaded samples on the page shown: their names by their keys (FILE_KEY, never reused). */
async function samples(grid: Locator): Promise<Map<string, string>> {
  const rows = await grid.getByRole('row').evaluateAll((elements) => elements.map((row) => [row.getAttribute('data-key') ?? '', row.textContent ?? ''] as const));
  return new Map(rows.flatMap(([key, text]) => {
    const name = SAMPLE_NAME.exec(text)?.[1];
    return name ? [[key, name] as const] : [];
  }));
}

/** Opens a page of the Cloud's own navigation ("My files", "Trash", "Library") from wherever focus is. */
async function openCloudPage(page: Page, name: 'My files' | 'Trash' | 'Library', heading: string) {
  const link = page.getByRole('navigation', { name: 'Cloud' }).getByRole('link', { name, exact: true });
  await tabTo(page, link, { backwards: true });
  await page.keyboard.press('Enter');
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
}

/** Enter on a folder's card opens it: its name becomes the list's heading, which takes focus. */
async function openFolder(page: Page, parentGrid: Locator, folder: string) {
  await goToItem(page, parentGrid, folder);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: folder })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(folder);
}

test.describe('the Cloud with the keyboard', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('an owner files, copies, publishes and deletes a tactile file; another person finds it in the Library', async ({ page, browser, baseURL }) => {
    test.slow();
    const origin = baseURL ?? '';
    const id = runId();
    const folder = `Maps ${id}`;
    const name = `Tide chart ${id}`;
    const file = `${name}.dtms`;
    const copy = `${name} (1).dtms`;
    const publicFolder = `Shared maps ${id}`;
    const owner = driveApi(origin, 'admin');

    try {
      // ---- My files: a new folder ------------------------------------------
      await recordAnnouncements(page);
      await page.goto(PATHS.cloud);
      const root = filesGrid(page, 'My files');
      await expect(page.getByRole('heading', { level: 2, name: 'My files' })).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: 'File actions' });
      await tabTo(page, toolbar.getByRole('button', { name: 'New folder' }));
      await page.keyboard.press('Enter');
      const newFolder = page.getByRole('dialog', { name: 'New folder' });
      await expect(newFolder.getByRole('textbox', { name: 'Folder name' })).toBeFocused();
      await page.keyboard.type(folder);
      await page.keyboard.press('Enter');
      await expect(newFolder).toBeHidden();
      await expectToast(page, 'Folder created.');
      await expect(itemRow(root, folder)).toBeVisible();
      // Focus goes back to the button that opened the dialog.
      await expect(toolbar.getByRole('button', { name: 'New folder' })).toBeFocused();

      // ---- Upload, then rename what came -----------------------------------
      // Parallel runs upload the same sample into the same root: one at a time
      // tells this run's upload apart (the server names a second one ' (1)').
      await inTurn('admin-root-upload', async () => {
        // The list as it is now, not as it was when this page loaded.
        await page.reload();
        await expect(itemRow(root, folder)).toBeVisible();
        const before = await samples(root);
        await page.keyboard.press('Alt+Shift+U');
        const upload = page.getByRole('dialog', { name: 'Upload files' });
        await expect(upload).toContainText('Upload to: My files');
        const choose = upload.getByRole('button', { name: 'Choose files' });
        await expect(choose).toBeFocused();
        const chooser = page.waitForEvent('filechooser');
        await page.keyboard.press('Enter');
        await (await chooser).setFiles(SAMPLE_DTMS);
        await expect(upload.getByRole('listitem')).toHaveText(/^sample-320\.dtms \(.+\)$/);
        await tabTo(page, upload.getByRole('button', { name: 'Upload', exact: true }));
        await page.keyboard.press('Enter');
        await expect(upload).toBeHidden();
        await expectToast(page, '1 file uploaded.');
        // Said before the toast's message took its place in the live region.
        await expect.poll(() => heard(page)).toContain('100% uploaded.');

        const added = async () => [...(await samples(root))].filter(([key]) => !before.has(key)).map(([, sample]) => sample);
        await expect.poll(added, { message: 'one new sample in My files' }).toHaveLength(1);
        const [uploaded = ''] = await added();

        // Typing the name finds it (type-ahead), and selects it as the arrows would.
        await goToItem(page, root, uploaded, { typing: true });
        await page.keyboard.press('F2');
        const rename = page.getByRole('dialog', { name: 'Rename' });
        const field = rename.getByRole('textbox', { name: 'New name' });
        await expect(field).toBeFocused();
        await expect(field).toHaveValue(uploaded.replace(/\.dtms$/, ''));
        await expect(rename).toContainText('The .dtms ending stays as it is.');
        // The name is selected on arrival: typing replaces it.
        await page.keyboard.type(name);
        await page.keyboard.press('Enter');
        await expect(rename).toBeHidden();
        await expectToast(page, 'Updated.');
        await expect(itemRow(root, file)).toBeVisible();
        // Back on the item renamed.
        await expect(itemRow(root, file)).toBeFocused();
        await expect(itemRow(root, uploaded)).toHaveCount(0);
      });

      // ---- Copy and paste beside it: the copy is named ' (1)' ---------------
      await goToItem(page, root, file);
      await page.keyboard.press('ControlOrMeta+C');
      await expectToast(page, 'Copied.');
      await expect(page.getByRole('main')).toContainText('1 copied item waiting to be pasted.');
      await page.keyboard.press('ControlOrMeta+V');
      await expectToast(page, 'Pasted.');
      await expect(itemRow(root, copy)).toBeVisible();
      await expect(itemRow(root, file)).toBeVisible();
      await expectFocusKept(page);

      // ---- Cut, open the folder, paste -------------------------------------
      await goToItem(page, root, file);
      await page.keyboard.press('ControlOrMeta+X');
      await expect(politeLog(page)).toContainText('1 item cut. Open the folder to move them to and paste.');
      await expect(itemRow(root, file)).toContainText('Cut');
      await openFolder(page, root, folder);
      const inFolder = filesGrid(page, folder);
      await expect(inFolder).toContainText('No file.');
      await expect(politeLog(page)).toContainText(`${folder}, 0 items`);
      // The copy's 'Pasted.' has gone, so the next one is this paste's.
      await expectNoToast(page, 'Pasted.');
      await page.keyboard.press('ControlOrMeta+V');
      await expectToast(page, 'Pasted.');
      await expect(itemRow(inFolder, file)).toBeVisible();
      // The server has it there: a fresh load of the folder shows it, and the root no longer does.
      await page.reload();
      await expect(itemRow(inFolder, file)).toBeVisible();
      await page.keyboard.press('Alt+ArrowUp');
      await expect(page.getByRole('heading', { level: 2, name: 'My files' })).toBeFocused();
      await expect(itemRow(root, copy)).toBeVisible();
      await expect(itemRow(root, file)).toHaveCount(0);

      // ---- Publish, in a public folder made in the dialog ------------------
      await openFolder(page, root, folder);
      await goToItem(page, inFolder, file);
      await page.keyboard.press('Alt+Shift+P');
      const publish = page.getByRole('dialog', { name: 'Publish to library' });
      await expect(publish).toBeVisible();
      await tabTo(page, publish.getByRole('textbox', { name: 'New public folder name' }));
      await page.keyboard.type(publicFolder);
      await tabTo(page, publish.getByRole('button', { name: 'Create public folder' }));
      await page.keyboard.press('Enter');
      await expect(politeLog(page)).toContainText(`Public folder ‘${publicFolder}’ created and chosen.`);
      await expect(publish).toContainText(`Publish to: ${publicFolder}`);
      await expect(publish.getByRole('option', { name: publicFolder })).toHaveAttribute('aria-selected', 'true');
      const category = publish.getByRole('button', { name: /Category$/ });
      await tabTo(page, category);
      await page.keyboard.press('Enter');
      const categories = page.getByRole('listbox', { name: 'Category' });
      await expect(categories).toBeVisible();
      await page.keyboard.type('Science');
      await expect(categories.getByRole('option', { name: 'Science' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(categories).toBeHidden();
      await expect(category).toHaveText('Science');
      await tabTo(page, publish.getByRole('button', { name: 'Publish', exact: true }));
      await page.keyboard.press('Enter');
      await expect(publish).toBeHidden();
      await expectToast(page, 'Published to the library.');
      await expect(itemRow(inFolder, file)).toContainText('Public');
      await expectFocusKept(page);

      // ---- The other person: the Library, by category ---------------------
      const otherContext = await browser.newContext({ baseURL: origin, locale: 'en-US' });
      try {
        await keepTrafficLocal(otherContext);
        await seedStartState(otherContext, { tokens: await tokensFor('user', origin), locale: 'en' });
        const reader = await otherContext.newPage();
        await reader.goto(PATHS.library);
        await expect(reader.getByRole('banner')).toContainText(E2E_ACCOUNTS.user.name);
        const filter = reader.getByRole('radiogroup', { name: 'Category' });
        await tabTo(reader, filter.getByRole('radio', { name: 'All' }));
        await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
        const science = filter.getByRole('radio', { name: 'Science' });
        for (let presses = 0; presses < 11 && !(await science.evaluate((element) => element === document.activeElement)); presses++) {
          await reader.keyboard.press('ArrowRight');
        }
        await expect(science).toBeFocused();
        await reader.keyboard.press('Space');
        await expect(science).toBeChecked();
        await expect(reader.getByRole('heading', { level: 2, name: 'Science' })).toBeVisible();
        await expect(politeLog(reader)).toContainText(/Science: \d+ files?/);
        // Many runs may publish in Science: the search narrows it to this one.
        await reader.keyboard.press('Alt+Shift+F');
        await expect(reader.getByRole('searchbox', { name: 'Search the library' })).toBeFocused();
        await reader.keyboard.type(name);
        await reader.keyboard.press('Enter');
        await expect(politeLog(reader)).toContainText('1 result');
        const library = reader.getByRole('main').getByRole('grid', { name: 'Library files' });
        const card = itemRow(library, file);
        await expect(card).toContainText('Science');
        await expect(card).toContainText(E2E_ACCOUNTS.admin.name);
        await goToItem(reader, library, file);
        await reader.keyboard.press('Enter');
        const details = reader.getByRole('dialog', { name: file });
        await expect(details).toBeVisible();
        const pages = details.getByRole('definition').filter({ has: reader.getByText(String(SAMPLE_PAGES), { exact: true }) });
        await expect(details.getByRole('term').filter({ hasText: /^Pages$/ })).toBeVisible();
        await expect(pages).toHaveCount(1);
        await expect(details).toContainText('Public (Science)');
        const pageList = details.getByRole('region', { name: 'Page descriptions' }).getByRole('list');
        await expect(pageList.getByRole('listitem')).toHaveCount(SAMPLE_PAGES);
        await expect(pageList.getByRole('heading', { level: 4, name: 'Page 1' })).toBeVisible();
        await reader.keyboard.press('Escape');
        await expect(details).toBeHidden();
      } finally {
        await otherContext.close();
      }

      // ---- Trash, restore, trash again, delete forever ---------------------
      await goToItem(page, inFolder, file);
      await page.keyboard.press('Delete');
      await expectToast(page, 'Moved to trash.');
      await expect(itemRow(inFolder, file)).toHaveCount(0);
      await expect(inFolder).toContainText('No file.');
      // Nothing left to land on: focus stays with the folder (its emptied list, or its heading).
      await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^(Contents of )?${escapeRegExp(folder)}$`));

      await openCloudPage(page, 'Trash', 'Trash');
      const trash = trashTable(page);
      await goToItem(page, trash, file);
      await page.keyboard.press('Alt+Shift+R');
      await expectToast(page, 'File restored.');
      await expect(itemRow(trash, file)).toHaveCount(0);
      await expectFocusKept(page);

      await openCloudPage(page, 'My files', 'Cloud');
      await openFolder(page, root, folder);
      // Back where it was; restoring does not publish it again.
      await expect(itemRow(inFolder, file)).toContainText('Private');
      await goToItem(page, inFolder, file);
      await expectNoToast(page, 'Moved to trash.');
      await page.keyboard.press('Delete');
      await expectToast(page, 'Moved to trash.');
      await expect(inFolder).toContainText('No file.');

      await openCloudPage(page, 'Trash', 'Trash');
      await goToItem(page, trash, file);
      await page.keyboard.press('Shift+Delete');
      const confirm = page.getByRole('alertdialog', { name: 'Delete forever?' });
      await expect(confirm).toContainText('1 item will be deleted forever. This cannot be undone.');
      // What cannot be undone starts on Cancel.
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await tabTo(page, confirm.getByRole('button', { name: 'Delete forever' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(confirm).toBeHidden();
      await expectToast(page, 'Deleted forever.');
      await expect(itemRow(trash, file)).toHaveCount(0);
      await expectFocusKept(page);
      await page.reload();
      await expect(trash).toBeVisible();
      await expect(itemRow(trash, file)).toHaveCount(0);

      await openCloudPage(page, 'My files', 'Cloud');
      await expect(itemRow(root, file)).toHaveCount(0);
      await expect(itemRow(root, copy)).toBeVisible();
      await openFolder(page, root, folder);
      await expect(inFolder).toContainText('No file.');
      await expect(itemRow(inFolder, file)).toHaveCount(0);
    } finally {
      await owner.removeEverything(id);
    }
  });
});
