import { drivenEditor, times } from '../src/core/canvas/testing/keyboard.ts';
import { createGrid } from '../src/core/pins/index.ts';
import { pinGrid, pressSequence } from './support/canvas.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';
import { expectedLines, graphicLines, virtualDisplayGrid } from './support/virtualDisplay.ts';

// Automatic print mode on the Canvas with the keyboard alone (spec §4,
// issue 17 item 2): the virtual 320 connected from the header, print mode
// set to automatic in the device dialog, and the first edit on the pin grid
// reaches the display with no Print (Alt+P) ever pressed; so does the next.

const RECTANGLE = `R ArrowRight ArrowRight ArrowDown ArrowDown Enter Shift+ArrowRight ${times(6, 'ArrowDown')} Enter`;
const LINE = `L ${times(6, 'ArrowDown')} Enter Shift+ArrowRight Shift+ArrowRight ${times(5, 'ArrowDown')} Enter`;

test.describe('automatic print mode on the Canvas', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('every edit reaches the virtual display from the first one, with no manual print', async ({ page }) => {
    const node = drivenEditor();
    await page.goto(PATHS.canvas);
    const grid = pinGrid(page);
    await expect(grid).toBeVisible();

    // ---- Connect the virtual 320; choose automatic print ------------------
    const header = page.getByRole('banner').getByRole('button', { name: /^Device: not connected$/ });
    await tabTo(page, header);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Device connection' });
    const virtual320 = dialog.getByRole('radio', { name: 'Virtual display 320 (60 × 40 pins)' });
    for (let presses = 0; presses < 4 && !(await virtual320.isChecked()); presses++) await page.keyboard.press('ArrowDown');
    await expect(virtual320).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused();
    const automatic = dialog.getByRole('radio', { name: 'Automatic: send every change' });
    await tabTo(page, dialog.getByRole('radio', { name: 'Manual: send only when I print' }));
    await page.keyboard.press('ArrowDown');
    await expect(automatic).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const display = virtualDisplayGrid(page);
    await expect(display).toBeVisible();
    // The blank page is what the display shows before any edit.
    await expect.poll(() => graphicLines(display), { timeout: 20_000 }).toEqual(expectedLines(createGrid(60, 40)));

    // ---- The first edit goes out by itself ---------------------------------
    await tabTo(page, grid);
    await pressSequence(page, RECTANGLE);
    node.press(RECTANGLE);
    await expect.poll(() => graphicLines(display), { timeout: 20_000 }).toEqual(expectedLines(node.editor.page.grid));

    // ---- And the next ---------------------------------------------------------
    await pressSequence(page, LINE);
    node.press(LINE);
    await expect.poll(() => graphicLines(display), { timeout: 20_000 }).toEqual(expectedLines(node.editor.page.grid));
  });
});
