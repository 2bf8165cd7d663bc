import type { Locator, Page } from '@playwright/test';
import { describeFocus } from './keyboard.ts';
import { PATHS } from './routes.ts';
import { expect } from './session.ts';

// Moving through the Cloud's lists with the keyboard: into a grid or table
// with Tab, to an item by typing its name (type-ahead; selection follows
// focus), and reading what the app says (toasts and live regions).

const MAX_TAB_STOPS = 40;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The row (a card of the grid, or a table row) of the item named exactly `name` (with its extension). */
export function itemRow(collection: Locator, name: string): Locator {
  // A card's name is followed by its description ("Map.dtms DTMS file, …"); a table row's by its other cells.
  return collection.getByRole('row', { name: new RegExp(`^${escapeRegExp(name)}(?:[ ,]|$)`) });
}

/** A folder's contents in My files (cards at first). */
export function folderGrid(page: Page, folder: string): Locator {
  return page.getByRole('main').getByRole('grid', { name: `Contents of ${folder}` });
}

/** Opens a folder of My files by its address, as a bookmark would. */
export async function openFolderPage(page: Page, folderNo: string, folder: string): Promise<void> {
  await page.goto(`${PATHS.cloud}?folder=${encodeURIComponent(folderNo)}`);
  await expect(page.getByRole('heading', { level: 2, name: folder })).toBeVisible();
}

/** The spoken (polite) and urgent (assertive) live regions of React Aria's announcer. */
export function politeLog(page: Page): Locator {
  return page.locator('[role="log"][aria-live="polite"]');
}

export function assertiveLog(page: Page): Locator {
  return page.locator('[role="log"][aria-live="assertive"]');
}

/** The toasts' region ("Notifications" in English); toasts are announced as they appear. */
export function notifications(page: Page, name = 'Notifications'): Locator {
  return page.getByRole('region', { name });
}

/** A toast says `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(notifications(page).getByText(text, { exact: true }).first()).toBeVisible();
}

/** Waits until no toast says `text` (before an action that will say it again). */
export async function expectNoToast(page: Page, text: string): Promise<void> {
  await expect(notifications(page).getByText(text, { exact: true })).toHaveCount(0, { timeout: 10_000 });
}

/** Focus is on something after a command: not dropped to the page's body. */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body), { message: 'focus stays on a control' }).toBe(true);
}

async function focusIsIn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 1000 }).catch(() => false);
}

/** Tab (or Shift+Tab) until focus is inside `container` (a grid, a table, a dialog part). */
export async function tabInto(page: Page, container: Locator, { backwards = false } = {}): Promise<void> {
  await expect(container).toBeVisible();
  if (await focusIsIn(container)) return;
  for (let stops = 0; stops < MAX_TAB_STOPS; stops++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await focusIsIn(container)) return;
  }
  throw new Error(`Focus never entered ${container} with ${MAX_TAB_STOPS} tabs; it ended on ${await describeFocus(page)}`);
}

/**
 * Focuses (and so selects: selection follows focus) the item named `name`
 * in a grid or table. Focus must be in the collection already, or reachable
 * from here with Tab. The arrows move one item at a time (right in the
 * cards, down in a table), or with `typing` the name is typed (type-ahead;
 * only where nothing was typed in the list in the second before, or the
 * letters would join that earlier search).
 */
export async function goToItem(page: Page, collection: Locator, name: string, { typing = false } = {}): Promise<Locator> {
  const row = itemRow(collection, name);
  await expect(row, `${name} is listed`).toBeVisible();
  await tabInto(page, collection);
  if (typing) {
    if (!(await row.evaluate((element) => element === document.activeElement))) await page.keyboard.type(name);
  } else {
    const rows = collection.getByRole('row').filter({ has: page.locator('[role="gridcell"], [role="rowheader"]') });
    const isTable = (await collection.getByRole('columnheader').count()) > 0;
    const where = await rows.evaluateAll((elements, target) => ({ focused: elements.findIndex((element) => element.contains(document.activeElement)), target: elements.findIndex((element) => element.getAttribute('data-key') === target) }), await row.getAttribute('data-key'));
    expect(where.focused, `focus is on an item of ${collection}, not on ${await describeFocus(page)}`).toBeGreaterThanOrEqual(0);
    const steps = where.target - where.focused;
    const key = isTable ? (steps > 0 ? 'ArrowDown' : 'ArrowUp') : steps > 0 ? 'ArrowRight' : 'ArrowLeft';
    for (let moves = 0; moves < Math.abs(steps); moves++) await page.keyboard.press(key);
  }
  await expect(row, `focus reaches ${name}`).toBeFocused();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  return row;
}
