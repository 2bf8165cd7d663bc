import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { recordAnnouncements, heard } from './support/announcements.ts';
import { blockPng } from './support/canvas.ts';
import { chooseMethod, openDeviceDialog } from './support/device.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Book (issue 20), keyboard only, as the seeded administrator: a new
// document titled, written with the editor's keys (heading 1, a paragraph,
// heading 2, a bulleted list of three, a link whose empty address is
// refused, a 2×2 table with a header row, a picture with its alternative
// text, a page break), saved into a Cloud folder, reloaded and reopened with
// the same structure; a word found and replaced; presentation mode turned to
// page 2 (heard, and its braille on the virtual display); braille downloaded
// from the reader and read back by liblouis. Then as the seeded user: the
// document (published) opens in the reader, and /book still sends them home.

async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

async function typeLine(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** Runs a command by its palette label: Alt+F10 leaves the text (where Ctrl+K is the link), Ctrl+K opens the palette. */
async function fromPalette(page: Page, label: string): Promise<void> {
  await press(page, 'Alt+F10');
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator(':focus')).toHaveCount(1);
  await press(page, 'Control+k');
  const palette = page.getByRole('dialog', { name: 'Find a command' });
  await expect(palette).toBeVisible();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
}

function editorBody(page: Page): Locator {
  return page.getByRole('textbox', { name: /^Document body, / });
}

/**
 * A dialog closed and the caret back in the text, as a screen reader says it
 * before the user types on: focus returns a frame or two after the dialog
 * goes (React Aria's restoration first), and keys pressed in between go to
 * whatever holds focus meanwhile.
 */
async function backInText(page: Page, dialog: Locator, timeout?: number): Promise<void> {
  await expect(dialog).toBeHidden(timeout === undefined ? undefined : { timeout });
  await expect(editorBody(page)).toBeFocused();
}

/** The Unicode braille of a BRF's text, back-translated by liblouis (English UEB grade 2). */
function backTranslateBrf(brf: string): string {
  return execFileSync('lou_translate', ['--backward', 'en-us-brf.dis,en-ueb-g2.ctb'], { input: brf, encoding: 'utf8' });
}

test.describe('Book', () => {
  test.describe.configure({ mode: 'serial' });
  const marker = runId();
  const title = `Plants ${marker}`;
  let dtmNo = '';

  test.describe('as the administrator', () => {
    test.use({ visitor: 'admin', appLocale: 'en' });

    test('writes a structured document, saves it to a folder, reopens it, replaces a word and presents it', async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      const drive = driveApi(baseURL ?? '', 'admin');
      const folder = `Book ${marker}`;
      await drive.createFolder(folder);
      await recordAnnouncements(page);
      await page.goto(PATHS.book);
      const titleField = page.getByRole('textbox', { name: 'Document title' });
      await tabTo(page, titleField);
      await page.keyboard.type(title);
      const body = editorBody(page);
      await tabTo(page, body);

      // ---- Structure, with the editor's keys ------------------------------
      await typeLine(page, 'Plants');
      await press(page, 'Control+Alt+1');
      await expect(body.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
      await press(page, 'Enter');
      await typeLine(page, 'Green plants make their food from light.');
      await press(page, 'Enter');
      await typeLine(page, 'Parts');
      await press(page, 'Control+Alt+2');
      await press(page, 'Enter');
      await press(page, 'Control+Shift+8');
      await typeLine(page, 'Roots');
      await press(page, 'Enter');
      await typeLine(page, 'Stems');
      await press(page, 'Enter');
      await typeLine(page, 'Leaves');
      await press(page, 'Enter', 'Enter');
      await expect(body.getByRole('list').getByRole('listitem')).toHaveCount(3);

      await typeLine(page, 'Read more');
      await press(page, 'Shift+Home', 'Control+k');
      const linkDialog = page.getByRole('dialog', { name: 'Link' });
      await expect(linkDialog).toBeVisible();
      await expect(linkDialog.getByRole('textbox', { name: 'Text to display' })).toHaveValue('Read more');
      const address = linkDialog.getByRole('textbox', { name: 'Address' });
      await tabTo(page, address);
      await press(page, 'Enter');
      await expect(address).toHaveAccessibleDescription(/Link URL must not be empty\./);
      await page.keyboard.type('https://example.org/plants');
      await press(page, 'Enter');
      await backInText(page, linkDialog);
      await expect(body.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.org/plants');
      await press(page, 'End', 'Enter');

      await fromPalette(page, 'Insert table');
      const tableDialog = page.getByRole('dialog', { name: 'Insert table' });
      await expect(tableDialog).toBeVisible();
      await press(page, 'Enter');
      await backInText(page, tableDialog);
      await typeLine(page, 'Part');
      await press(page, 'Tab');
      await typeLine(page, 'Job');
      await press(page, 'Tab');
      await typeLine(page, 'Root');
      await press(page, 'Tab');
      await typeLine(page, 'Takes in water');
      const table = body.getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Part' })).toBeVisible();
      await expect(table.getByRole('cell', { name: 'Takes in water' })).toBeVisible();
      await press(page, 'Control+End');

      await fromPalette(page, 'Insert image');
      const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
      await expect(imageDialog).toBeVisible();
      await imageDialog.locator('input[type="file"]').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: blockPng(40, 30, { x: 10, y: 8, width: 20, height: 14 }) });
      await tabTo(page, imageDialog.getByRole('textbox', { name: 'Alternative text' }));
      await page.keyboard.type('A green leaf');
      await press(page, 'Enter');
      await backInText(page, imageDialog, 20_000);
      await expect(body.getByRole('img', { name: 'A green leaf' })).toBeVisible();

      // Page 2.
      await press(page, 'Control+End', 'Control+Enter');
      await typeLine(page, 'Seeds grow into new plants.');

      // ---- Save into the folder ---------------------------------------------
      await press(page, 'Control+s');
      const saveAs = page.getByRole('dialog', { name: 'Save as' });
      await expect(saveAs).toBeVisible();
      const folderOption = saveAs.getByRole('option', { name: folder });
      await tabTo(page, saveAs.getByRole('option').first());
      for (let presses = 0; presses < 60 && (await folderOption.getAttribute('aria-selected')) !== 'true'; presses++) await press(page, 'ArrowDown');
      await expect(saveAs).toContainText(`Save to: ${folder}`);
      await tabTo(page, saveAs.getByRole('button', { name: 'Save', exact: true }));
      await press(page, 'Enter');
      await expect(saveAs).toBeHidden({ timeout: 20_000 });
      await expect(page).toHaveURL(/dtmNo=\d+/);
      dtmNo = new URL(page.url()).searchParams.get('dtmNo') ?? '';

      // ---- Reload: the same structure ----------------------------------------
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Document title' })).toHaveValue(title);
      const again = editorBody(page);
      await expect(again.getByRole('heading', { level: 1, name: 'Plants' })).toBeVisible();
      await expect(again.getByRole('heading', { level: 2, name: 'Parts' })).toBeVisible();
      await expect(again.getByRole('list').getByRole('listitem')).toHaveText(['Roots', 'Stems', 'Leaves']);
      await expect(again.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.org/plants');
      await expect(again.getByRole('table').getByRole('columnheader')).toHaveText(['Part', 'Job']);
      await expect(again.getByRole('img', { name: 'A green leaf' })).toBeVisible();
      // In the order written (blank lines aside; the picture and the page break by their names).
      const order = await again.locator(':scope > *').evaluateAll((blocks) =>
        blocks.map((block) => (block.querySelector('img')?.getAttribute('alt') ?? block.textContent ?? '').replace(/\uFEFF/g, '').trim()).filter((text) => text !== ''),
      );
      expect(order).toEqual(['Plants', 'Green plants make their food from light.', 'Parts', 'RootsStemsLeaves', 'Read more', 'PartJobRootTakes in water', 'A green leaf', 'Page break, page 2 begins', 'Seeds grow into new plants.']);

      // ---- Find and replace ---------------------------------------------------
      await tabTo(page, again);
      await press(page, 'Control+h');
      const replace = page.getByRole('dialog', { name: 'Find and replace' });
      await expect(replace).toBeVisible();
      await page.keyboard.type('Green');
      await tabTo(page, replace.getByRole('textbox', { name: 'Replace with' }));
      await page.keyboard.type('Living');
      await tabTo(page, replace.getByRole('button', { name: 'Replace all' }));
      await press(page, 'Enter');
      await press(page, 'Escape');
      await expect(replace).toBeHidden();
      await expect(again.getByText('Living plants make their food from light.')).toBeVisible();
      await press(page, 'Control+s');
      await expect(page.getByText('All changes saved')).toBeVisible();

      // ---- Presentation mode, with the virtual display ------------------------
      const device = await openDeviceDialog(page, /^Device: not connected$/);
      await chooseMethod(page, device, 'Virtual display 320 (60 × 40 pins)');
      await tabTo(page, device.getByRole('button', { name: 'Connect' }));
      await press(page, 'Enter');
      await expect(device.getByRole('heading', { name: 'Connected device' })).toBeFocused({ timeout: 20_000 });
      await press(page, 'Escape');
      await tabTo(page, again);
      await press(page, 'Control+Home', 'Control+Shift+Enter');
      const presentation = page.getByRole('dialog', { name: `Presentation: ${title}` });
      await expect(presentation).toBeVisible();
      await press(page, 'PageDown');
      await expect(presentation.getByText('Page 2 of 2')).toBeVisible();
      await expect.poll(async () => (await heard(page)).some((said) => said.includes('Page 2 of 2'))).toBe(true);
      // Print mode is manual (the default): the page goes to the display with Send.
      await tabTo(page, presentation.getByRole('button', { name: 'Send to display' }));
      await press(page, 'Enter');
      await expect.poll(() => displayText(page), { timeout: 15_000 }).toContain('seeds');
      await press(page, 'Escape');
      await expect(presentation).toBeHidden();
    });

    test('downloads braille from the reader that reads back as the document', async ({ page }) => {
      await page.goto(`${PATHS.read}?dtmNo=${dtmNo}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const download = page.waitForEvent('download');
      await tabTo(page, page.getByRole('button', { name: 'Download braille' }));
      await press(page, 'Enter');
      const file = await download;
      const brf = readFileSync((await file.path()) ?? '', 'latin1');
      const words = backTranslateBrf(brf).toLowerCase();
      for (const word of ['plants', 'parts', 'roots', 'stems', 'leaves', 'living', 'seeds']) expect(words).toContain(word);
    });
  });

  test.describe('as the user', () => {
    test.use({ visitor: 'user', appLocale: 'en' });

    test('reads a published document in the reader, and /book sends them home', async ({ page, baseURL }) => {
      const admin = driveApi(baseURL ?? '', 'admin');
      const library = await admin.createFolder(`Library ${marker}`, { kind: 'D' });
      await admin.publish(dtmNo, library, 'SCIENCE');
      await page.goto(`${PATHS.read}?dtmNo=${dtmNo}`);
      const article = page.getByRole('article');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(article.getByRole('heading', { level: 2, name: 'Parts' })).toBeVisible();
      // In the reader's language (the Book's words load with it).
      await expect(page.getByLabel('About this document')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await page.goto(PATHS.book);
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

/** The text the virtual display's graphic lines hold, back-translated from their dots. */
async function displayText(page: Page): Promise<string> {
  const rows = await page.locator('[role="grid"][aria-label="Virtual tactile display"] [role="row"]').evaluateAll((elements) =>
    elements.slice(1).map((row) => Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => cell.getAttribute('aria-label') ?? '')),
  );
  const unicode = rows.map((row) => row.map(cellToUnicode).join('')).join('\n');
  if (!/[\u2801-\u28ff]/.test(unicode)) return '';
  return execFileSync('lou_translate', ['--backward', 'unicode.dis,en-ueb-g2.ctb'], { input: unicode, encoding: 'utf8' }).toLowerCase();
}

function cellToUnicode(name: string): string {
  const dots = /dots ([\d ]+)$/.exec(name)?.[1]?.split(' ').map(Number) ?? [];
  return String.fromCodePoint(0x2800 + dots.reduce((bits, dot) => bits | (1 << (dot - 1)), 0));
}
