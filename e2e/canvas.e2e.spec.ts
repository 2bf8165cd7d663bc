import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { editMessages, pageMessages, toolMessages } from '../src/core/canvas/index.ts';
import { drivenEditor, times } from '../src/core/canvas/testing/keyboard.ts';
import { parseDtms } from '../src/core/dtms/index.ts';
import { createGrid, pasteAt } from '../src/core/pins/index.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { shellMessages } from '../src/web/layouts/messages.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { imageMessages } from '../src/web/features/canvas/image/messages.ts';
import { optionMessages } from '../src/web/features/canvas/options/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { placementMessages } from '../src/web/features/canvas/placement/messages.ts';
import { folderPickerMessages as pickerMessages } from '../src/web/ui/folderPicker/messages.ts';
import { statusMessages } from '../src/web/features/canvas/status/messages.ts';
import { toolbarMessages } from '../src/web/features/canvas/toolbar/messages.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { blockPng, differences, gridName, pinGrid, pressSequence, raisedIn, say, sayPattern, spoken, type Area } from './support/canvas.ts';
import { expectToast, politeLog } from './support/cloud.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// The Canvas with the keyboard alone, as the seeded user on the real server:
// on the pin grid, a rectangle (R) and a line (L) drawn with the arrows and
// Enter, a text box (T) placed as braille through the braille engine, a
// picture (I) imported from the system file chooser, one of its sliders
// moved, placed; alternative text for page 1, a second page
// (Alt+Shift+Enter) with its own; saved to the Cloud (Ctrl+S, Save as into
// My files); the saved file opened again from the address (?dtmNo=) with its
// two pages and their alternative texts; exported as DTMS (Ctrl+E). The
// exported pins are checked against a CanvasEditor in Node driven by the
// same keys (the rectangle and the line exactly; the text box and the
// picture by their pins in their own areas). What the editor says is read
// from the polite live region, formatted from the same announcements.

const LOCALE: AppLocale = 'en';

// A 320 page is 60 × 40 pins; the cursor starts at the top-left pin.
const RECTANGLE = `R ArrowRight ArrowRight ArrowDown ArrowDown Enter Shift+ArrowRight ${times(6, 'ArrowDown')} Enter`; // (2,2)–(12,8)
const LINE = `L ${times(6, 'ArrowDown')} Enter Shift+ArrowRight Shift+ArrowRight ${times(5, 'ArrowDown')} Enter`; // (12,14)–(32,19)
const TO_TEXT = `T Home ArrowRight ArrowRight ${times(5, 'ArrowDown')}`; // the text box at (2,24)
const TEXT_AT = { column: 3, row: 25 };
// The braille of a short word, right of and below the text box's point.
const TEXT_AREA: Area = { x: 2, y: 24, width: 30, height: 8 };
// The picture: a page-sized PNG (60 × 40 pixels, so one pixel a pin), white with a black block.
const BLOCK: Area = { x: 40, y: 24, width: 16, height: 12 };
const PICTURE_AREA: Area = { x: BLOCK.x - 2, y: BLOCK.y - 2, width: BLOCK.width + 4, height: BLOCK.height + 4 };

const WORD = 'Hi';
const ALT_1 = 'A rectangle, a line, a word in braille and a black square.';
const ALT_2 = 'A blank second page.';

/** The last polite announcement says `text` (the log keeps each announcement for a few seconds). */
async function expectSaid(page: Page, text: string | RegExp) {
  await expect(politeLog(page)).toContainText(text);
}

test.describe('the Canvas with the keyboard', () => {
  test.use({ visitor: 'user', appLocale: LOCALE });

  test('draws, places text and a picture, describes two pages, saves to the Cloud, opens it again and exports DTMS', async ({ page, baseURL }) => {
    test.slow();
    const id = runId();
    const name = `Shapes ${id}`;
    const api = driveApi(baseURL ?? '', 'user');
    // The same keys in Node: what the rectangle and the line must be.
    const node = drivenEditor();

    try {
      await page.goto(PATHS.canvas);
      await expect(page.getByRole('banner')).toContainText(E2E_ACCOUNTS.user.name);
      const grid = pinGrid(page);
      await expect(grid).toHaveAccessibleName(gridName(LOCALE, '', 1, 1));
      const status = page.getByRole('group', { name: say(LOCALE, statusMessages.statusBar) });
      const tools = page.getByRole('toolbar', { name: say(LOCALE, toolbarMessages.toolbar) });
      await tabTo(page, grid);

      // ---- A rectangle, then a line ------------------------------------------
      await pressSequence(page, 'R');
      node.press('R');
      await expect(tools.getByRole('button', { name: say(LOCALE, toolMessages.rectangle) })).toHaveAttribute('aria-pressed', 'true');
      await expectSaid(page, spoken(LOCALE, node.last()));
      const rectangleKeys = RECTANGLE.replace(/^R /, '');
      await pressSequence(page, rectangleKeys);
      node.press(rectangleKeys);
      await expectSaid(page, spoken(LOCALE, node.last()));
      await expect(status).toContainText(say(LOCALE, statusMessages.cursor, { column: 13, row: 9 }));

      await pressSequence(page, LINE);
      node.press(LINE);
      await expect(tools.getByRole('button', { name: say(LOCALE, toolMessages.line) })).toHaveAttribute('aria-pressed', 'true');
      await expectSaid(page, spoken(LOCALE, node.last()));
      await expect(status).toContainText(say(LOCALE, statusMessages.unsaved));
      const drawn = node.editor.page.grid;

      // ---- A text box, translated to braille ------------------------------------
      await pressSequence(page, TO_TEXT);
      node.press(TO_TEXT);
      await page.keyboard.press('Enter');
      const textBox = page.getByRole('dialog', { name: say(LOCALE, placementMessages.textBoxTitle) });
      await expect(textBox).toContainText(say(LOCALE, placementMessages.placingAt, TEXT_AT));
      const textField = textBox.getByRole('textbox', { name: say(LOCALE, placementMessages.textLabel) });
      await expect(textField).toBeFocused();
      await page.keyboard.type(WORD);
      // The braille engine's answer, as Unicode braille, before placing.
      await expect(textBox.getByRole('textbox', { name: say(LOCALE, placementMessages.braillePreview) })).toHaveValue(/^[\u2801-\u28ff][\u2800-\u28ff]*$/);
      await page.keyboard.press('Enter');
      await expect(textBox).toBeHidden();
      await expect(grid).toBeFocused();
      await expectSaid(page, sayPattern(LOCALE, editMessages.placed, { what: say(LOCALE, toolMessages.textBox), ...TEXT_AT }, ['raised']));

      // ---- A picture from this computer, one slider moved ----------------------
      // It goes at the cursor, fitted into the room to the bottom-right corner: from the top-left, the whole page.
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('i');
      await page.keyboard.press('Enter');
      const imageDialog = page.getByRole('dialog', { name: say(LOCALE, imageMessages.title) });
      const choose = imageDialog.getByRole('button', { name: say(LOCALE, imageMessages.choose) });
      await expect(choose).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: blockPng(60, 40, BLOCK) });
      await expect(imageDialog).toContainText(say(LOCALE, imageMessages.chosen, { name: 'square.png' }));
      const previewStatus = imageDialog.getByRole('region', { name: say(LOCALE, imageMessages.preview) }).getByRole('status');
      await expect(previewStatus).not.toHaveText(say(LOCALE, imageMessages.converting));
      await expect(previewStatus).toHaveText(/\d/);
      const opacity = imageDialog.getByRole('slider', { name: say(LOCALE, optionMessages.opacity) });
      await tabTo(page, opacity);
      await expect(opacity).toHaveValue('50');
      await page.keyboard.press('ArrowRight');
      await expect(opacity).toHaveValue('60');
      await expect(previewStatus).toHaveText(/\d/);
      await tabTo(page, imageDialog.getByRole('button', { name: say(LOCALE, placementMessages.place) }));
      await page.keyboard.press('Enter');
      await expect(imageDialog).toBeHidden();
      await expect(grid).toBeFocused();
      await expectSaid(page, sayPattern(LOCALE, editMessages.placed, { what: say(LOCALE, toolMessages.image), column: 1, row: 1 }, ['raised']));

      // ---- Alternative text for page 1; a second page with its own -------------
      const pagesPanel = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) });
      const altText = pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) });
      await expect(altText).toHaveAttribute('aria-invalid', 'true');
      await tabTo(page, altText);
      await page.keyboard.type(ALT_1);
      await page.keyboard.press('Tab');
      await expect(altText).not.toHaveAttribute('aria-invalid', 'true');
      const pageList = pagesPanel.getByRole('grid', { name: say(LOCALE, pagesMessages.heading) });
      await expect(pageList.getByRole('row')).toHaveCount(1);
      await expect(pageList.getByRole('row').first()).toContainText(ALT_1.slice(0, 40));

      await tabTo(page, grid, { backwards: true });
      await page.keyboard.press('Alt+Shift+Enter');
      await expectSaid(page, say(LOCALE, pageMessages.added, { page: 2, pages: 2 }));
      await expect(grid).toHaveAccessibleName(gridName(LOCALE, '', 2, 2));
      await expect(pageList.getByRole('row')).toHaveCount(2);
      await expect(pageList.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(pageList.getByRole('row').nth(1)).toContainText(say(LOCALE, pagesMessages.noAltText));
      await tabTo(page, altText);
      await expect(altText).toHaveValue('');
      await page.keyboard.type(ALT_2);

      // ---- Save to the Cloud: Ctrl+S asks for a name and a folder the first time
      await page.keyboard.press('ControlOrMeta+S');
      const saveAs = page.getByRole('dialog', { name: say(LOCALE, fileMessages.saveAs) });
      const nameField = saveAs.getByRole('textbox', { name: say(LOCALE, fileMessages.fileName) });
      await expect(nameField).toBeFocused();
      await page.keyboard.type(name);
      const myFiles = say(LOCALE, shellMessages.myFiles);
      const folders = saveAs.getByRole('listbox', { name: say(LOCALE, pickerMessages.subfolders, { folder: myFiles }) });
      await tabTo(page, folders.getByRole('option').first());
      await expect(folders.getByRole('option', { name: say(LOCALE, pickerMessages.thisFolder, { folder: myFiles }) })).toHaveAttribute('aria-selected', 'true');
      await expect(saveAs).toContainText(say(LOCALE, fileMessages.saveTo, { folder: myFiles }));
      await tabTo(page, saveAs.getByRole('button', { name: say(LOCALE, fileMessages.save), exact: true }));
      await page.keyboard.press('Enter');
      await expect(saveAs).toBeHidden();
      await expectToast(page, say(LOCALE, fileMessages.saved));
      await expect(status).toContainText(say(LOCALE, statusMessages.saved));
      await expect(page).toHaveURL(/[?&]dtmNo=\d+/);
      const dtmNo = new URL(page.url()).searchParams.get('dtmNo');
      await expect(grid).toHaveAccessibleName(gridName(LOCALE, name, 2, 2));

      // ---- Opened again from the address: two pages, their alternative texts ---
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`[?&]dtmNo=${dtmNo}(&|$)`));
      await expectSaid(page, say(LOCALE, fileMessages.opened, { name, pages: 2 }));
      await expect(grid).toHaveAccessibleName(gridName(LOCALE, name, 1, 2));
      await expect(pageList.getByRole('row')).toHaveCount(2);
      await expect(pageList.getByRole('row').nth(0)).toContainText(ALT_1.slice(0, 40));
      await expect(pageList.getByRole('row').nth(1)).toContainText(ALT_2);
      await expect(altText).toHaveValue(ALT_1);
      await tabTo(page, grid);
      await page.keyboard.press('Alt+Shift+PageDown');
      await expectSaid(page, say(LOCALE, pageMessages.position, { page: 2, pages: 2 }));
      await expect(altText).toHaveValue(ALT_2);
      await page.keyboard.press('Alt+Shift+PageUp');
      await expect(grid).toHaveAccessibleName(gridName(LOCALE, name, 1, 2));

      // ---- Export DTMS -------------------------------------------------------------
      await page.keyboard.press('ControlOrMeta+E');
      const exportDialog = page.getByRole('dialog', { name: say(LOCALE, fileMessages.exportAs) });
      await expect(exportDialog.getByRole('radio', { name: say(LOCALE, fileMessages.exportDtms) })).toBeFocused();
      await expect(exportDialog.getByRole('radio', { name: say(LOCALE, fileMessages.exportDtms) })).toBeChecked();
      await tabTo(page, exportDialog.getByRole('button', { name: say(LOCALE, fileMessages.exportAs), exact: true }));
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${name}.dtms`);
      await expect(exportDialog).toBeHidden();
      await expectToast(page, say(LOCALE, fileMessages.downloaded, { name: `${name}.dtms` }));

      const exported = parseDtms(readFileSync(await file.path(), 'utf8'));
      expect(exported.title).toBe(name);
      expect(exported.model).toBe(320);
      expect(exported.items.map((item) => item.title)).toEqual([ALT_1, ALT_2]);
      const [first, second] = exported.items.map((item) => item.graphic.grid);
      if (first === undefined || second === undefined) throw new Error('two pages exported');
      // The rectangle and the line, pin for pin, wherever the text and the picture are not.
      expect(differences(first, drawn, [TEXT_AREA, PICTURE_AREA]), 'pins that differ from the keys replayed in Node').toEqual([]);
      // The text box's braille and the picture's block, in their own areas.
      expect(raisedIn(drawn, TEXT_AREA)).toBe(0);
      expect(raisedIn(first, TEXT_AREA)).toBeGreaterThan(0);
      expect(raisedIn(drawn, PICTURE_AREA)).toBe(0);
      expect(raisedIn(first, PICTURE_AREA)).toBeGreaterThan(0);
      // Placing only raises: the shapes drawn before are all still there.
      expect(differences(pasteAt(first, drawn, { x: 0, y: 0 }), first)).toEqual([]);
      expect(differences(second, createGrid(60, 40))).toEqual([]);
    } finally {
      await api.removeEverything(id);
    }
  });
});
