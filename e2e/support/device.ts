import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard.ts';

// The device dialog as the browser tests reach it: from the header's device
// button, the methods chosen with the arrow keys (English interface).

/** Opens the device dialog from the header's button whose name matches `state` ("Device: not connected", …). */
export async function openDeviceDialog(page: Page, state: RegExp): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name: state });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Device connection' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Chooses `name` among the methods with the arrow keys (one tab stop for the group). */
export async function chooseMethod(page: Page, dialog: Locator, name: string): Promise<void> {
  const radio = dialog.getByRole('radio', { name });
  await tabTo(page, dialog.getByRole('radio', { checked: true }), { backwards: true });
  for (let presses = 0; presses < 4 && !(await radio.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

/** Connects `method` ("USB cable", "Virtual display 320 (60 × 40 pins)") from the header's device button, then closes the dialog. */
export async function connectWith(page: Page, method: string): Promise<void> {
  const dialog = await openDeviceDialog(page, /^Device: not connected$/);
  await chooseMethod(page, dialog, method);
  await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
