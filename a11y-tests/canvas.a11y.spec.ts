import type { Locator, Page, TestInfo } from '@playwright/test';
import { TOOLS, editMessages, toolMessages, type ToolId } from '../src/core/canvas/index.ts';
import { bcp47, type AppLocale } from '../src/shared/i18n/locales.ts';
import { canvasFileCommandMessages } from '../src/web/features/canvas/commands/commandMessages.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { pinGridMessages } from '../src/web/features/canvas/grid/messages.ts';
import { imageMessages } from '../src/web/features/canvas/image/messages.ts';
import { menuMessages } from '../src/web/features/canvas/menus/messages.ts';
import { optionMessages } from '../src/web/features/canvas/options/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { placementMessages } from '../src/web/features/canvas/placement/messages.ts';
import { TOOL_GROUPS } from '../src/web/features/canvas/toolbar/toolGroups.ts';
import { toolbarMessages } from '../src/web/features/canvas/toolbar/messages.ts';
import { folderPickerMessages as pickerMessages } from '../src/web/ui/folderPicker/messages.ts';
import { easyCanvasMessages, easyTactileMessages, easyToolMessages } from '../src/web/features/easy/canvas/messages.ts';
import { shellMessages } from '../src/web/layouts/messages.ts';
import { routeTitles } from '../src/web/routes/messages.ts';
import { blockPng, pinGrid, say } from '../e2e/support/canvas.ts';
import { assertiveLog, notifications, tabInto } from '../e2e/support/cloud.ts';
import { driveApi, runId } from '../e2e/support/drive.ts';
import { tabTo } from '../e2e/support/keyboard.ts';
import { PATHS } from '../e2e/support/routes.ts';
import { expect, test } from '../e2e/support/session.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uiMessages } from '../src/web/ui/messages.ts';
import { unsavedChangesMessages } from '../src/web/ui/unsavedChanges/messages.ts';

// The Canvas's screens, checked by axe (WCAG 2.2 A and AA) in Korean (the
// source language) and English: the Canvas as it opens; with each tool of
// the tool bar in use (its options shown); with each menu open (File,
// Settings, Page, Tool); with each dialog open (open, both tabs; save as,
// also with its name error; export; new; unsaved changes; text box with its
// braille; multi-braille; template; text file with a file read; image with a
// picture converted and the manual threshold); the pages panel with its
// missing alternative text error after a refused save; Easy canvas (with
// its text box dialog); Easy tactile with a file of the user's Cloud (made
// through the drive API, removed afterwards). Each state is reached with
// keys (a control is focused directly where the way there by Tab is not what
// is checked; e2e/canvas.e2e.spec.ts is the Tab-only journey).

const LOCALES = ['ko', 'en'] as const satisfies readonly AppLocale[];

/** The tools in the tool bar's order. */
const TOOL_BAR: readonly ToolId[] = TOOL_GROUPS.flatMap((group) => group.tools);

async function openCanvas(page: Page, locale: AppLocale, path: string = PATHS.canvas): Promise<Locator> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
  const grid = pinGrid(page);
  await expect(grid).toBeVisible();
  return grid;
}

/** Opens a dialog, waits until it shows what it should, checks it with axe, and closes it with Escape. */
async function checkDialog(page: Page, testInfo: TestInfo, dialog: Locator, label: string, open: () => Promise<void>, ready?: () => Promise<void>) {
  await open();
  await expect(dialog).toBeVisible();
  await ready?.();
  await expectNoAxeViolations(page, testInfo, { label });
  // Escape is the dialog's only while focus is inside it (React Aria moves it there a frame after opening): once in
  // CI it went before, and the dialog stayed open.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Focuses `item` of a tool bar (one Tab stop: Tab lands on its first item,
 * Shift+Tab on its last), with Tab or Shift+Tab into it, then the arrows.
 */
async function toolbarItem(page: Page, toolbar: Locator, item: Locator, { backwards = false } = {}) {
  await tabInto(page, toolbar, { backwards });
  const arrow = backwards ? 'ArrowLeft' : 'ArrowRight';
  for (let presses = 0; presses < 30 && !(await item.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press(arrow);
  await expect(item).toBeFocused();
}

/** A tool bar button pressed with the keyboard (the tools without a letter), then Enter on the grid at the cursor. */
async function placeWith(page: Page, locale: AppLocale, tool: ToolId) {
  const button = page.getByRole('toolbar', { name: say(locale, toolbarMessages.toolbar) }).getByRole('button', { name: say(locale, toolMessages[tool]), exact: true });
  await button.press('Space');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await pinGrid(page).press('Enter');
}

for (const locale of LOCALES) {
  test.describe(`the Canvas in ${locale}`, () => {
    test.use({ visitor: 'user', appLocale: locale });

    test(`as it opens, with each tool in use and each menu open (${locale})`, async ({ page }, testInfo) => {
      test.slow();
      const grid = await openCanvas(page, locale);
      await expect(grid).toHaveAccessibleName(say(locale, pinGridMessages.name, { title: say(locale, pinGridMessages.untitled), page: 1, pages: 1 }));
      await expectNoAxeViolations(page, testInfo, { label: `the Canvas as it opens (${locale})` });

      // Every tool of the tool bar, in its order: one Tab stop, the arrows between them.
      const tools = page.getByRole('toolbar', { name: say(locale, toolbarMessages.toolbar) });
      for (const [index, tool] of TOOL_BAR.entries()) {
        const button = tools.getByRole('button', { name: say(locale, toolMessages[tool]), exact: true });
        if (index === 0) await tabTo(page, button);
        else await page.keyboard.press('ArrowRight');
        await expect(button).toBeFocused();
        await page.keyboard.press('Space');
        // Erase all acts at once; sharpness needs a picture on the page and says so; every
        // other tool is then the one in use, its options shown.
        if (tool === 'sharpness') {
          await expect(button).toHaveAttribute('aria-disabled', 'true');
          await expect(assertiveLog(page)).toContainText(say(locale, editMessages.noImage));
        } else if (tool !== 'eraseAll') {
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByRole('group', { name: say(locale, optionMessages.options, { tool: say(locale, TOOLS[tool].label) }) })).toBeVisible();
        }
        await expectNoAxeViolations(page, testInfo, { label: `tool ${tool} in use (${locale})` });
      }

      // Every menu of the menu bar: one Tab stop, the arrows between them; Enter opens, Escape closes.
      const menuBar = page.getByRole('toolbar', { name: say(locale, menuMessages.menuBar) });
      const menus = [menuMessages.file, menuMessages.settings, menuMessages.page, menuMessages.tool];
      for (const [index, menu] of menus.entries()) {
        const button = menuBar.getByRole('button', { name: say(locale, menu) });
        if (index === 0) await toolbarItem(page, menuBar, button, { backwards: true });
        else await page.keyboard.press('ArrowRight');
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        const opened = page.getByRole('menu', { name: say(locale, menu) });
        await expect(opened).toBeVisible();
        await expect(opened.getByRole('menuitem').or(opened.getByRole('menuitemcheckbox')).or(opened.getByRole('menuitemradio')).first()).toBeFocused();
        await expectNoAxeViolations(page, testInfo, { label: `${say('en', menu)} open (${locale})` });
        await page.keyboard.press('Escape');
        await expect(opened).toBeHidden();
        await expect(button).toBeFocused();
      }
    });

    test(`every dialog, and the pages panel after a refused save (${locale})`, async ({ page }, testInfo) => {
      test.slow();
      const grid = await openCanvas(page, locale);
      const dialog = (name: string) => page.getByRole('dialog', { name });

      // ---- The file dialogs, on a document with nothing to lose ------------------
      const open = dialog(say(locale, fileMessages.open));
      await checkDialog(page, testInfo, open, `open, Cloud tab (${locale})`, () => grid.press('ControlOrMeta+O'), async () => {
        await expect(open.getByRole('grid', { name: say(locale, fileMessages.cloudFiles) })).toBeVisible();
        await expect(open.getByText(say(locale, fileMessages.loading))).toHaveCount(0);
      });
      await checkDialog(page, testInfo, open, `open, this computer tab (${locale})`, () => grid.press('ControlOrMeta+O'), async () => {
        const computer = open.getByRole('tab', { name: say(locale, fileMessages.computerTab) });
        await tabTo(page, open.getByRole('tab', { name: say(locale, fileMessages.cloudTab) }));
        await page.keyboard.press('ArrowRight');
        await expect(computer).toHaveAttribute('aria-selected', 'true');
        await expect(open.getByRole('button', { name: say(locale, fileMessages.chooseFile) })).toBeVisible();
      });

      const newDocument = dialog(say(locale, fileMessages.newDocument));
      await checkDialog(page, testInfo, newDocument, `new (${locale})`, async () => {
        const menuBar = page.getByRole('toolbar', { name: say(locale, menuMessages.menuBar) });
        await toolbarItem(page, menuBar, menuBar.getByRole('button', { name: say(locale, menuMessages.file) }), { backwards: true });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menuitem', { name: say(locale, canvasFileCommandMessages.newDocument) })).toBeFocused();
        await page.keyboard.press('Enter');
      }, async () => {
        await expect(newDocument.getByRole('radio', { name: say(locale, fileMessages.model320) })).toBeFocused();
      });
      // The menu's item that opened it is gone: focus comes back to the grid, not to the page itself.
      await expect(grid).toBeFocused();

      const exportDialog = dialog(say(locale, fileMessages.exportAs));
      await checkDialog(page, testInfo, exportDialog, `export (${locale})`, () => grid.press('ControlOrMeta+E'), async () => {
        await expect(exportDialog.getByRole('radio', { name: say(locale, fileMessages.exportDtms) })).toBeFocused();
      });

      // ---- The placing dialogs, at the cursor on the grid -------------------------
      const textBox = dialog(say(locale, placementMessages.textBoxTitle));
      await checkDialog(page, testInfo, textBox, `text box with its braille (${locale})`, async () => {
        await grid.press('t');
        await grid.press('Enter');
      }, async () => {
        await page.keyboard.type(locale === 'ko' ? '안녕' : 'Hello');
        await expect(textBox.getByRole('textbox', { name: say(locale, placementMessages.braillePreview) })).toHaveValue(/^[\u2801-\u28ff]/);
      });

      const multiBraille = dialog(say(locale, placementMessages.multiBrailleTitle));
      await checkDialog(page, testInfo, multiBraille, `multi-braille (${locale})`, () => placeWith(page, locale, 'multiBraille'), async () => {
        await page.keyboard.type('one');
        await expect(multiBraille.getByRole('textbox', { name: say(locale, placementMessages.braillePreview) })).toHaveValue(/^[\u2801-\u28ff]/);
      });

      const template = dialog(say(locale, placementMessages.templateTitle));
      await checkDialog(page, testInfo, template, `template (${locale})`, () => placeWith(page, locale, 'template'), async () => {
        await expect(template.getByRole('grid', { name: say(locale, placementMessages.templates) }).getByRole('row').first()).toBeFocused();
      });

      const textFile = dialog(say(locale, placementMessages.textFileTitle));
      await checkDialog(page, testInfo, textFile, `text file with a file read (${locale})`, () => placeWith(page, locale, 'textFile'), async () => {
        const chooser = page.waitForEvent('filechooser');
        await expect(textFile.getByRole('button', { name: say(locale, placementMessages.chooseTextFile) })).toBeFocused();
        await page.keyboard.press('Enter');
        await (await chooser).setFiles({ name: 'lines.txt', mimeType: 'text/plain', buffer: Buffer.from('first line\nsecond line\nthird line\n') });
        await expect(textFile).toContainText(say(locale, placementMessages.chosenTextFile, { name: 'lines.txt', lines: 3 }));
        await expect(textFile.getByRole('textbox', { name: say(locale, placementMessages.braillePreview) })).toHaveValue(/^[\u2801-\u28ff]/);
      });

      const image = dialog(say(locale, imageMessages.title));
      await checkDialog(page, testInfo, image, `image with a picture, manual threshold (${locale})`, async () => {
        await grid.press('i');
        await grid.press('Enter');
      }, async () => {
        const chooser = page.waitForEvent('filechooser');
        await expect(image.getByRole('button', { name: say(locale, imageMessages.choose) })).toBeFocused();
        await page.keyboard.press('Enter');
        await (await chooser).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: blockPng(60, 40, { x: 20, y: 10, width: 20, height: 20 }) });
        const summary = image.getByRole('region', { name: say(locale, imageMessages.preview) }).getByRole('status');
        await expect(summary).toHaveText(/\d/);
        const manual = image.getByRole('radio', { name: say(locale, imageMessages.thresholdManual) });
        await tabTo(page, image.getByRole('radio', { name: say(locale, imageMessages.thresholdAuto) }));
        await page.keyboard.press('ArrowRight');
        await expect(manual).toBeChecked();
        await expect(image.getByRole('slider', { name: say(locale, imageMessages.thresholdLevel) })).toBeVisible();
        await expect(summary).toHaveText(/\d/);
      });

      // ---- Saving refused: the pages panel shows what is missing -----------------
      const altText = page.getByRole('region', { name: say(locale, pagesMessages.heading) }).getByRole('textbox', { name: say(locale, pagesMessages.altText) });
      await grid.press('Alt+Shift+Enter');
      await expect(grid).toHaveAccessibleName(say(locale, pinGridMessages.name, { title: say(locale, pinGridMessages.untitled), page: 2, pages: 2 }));
      await grid.press('ControlOrMeta+S');
      await expect(notifications(page, say(locale, uiMessages.notifications))).toContainText(/\S/);
      // Focus goes to the first page without alternative text.
      await expect(altText).toBeFocused();
      await expect(grid).toHaveAccessibleName(say(locale, pinGridMessages.name, { title: say(locale, pinGridMessages.untitled), page: 1, pages: 2 }));
      await expect(altText).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(say(locale, pagesMessages.altTextRequired))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, { label: `pages panel, alternative text missing (${locale})` });

      // ---- Save as, once every page is described; then the unsaved changes question
      await page.keyboard.type('A blank page.');
      await grid.press('Alt+Shift+PageDown');
      await tabTo(page, altText);
      await page.keyboard.type('Another blank page.');
      const saveAs = dialog(say(locale, fileMessages.saveAs));
      const myFiles = say(locale, shellMessages.myFiles);
      const nameField = saveAs.getByRole('textbox', { name: say(locale, fileMessages.fileName) });
      await checkDialog(page, testInfo, saveAs, `save as (${locale})`, () => page.keyboard.press('ControlOrMeta+Shift+S'), async () => {
        await expect(saveAs.getByRole('option', { name: say(locale, pickerMessages.thisFolder, { folder: myFiles }) })).toBeVisible();
        await expect(nameField).toBeFocused();
      });
      await checkDialog(page, testInfo, saveAs, `save as, name missing (${locale})`, () => grid.press('ControlOrMeta+Shift+S'), async () => {
        await expect(nameField).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(saveAs).toContainText(say(locale, fileMessages.nameRequired));
        await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      });

      const unsaved = page.getByRole('alertdialog', { name: say(locale, unsavedChangesMessages.title) });
      await checkDialog(page, testInfo, unsaved, `unsaved changes (${locale})`, () => grid.press('ControlOrMeta+O'), async () => {
        await expect(unsaved.getByRole('button', { name: say(locale, fileMessages.save), exact: true })).toBeFocused();
      });
    });

    test(`Easy canvas, and Easy tactile with a file of my Cloud (${locale})`, async ({ page, baseURL }, testInfo) => {
      const api = driveApi(baseURL ?? '', 'user');
      const id = runId();
      try {
        const dtmNo = await api.createSampleFile(`Easy reading ${id}`);

        const grid = await openCanvas(page, locale, PATHS.easyCanvas);
        await expect(page.getByRole('heading', { level: 1, name: say(locale, routeTitles.easyCanvas) })).toBeVisible();
        await expect(page.getByRole('group', { name: say(locale, easyCanvasMessages.fileActions) })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `Easy canvas (${locale})` });

        // The text box as Easy canvas has it: a large tool button, then Enter on the grid.
        const addText = page.getByRole('toolbar', { name: say(locale, easyCanvasMessages.tools) }).getByRole('button', { name: say(locale, easyToolMessages.textBox) });
        await addText.press('Space');
        await expect(addText).toHaveAttribute('aria-pressed', 'true');
        const textBox = page.getByRole('dialog', { name: say(locale, placementMessages.textBoxTitle) });
        await checkDialog(page, testInfo, textBox, `Easy canvas, text box (${locale})`, () => grid.press('Enter'));

        await openCanvas(page, locale, `${PATHS.easyTactile}?dtmNo=${dtmNo}`);
        await expect(page.getByRole('heading', { level: 2, name: `Easy reading ${id}` })).toBeVisible();
        await expect(page.getByRole('group', { name: say(locale, easyTactileMessages.pageActions) })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, { label: `Easy tactile with a file (${locale})` });
      } finally {
        await api.removeEverything(id);
      }
    });
  });
}
