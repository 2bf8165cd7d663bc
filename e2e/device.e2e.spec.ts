import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { geometryOf, gridToCells, parseDtms } from '../src/core/dtms/index.ts';
import { wordTextPages } from '../src/core/device/index.ts';
import { openDeviceDialog } from './support/device.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/session.ts';

// The tactile display with the keyboard alone: connect the virtual 320 from
// the header, open Dot's sample DTMS on /test/middleware, print page 1 with
// Alt+P, and read every pin back from the virtual display's accessible grid.
// Also: Print with no display asks 'connect device?', and disconnecting.

const PAGE = '/test/middleware';
const SAMPLE = fileURLToPath(new URL('../../shared/fixtures/dot/sample-320.dtms', import.meta.url));

/** Pin-order bit → braille dot (protocol notes §6): bits 0–2 dots 1–3, bit 3 dot 7, bits 4–6 dots 4–6, bit 7 dot 8. */
const DOT_OF_BIT = [1, 2, 3, 7, 4, 5, 6, 8] as const;

/** The raised dots a cell's name should end with, for a pin-order byte. */
function dotsOfPins(byte: number): string {
  const dots = DOT_OF_BIT.filter((_, bit) => byte & (1 << bit)).sort((a, b) => a - b);
  return dots.length === 0 ? 'no pins raised' : `dots ${dots.join(' ')}`;
}

/** Unicode braille (bit n = dot n + 1), as the text line's cells are named. */
function dotsOfBraille(byte: number): string {
  const dots = [1, 2, 3, 4, 5, 6, 7, 8].filter((dot) => byte & (1 << (dot - 1)));
  return dots.length === 0 ? 'no pins raised' : `dots ${dots.join(' ')}`;
}

/** Page 1 of the sample as the display should show it: 300 graphic cells and the first 20 text cells. */
/** The text line's first page: the text paged at blank cells, words kept whole (docs/device.md, "Long text and reading mode"). */
const firstTextPage = (cells: Uint8Array) => wordTextPages(cells, 20)[0] ?? new Uint8Array(20);

function expectedPage1() {
  const document = parseDtms(readFileSync(SAMPLE, 'utf8'));
  const first = document.items[0];
  if (!first) throw new Error('The sample has no pages');
  return { pages: document.items.length, graphic: gridToCells(first.graphic.grid, geometryOf(document.model)), text: firstTextPage(first.text.cells) };
}

/** Every cell name of the display grid, row by row: the text line first, then graphic lines 1–10. */
async function cellNames(grid: Locator): Promise<string[][]> {
  return grid.getByRole('row').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('[role="gridcell"]'), (cell) => cell.getAttribute('aria-label') ?? '')),
  );
}

async function openSample(page: Page) {
  const open = page.getByRole('button', { name: 'Open a DTMS or DTM file' });
  await tabTo(page, open);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(SAMPLE);
  await expect(page.getByRole('main').getByText(/^sample-320\.dtms: \d+ pages$/)).toBeVisible();
}

test.describe('the tactile display', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a keyboard user connects the virtual 320, prints page 1 of a DTMS file with Alt+P and the display shows every pin', async ({ page }) => {
    const expected = expectedPage1();
    await page.goto(PAGE);

    const dialog = await openDeviceDialog(page, /^Device: not connected$/);
    // One tab stop for the methods; the arrows choose among those this browser can use.
    const virtual320 = dialog.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' });
    for (let presses = 0; presses < 4 && !(await virtual320.isChecked()); presses++) await page.keyboard.press('ArrowDown');
    await expect(virtual320).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused();
    await expect(dialog.getByText('DotPad320A', { exact: true })).toBeVisible();
    await expect(dialog.getByText('10 lines × 30 cells (60 × 40 pins)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus returns to the header button, which now names the display.
    await expect(page.getByRole('button', { name: 'Device: DotPad320A connected' })).toBeFocused();

    const region = page.getByRole('region', { name: 'Virtual display' });
    await expect(region).toBeVisible();
    const grid = region.getByRole('grid', { name: 'Virtual tactile display' });

    await openSample(page);
    await expect(page.getByText(`Page 1 of ${expected.pages}`)).toBeVisible();
    await page.keyboard.press('Alt+P');

    // The pins move after the display's refresh time; read the grid until it settles on the page.
    const want = [Array.from(expected.text, dotsOfBraille), ...Array.from({ length: 10 }, (_, line) => Array.from(expected.graphic.subarray(line * 30, line * 30 + 30), dotsOfPins))];
    await expect
      .poll(async () => (await cellNames(grid)).map((row) => row.map((name) => /(dots [\d ]+|no pins raised)$/.exec(name)?.[1] ?? name)), { timeout: 20_000 })
      .toEqual(want);
    const names = await cellNames(grid);
    expect(names.slice(1).flat()).toHaveLength(300);
    expect(names[1]?.[0]).toMatch(/^Line 1, cell 1: /);
    expect(expected.graphic.some((cell) => cell !== 0), 'the sample page has raised pins').toBe(true);

    // Disconnect from the dialog: the display region goes, the header says so.
    const again = await openDeviceDialog(page, /^Device: DotPad320A connected$/);
    await tabTo(page, again.getByRole('button', { name: 'Disconnect device' }));
    await page.keyboard.press('Enter');
    await expect(again.getByRole('radiogroup', { name: 'Connection method' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Device: not connected' })).toBeVisible();
    await expect(region).toBeHidden();
  });

  test("printing with no display asks 'connect device?', and Yes opens the device dialog", async ({ page }) => {
    await page.goto(PAGE);
    await openSample(page);
    await page.keyboard.press('Alt+P');
    const alert = page.getByRole('alertdialog', { name: 'Connect device?' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alert).toBeHidden();
    const dialog = page.getByRole('dialog', { name: 'Device connection' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open a DTMS or DTM file' })).toBeFocused();
  });

  test('No leaves the page as it was, and Print on a screen with nothing to print says why', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Alt+P');
    // Nothing open yet: no question; the reason is spoken instead.
    await expect(page.locator('[aria-live="assertive"]')).toContainText('This screen has nothing to send to the device.');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await openSample(page);
    await page.keyboard.press('Alt+P');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('alertdialog').getByRole('button', { name: 'No', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus goes back to where the user was.
    await expect(page.getByRole('button', { name: 'Open a DTMS or DTM file' })).toBeFocused();
  });
});
