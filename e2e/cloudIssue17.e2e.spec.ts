import { readFileSync } from 'node:fs';
import { expectToast, folderGrid, goToItem, itemRow, openFolderPage, politeLog } from './support/cloud.ts';
import { driveApi, runId, SAMPLE_DTMS } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 17 in the Cloud, keyboard only, on the real server: an upload of
// several files with one refused (item 6), editing a file's description and
// its pages' alternative text (item 7), Enter in the publish dialog's new
// folder field (item 3), and the rough edges of item 10 (one "My files", no
// dangling toolbar separator, a publish dialog whose choice and note agree).

const SAMPLE = readFileSync(SAMPLE_DTMS);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)]);

test.describe('the Cloud, issue 17', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('uploads the good files of a mixed batch and names the refused one with its reason, once', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const folder = `Batch ${id}`;
    const owner = driveApi(baseURL ?? '', 'admin');
    try {
      const folderNo = await owner.createFolder(folder);
      await openFolderPage(page, folderNo, folder);
      await page.keyboard.press('Alt+Shift+U');
      const upload = page.getByRole('dialog', { name: 'Upload files' });
      const choose = upload.getByRole('button', { name: 'Choose files' });
      await expect(choose).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles([
        { name: 'north.dtms', mimeType: 'application/json', buffer: SAMPLE },
        { name: 'south.dtms', mimeType: 'application/json', buffer: SAMPLE },
        { name: 'east.dtms', mimeType: 'application/json', buffer: SAMPLE },
        { name: 'x.exe', mimeType: 'application/octet-stream', buffer: EXE },
      ]);
      await expect(upload.getByRole('listitem')).toHaveCount(4);
      await tabTo(page, upload.getByRole('button', { name: 'Upload', exact: true }));
      await page.keyboard.press('Enter');
      const result = '3 files uploaded. 1 refused: x.exe — this kind of file cannot be uploaded.';
      // Said once, by the toast; the dialog stays to list the refused file, its Close button ready.
      await expectToast(page, result);
      await expect(upload.getByRole('list', { name: 'Files not uploaded' })).toHaveText('x.exe — this kind of file cannot be uploaded.');
      const close = upload.getByRole('button', { name: 'Close' }).last();
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(upload).toBeHidden();
      const grid = folderGrid(page, folder);
      for (const name of ['north.dtms', 'south.dtms', 'east.dtms']) await expect(itemRow(grid, name)).toBeVisible();
      await expect(itemRow(grid, 'x.exe')).toHaveCount(0);
      await expect(grid.getByRole('row')).toHaveCount(3);
    } finally {
      await owner.removeEverything(id);
    }
  });

  test("edits a file's description and a page's alternative text, and finds them kept when the details open again", async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const folder = `Described ${id}`;
    const owner = driveApi(baseURL ?? '', 'admin');
    try {
      const folderNo = await owner.createFolder(folder);
      await owner.createSampleFile(`Valley ${id}`, folderNo);
      await openFolderPage(page, folderNo, folder);
      const grid = folderGrid(page, folder);
      const openDetails = async () => {
        await goToItem(page, grid, `Valley ${id}.dtms`);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: `Valley ${id}.dtms` });
        await expect(dialog).toBeVisible();
        return dialog;
      };
      let details = await openDetails();
      const description = details.getByRole('textbox', { name: 'Description' });
      await tabTo(page, description);
      await page.keyboard.type(`A valley with a river ${id}`);
      const altText = details.getByRole('textbox', { name: 'Alternative text of page 2' });
      await tabTo(page, altText);
      // Added at the end of what the page said (Ctrl+End: the end of the field).
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(` The bridge over the river ${id}`);
      await tabTo(page, details.getByRole('button', { name: 'Save descriptions' }));
      await page.keyboard.press('Enter');
      await expect(politeLog(page)).toContainText('Descriptions saved.');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // A reload reads what the server kept.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
      details = await openDetails();
      await expect(details.getByRole('textbox', { name: 'Description' })).toHaveValue(`A valley with a river ${id}`);
      await expect(details.getByRole('textbox', { name: 'Alternative text of page 2' })).toHaveValue(new RegExp(` The bridge over the river ${id}$`));
    } finally {
      await owner.removeEverything(id);
    }
  });

  test('the publish dialog never highlights the public drive as a choice, and Enter in the new folder field makes the folder', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const folder = `Publishing ${id}`;
    const publicFolder = `Shared ${id}`;
    const owner = driveApi(baseURL ?? '', 'admin');
    try {
      const folderNo = await owner.createFolder(folder);
      await owner.createSampleFile(`Chart ${id}`, folderNo);
      await openFolderPage(page, folderNo, folder);
      await goToItem(page, folderGrid(page, folder), `Chart ${id}.dtms`);
      await page.keyboard.press('Alt+Shift+P');
      const publish = page.getByRole('dialog', { name: 'Publish to library' });
      await expect(publish).toBeVisible();
      const list = publish.getByRole('listbox', { name: 'Folders in Public drive' });
      // The public drive itself is no folder to publish in: its entry, chosen at first, says to choose one inside, as the note does.
      await expect(list.getByRole('option', { name: 'Public drive (this folder)' })).toHaveCount(0);
      await expect(list.locator('[role="option"][aria-selected="true"]')).toHaveText(['Public drive (choose a folder inside)']);
      await expect(publish).toContainText('Choose a public folder, or make a new one.');
      await tabTo(page, publish.getByRole('button', { name: 'Publish', exact: true }));
      await page.keyboard.press('Enter');
      await expect(publish).toContainText('Please select a folder to publish.');
      await expect(list.locator('[role="option"][aria-selected="true"]')).toHaveText(['Public drive (choose a folder inside)']);

      // Enter in the name field makes the folder, which is then chosen; the message goes with the choice.
      await tabTo(page, publish.getByRole('textbox', { name: 'New public folder name' }));
      await page.keyboard.type(publicFolder);
      await page.keyboard.press('Enter');
      await expect(politeLog(page)).toContainText(`Public folder ‘${publicFolder}’ created and chosen.`);
      await expect(publish).toContainText(`Publish to: ${publicFolder}`);
      await expect(list.getByRole('option', { name: publicFolder })).toHaveAttribute('aria-selected', 'true');
      await expect(publish).not.toContainText('Please select a folder to publish.');
      await expect(publish.getByRole('textbox', { name: 'New public folder name' })).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(publish).toBeHidden();
    } finally {
      await owner.removeEverything(id);
    }
  });

  test('My files names the root once, and a wrapped toolbar shows no separator at the start of a row', async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 900 });
    await page.goto(PATHS.cloud);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'My files' })).toBeVisible();
    await expect(main.getByText('My files', { exact: true })).toHaveCount(1);

    const toolbar = page.getByRole('toolbar', { name: 'File actions' });
    await expect(toolbar).toBeVisible();
    const layout = await toolbar.evaluate((element) => {
      const clip = element.querySelector('.toolbar-clip')?.getBoundingClientRect();
      const groups = [...element.querySelectorAll('[role="group"]')].map((group) => {
        const box = group.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, line: parseFloat(getComputedStyle(group).borderInlineStartWidth) > 0 };
      });
      return { clipLeft: clip?.left ?? Number.NaN, groups };
    });
    const rows = new Set(layout.groups.map((group) => group.top));
    // The toolbar does wrap at this width, or the check would prove nothing.
    expect(rows.size).toBeGreaterThan(1);
    for (const group of layout.groups) {
      expect(group.line).toBe(true);
      const startsRow = !layout.groups.some((other) => other !== group && Math.abs(other.top - group.top) < 2 && other.left < group.left);
      // A group that starts a row has its line outside the clip (hidden); the others show theirs, between two groups.
      if (startsRow) expect(group.left).toBeLessThan(layout.clipLeft);
      else expect(group.left).toBeGreaterThanOrEqual(layout.clipLeft);
    }
  });
});
