import type { Page } from '@playwright/test';
import { pageMessages } from '../src/core/canvas/index.ts';
import type { VirtualDevice } from '../src/core/device/index.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { gridName, pinGrid, say } from './support/canvas.ts';
import { connectWith } from './support/device.ts';
import { installTalkingSerialPort } from './support/fakeSerial.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// The display's key combinations with the keyboard alone (issue 24 item 3):
// a Dot Pad 320 on a USB port (the core's virtual device in the test's own
// process, behind a fake Web Serial port: support/fakeSerial.ts), so the test
// presses the display's keys itself. A Canvas document of three pages: pan
// left + F3 goes to the first page, pan right + F4 to the last, each said
// aloud; then pan right + F4 is rebound in Settings → Device, by keyboard, and
// does what it was given instead.

/** Waits until `text` has been said (anywhere in what the live regions received). */
async function expectHeard(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await heard(page)).includes(text), { timeout: 20_000, message: `"${text}" was said` }).toBe(true);
}

test.describe('key combinations on the display', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('pan left + F3 and pan right + F4 turn the Canvas to its first and last page; rebinding in Settings changes what a chord does', async ({ page }) => {
    const device: VirtualDevice = await installTalkingSerialPort(page, 320);
    await recordAnnouncements(page);
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await expect(grid).toBeVisible();

    // ---- Three pages, from the keyboard (Alt+Shift+Enter adds one after this) ----
    await tabTo(page, grid);
    await page.keyboard.press('Alt+Shift+Enter');
    await expect(grid).toHaveAccessibleName(gridName('en', '', 2, 2));
    await page.keyboard.press('Alt+Shift+Enter');
    await expect(grid).toHaveAccessibleName(gridName('en', '', 3, 3));
    await connectWith(page, 'USB cable');

    // ---- Pan left + F3: the first page -------------------------------------
    device.pressKeys(['panLeft', 'F3']);
    await expect(grid).toHaveAccessibleName(gridName('en', '', 1, 3));
    await expectHeard(page, 'Pan left + F3: First page on device');
    await expectHeard(page, say('en', pageMessages.position, { page: 1, pages: 3 }));

    // ---- Pan right + F4: the last page, said aloud -----------------------------
    device.pressKeys(['panRight', 'F4']);
    await expect(grid).toHaveAccessibleName(gridName('en', '', 3, 3));
    await expectHeard(page, 'Pan right + F4: Last page on device');
    await expectHeard(page, say('en', pageMessages.position, { page: 3, pages: 3 }));

    // ---- Settings → Device, from the command palette (the app navigates: the display stays connected) ----
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Find a command' }));
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: 'Find a command' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('Go to Settings');
    await page.keyboard.press('Enter');
    // The three blank pages were never saved: the Canvas asks first.
    const unsaved = page.getByRole('alertdialog', { name: 'Save changes?' });
    await expect(unsaved).toBeVisible();
    await tabTo(page, unsaved.getByRole('button', { name: 'Exit without saving' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${PATHS.settings}$`));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Device: DotPad320A connected' })).toBeVisible();
    const chord = page.getByRole('button', { name: /Pan right \+ F4/ });
    await expect(chord).toContainText('Last page on device');
    await tabTo(page, chord);
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    // Type-ahead, as a keyboard user picks from a long list.
    await page.keyboard.type('Say d');
    await expect(list.getByRole('option', { name: 'Say device status' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chord).toContainText('Say device status');
    await expectHeard(page, 'Pan right + F4: Say device status');

    const before = (await heard(page)).length;
    device.pressKeys(['panRight', 'F4']);
    await expect
      .poll(async () => (await heard(page)).slice(before), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Pan right + F4: Say device status', 'Device: DotPad320A connected']));
    // And the help lists the new binding, beside the keyboard's shortcuts.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog');
    const table = help.getByRole('table', { name: 'Tactile display keys' });
    await expect(table.getByRole('row', { name: /Pan right \+ F4/ })).toContainText('Say device status');
  });
});
