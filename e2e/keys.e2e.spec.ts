import type { Locator, Page } from '@playwright/test';
import { editMessages, toolMessages } from '../src/core/canvas/index.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { menuMessages } from '../src/web/features/canvas/menus/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { placementMessages } from '../src/web/features/canvas/placement/messages.ts';
import { toolbarMessages } from '../src/web/features/canvas/toolbar/messages.ts';
import { shellMessages } from '../src/web/layouts/messages.ts';
import { pinGrid, say } from './support/canvas.ts';
import { assertiveLog, expectToast, itemRow } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Who owns a key (core/commands/keyOwnership.ts), in the browser: a dialog
// owns every key (the screen behind it runs none of its shortcuts, the
// palette's and save's included), a text field its editing keys (Ctrl+A, C,
// V, Z, letters, Delete…) while save and the palette still work from it, and
// Enter in a dialog's field submits the dialog. On each screen with dialogs:
// the Canvas (Save as, a placing dialog), the Cloud (New folder), Settings
// (the app's dialogs: keyboard shortcuts). Then the Canvas's layout at
// 1366 × 900: the whole grid above the fold and filling its frame, and a
// long alternative text that does not run over the next page's row.

const LOCALE: AppLocale = 'en';

/** The text of a field and the part of it selected. */
async function fieldSelection(field: Locator): Promise<{ value: string; selected: string }> {
  return field.evaluate((element) => {
    const input = element as HTMLInputElement;
    return { value: input.value, selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0) };
  });
}

/** On the grid, Alt+Shift+W describes the selection, or says (urgently) that there is none: whether Ctrl+A reached the page. */
async function expectNoPageSelection(page: Page) {
  await tabTo(page, pinGrid(page), { backwards: true });
  await page.keyboard.press('Alt+Shift+W');
  await expect(assertiveLog(page)).toContainText(say(LOCALE, editMessages.noSelection));
}

test.describe('keys in dialogs and text fields', () => {
  test.use({ visitor: 'user', appLocale: LOCALE });

  test('Canvas: Ctrl+S saves from the braille text line; in Save as, Ctrl+A selects the name, no shortcut acts behind, Enter saves', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const name = `Keys ${id}`;
    const api = driveApi(baseURL ?? '', 'user');
    try {
      await page.goto(PATHS.canvas);
      const grid = pinGrid(page);
      await expect(grid).toBeVisible();
      const pagesPanel = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) });
      const altText = pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) });
      await tabTo(page, altText);
      await page.keyboard.type('An empty page.');
      const textLine = pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.textLine), exact: true });
      await tabTo(page, textLine);
      await page.keyboard.type('Hi');
      // Ctrl+A in the field selects its text, not the page.
      await page.keyboard.press('ControlOrMeta+A');
      expect(await fieldSelection(textLine)).toEqual({ value: 'Hi', selected: 'Hi' });
      await page.keyboard.press('End');
      // Enter translates the line; focus stays in the field. The braille engine (liblouis in a worker) loads
      // and compiles its tables on this first use: on a loaded machine that is longer than the usual wait.
      await page.keyboard.press('Enter');
      await expect(pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.textLineBraille) })).toHaveValue(/^[\u2801-\u28ff][\u2800-\u28ff]*$/, { timeout: 60_000 });
      await expect(textLine).toBeFocused();

      // Save, from the field: a new document asks for its name.
      await page.keyboard.press('ControlOrMeta+S');
      const saveAs = page.getByRole('dialog', { name: say(LOCALE, fileMessages.saveAs) });
      const nameField = saveAs.getByRole('textbox', { name: say(LOCALE, fileMessages.fileName) });
      await expect(nameField).toBeFocused();
      await page.keyboard.type(name);
      await page.keyboard.press('ControlOrMeta+A');
      expect(await fieldSelection(nameField)).toEqual({ value: name, selected: name });
      await page.keyboard.press('End');
      // The screen's keys do nothing behind the dialog: no palette, no second Save as, no page added, no grid lines turned off.
      for (const key of ['ControlOrMeta+K', 'ControlOrMeta+S', 'ControlOrMeta+Shift+S', 'Alt+Shift+Enter', 'ControlOrMeta+G']) await page.keyboard.press(key);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(nameField).toBeFocused();
      await expect(nameField).toHaveValue(name);
      // Enter in the name field submits the dialog: saved.
      await page.keyboard.press('Enter');
      await expect(saveAs).toBeHidden();
      await expectToast(page, say(LOCALE, fileMessages.saved));
      await expect(page).toHaveURL(/[?&]dtmNo=\d+/);
      await expect(pagesPanel.getByRole('grid', { name: say(LOCALE, pagesMessages.heading) }).getByRole('row')).toHaveCount(1);
      await expect(page.getByRole('switch', { name: say(LOCALE, menuMessages.gridLines) })).toBeChecked();
      await expectNoPageSelection(page);
    } finally {
      await api.removeEverything(id);
    }
  });

  test('Canvas: a placing dialog keeps its keys; the palette opens from a text field', async ({ page }) => {
    test.slow();
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await tabTo(page, grid);
    const tools = page.getByRole('toolbar', { name: say(LOCALE, toolbarMessages.toolbar) });
    const template = tools.getByRole('button', { name: say(LOCALE, toolMessages.template), exact: true });
    await template.press('Space');
    await expect(template).toHaveAttribute('aria-pressed', 'true');
    await grid.press('Enter');
    const dialog = page.getByRole('dialog', { name: say(LOCALE, placementMessages.templateTitle) });
    await expect(dialog.getByRole('grid', { name: say(LOCALE, placementMessages.templates) }).getByRole('row').first()).toBeFocused();
    // The pen's letter, select all, delete, zoom: the dialog's (type-ahead finds nothing), not the Canvas's.
    for (const key of ['p', 'ControlOrMeta+A', 'Delete', '=', 'ControlOrMeta+K']) await page.keyboard.press(key);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(template).toHaveAttribute('aria-pressed', 'true');
    await expectNoPageSelection(page);

    // The palette's key works from a text field of the screen.
    const altText = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) }).getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) });
    await tabTo(page, altText);
    await page.keyboard.press('ControlOrMeta+K');
    await expect(page.getByRole('dialog', { name: say(LOCALE, commandMessages.openPalette) })).toBeVisible();
  });

  test('Cloud: the New folder dialog owns Ctrl+A, Delete and the drive keys; Enter creates the folder', async ({ page, baseURL }) => {
    const id = runId();
    const existing = `Keep ${id}`;
    const folder = `Made ${id}`;
    const api = driveApi(baseURL ?? '', 'user');
    try {
      await api.createFolder(existing);
      await page.goto(PATHS.cloud);
      const myFiles = say(LOCALE, shellMessages.myFiles);
      const root = page.getByRole('main').getByRole('grid', { name: `Contents of ${myFiles}` });
      await expect(itemRow(root, existing)).toBeVisible();
      await page.keyboard.press('Alt+Shift+N');
      const dialog = page.getByRole('dialog', { name: 'New folder' });
      const field = dialog.getByRole('textbox', { name: 'Folder name' });
      await expect(field).toBeFocused();
      await page.keyboard.type(folder);
      await page.keyboard.press('ControlOrMeta+A');
      expect(await fieldSelection(field)).toEqual({ value: folder, selected: folder });
      await page.keyboard.press('End');
      // Another new folder, upload, select all, trash, paste: none of them reaches the drive behind.
      for (const key of ['Alt+Shift+N', 'Alt+Shift+U', 'Delete', 'ControlOrMeta+V', 'F2', 'ControlOrMeta+K']) await page.keyboard.press(key);
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(field).toBeFocused();
      // Delete at the end of the text erased nothing; the name is whole.
      await expect(field).toHaveValue(folder);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(itemRow(root, folder)).toBeVisible();
      await expect(itemRow(root, existing)).toBeVisible();
      // Ctrl+A in the field selected nothing of the drive.
      await expect(root.getByRole('row', { selected: true })).toHaveCount(0);
    } finally {
      await api.removeEverything(id);
    }
  });

  test('Settings: an open dialog keeps the app keys from the screen behind it', async ({ page }) => {
    await page.goto(PATHS.settings);
    await expect(page).toHaveURL(new RegExp(`${PATHS.settings}$`));
    await page.getByRole('main').getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog');
    await expect(help).toHaveCount(1);
    // Go home, go to the Canvas, the palette: the dialog's keys now, not the app's.
    for (const key of ['Alt+Shift+H', 'Alt+Shift+C', 'ControlOrMeta+K']) await page.keyboard.press(key);
    await expect(page).toHaveURL(new RegExp(`${PATHS.settings}$`));
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Alt+Shift+C');
    await expect(page).toHaveURL(new RegExp(`${PATHS.canvas}$`));
  });
});

test.describe('the Canvas at 1366 × 900', () => {
  test.use({ visitor: 'user', appLocale: LOCALE, viewport: { width: 1366, height: 900 } });

  test('the whole grid is above the fold and fills its frame; a long alternative text stays in its row', async ({ page }) => {
    test.slow();
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await expect(grid).toBeVisible();
    const canvas = grid.locator('canvas');
    // Fitted once laid out: the frame hugs the drawing and ends above the fold.
    await expect
      .poll(async () => {
        const frame = await grid.boundingBox();
        const drawing = await canvas.boundingBox();
        if (frame === null || drawing === null) return 'not laid out';
        const inside = frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= 1366 && frame.y + frame.height <= 900;
        const filled = (drawing.width * drawing.height) / (frame.width * frame.height);
        return inside && filled >= 0.95 ? 'fits' : `frame ${JSON.stringify(frame)}, drawing fills ${filled.toFixed(2)}`;
      })
      .toBe('fits');

    const pagesPanel = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) });
    const altText = pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) });
    const long = 'A harbour map: the lighthouse on the left, the pier on the right, three boats moored along the quay, the fish market behind them and the old customs house at the far end of the road.';
    await tabTo(page, altText);
    await page.keyboard.type(long);
    await page.keyboard.press('Tab');
    await tabTo(page, grid, { backwards: true });
    await page.keyboard.press('Alt+Shift+Enter');
    const rows = pagesPanel.getByRole('grid', { name: say(LOCALE, pagesMessages.heading) }).getByRole('row');
    await expect(rows).toHaveCount(2);
    // All of it is there for a screen reader; on screen the first row ends before the second begins.
    await expect(rows.first()).toContainText(long);
    const first = await rows.first().boundingBox();
    const second = await rows.nth(1).boundingBox();
    const firstText = await rows.first().locator('.page-list-alt').boundingBox();
    if (first === null || second === null || firstText === null) throw new Error('the rows are laid out');
    expect(first.y + first.height).toBeLessThanOrEqual(second.y);
    expect(firstText.y + firstText.height).toBeLessThanOrEqual(first.y + first.height);
  });
});
