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
