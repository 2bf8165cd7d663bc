import type { Locator, Page } from '@playwright/test';
import { drivenEditor, times } from '../src/core/canvas/testing/keyboard.ts';
import type { VirtualDevice } from '../src/core/device/index.ts';
import { geometryOf, gridToCells } from '../src/core/dtms/index.ts';
import { createGrid, type PinGrid } from '../src/core/pins/index.ts';
import { pinGrid, pressSequence } from './support/canvas.ts';
import { chooseMethod, openDeviceDialog } from './support/device.ts';
import { installTalkingSerialPort } from './support/fakeSerial.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';
import { expectedLines, graphicLines, virtualDisplayGrid } from './support/virtualDisplay.ts';

// Automatic print mode on the Canvas with the keyboard alone (spec §4,
// issue 17 item 2): a display connected from the header, print mode set to
// automatic in the device dialog, and the first edit on the pin grid reaches
// the display with no Print (Alt+P) ever pressed; so does the next. Once with
// the in-page virtual 320, once with a Dot Pad 320 on a USB port (the core's
// virtual device behind a fake Web Serial port, support/fakeSerial.ts).

const RECTANGLE = `R ArrowRight ArrowRight ArrowDown ArrowDown Enter Shift+ArrowRight ${times(6, 'ArrowDown')} Enter`;
const LINE = `L ${times(6, 'ArrowDown')} Enter Shift+ArrowRight Shift+ArrowRight ${times(5, 'ArrowDown')} Enter`;

/** Connects the method named `method` from the header's device button, then chooses automatic print. */
async function connectAutomatic(page: Page, method: string, connectedAs: string): Promise<void> {
  const dialog = await openDeviceDialog(page, /^Device: not connected$/);
  await chooseMethod(page, dialog, method);
  await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: `Device: ${connectedAs} connected` })).toBeVisible();
  const automatic = dialog.getByRole('radio', { name: 'Automatic: send every change' });
  await tabTo(page, dialog.getByRole('radio', { name: 'Manual: send only when I print' }));
  await page.keyboard.press('ArrowDown');
  await expect(automatic).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Draws a rectangle, then a line, checking after each that `shown` reaches what the page holds. */
async function drawAndFollow(page: Page, grid: Locator, shown: (pins: PinGrid) => Promise<void>): Promise<void> {
  const node = drivenEditor();
  // ---- The first edit goes out by itself ---------------------------------
  await tabTo(page, grid);
  await pressSequence(page, RECTANGLE);
  node.press(RECTANGLE);
  await shown(node.editor.page.grid);
  // ---- And the next ---------------------------------------------------------
  await pressSequence(page, LINE);
  node.press(LINE);
  await shown(node.editor.page.grid);
}

/** The graphic pins a 320's page should raise, cell by cell in pin order. */
const pinCells = (pins: PinGrid) => Array.from(gridToCells(pins, geometryOf(320)));

test.describe('automatic print mode on the Canvas', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('every edit reaches the virtual display from the first one, with no manual print', async ({ page }) => {
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await expect(grid).toBeVisible();
    await connectAutomatic(page, 'Virtual display 320 (60 × 40 pins)', 'DotPad320A');

    const display = virtualDisplayGrid(page);
    await expect(display).toBeVisible();
    // The blank page is what the display shows before any edit.
    await expect.poll(() => graphicLines(display), { timeout: 20_000 }).toEqual(expectedLines(createGrid(60, 40)));
    await drawAndFollow(page, grid, (pins) => expect.poll(() => graphicLines(display), { timeout: 20_000 }).toEqual(expectedLines(pins)));
  });

  test('every edit reaches a Dot Pad on the USB port from the first one, with no manual print', async ({ page }) => {
    const device: VirtualDevice = await installTalkingSerialPort(page, 320);
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await expect(grid).toBeVisible();
    await connectAutomatic(page, 'USB cable', 'DotPad320A');

    await drawAndFollow(page, grid, (pins) => expect.poll(() => Array.from(device.state.graphic), { timeout: 20_000 }).toEqual(pinCells(pins)));
    expect(device.received.length, 'the display packets came over the port').toBeGreaterThan(0);
  });
});
