import type { Page } from '@playwright/test';
import { chooseMethod, openDeviceDialog } from './support/device.ts';
import { fakeSerialRecord, installSilentSerialPort } from './support/fakeSerial.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/session.ts';

// Connecting over USB to a display that never answers (a fake Web Serial port,
// support/fakeSerial.ts), keyboard only: the attempt ends with the timeout's
// message instead of "Connecting…" for ever, Cancel really stops it, and
// another method can be chosen from the same dialog.

async function connectWithUsb(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await chooseMethod(page, dialog, 'USB cable');
  await tabTo(page, dialog.getByRole('button', { name: /^(Connect|Retry)$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Device: connecting…' })).toBeVisible();
}

test.describe('connecting a display that never answers', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('USB times out with a message that says what to try, the port is closed, and the virtual display can be chosen instead', async ({ page }) => {
    await installSilentSerialPort(page);
    await page.goto('/test/middleware');
    const dialog = await openDeviceDialog(page, /^Device: not connected$/);
    await connectWithUsb(page, dialog);
    await expect(dialog.getByRole('button', { name: 'Cancel connecting' })).toBeVisible();

    const timeout = dialog.getByText(/^The device did not answer within 5 seconds\. .*choose another connection method/);
    await expect(timeout).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Device: connection failed' })).toBeVisible();
    await expect(page.locator('[aria-live="assertive"]')).toContainText('The device did not answer within 5 seconds.');
    await expect(dialog.getByRole('button', { name: 'Cancel connecting' })).toHaveCount(0);
    await expect.poll(async () => (await fakeSerialRecord(page)).closed).toBe(true);
    expect((await fakeSerialRecord(page)).bytesWritten, 'the name request was sent').toBeGreaterThan(0);

    await chooseMethod(page, dialog, 'Virtual display 320 (60 × 40 pins)');
    await tabTo(page, dialog.getByRole('button', { name: 'Retry' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Device: DotPad320A connected' })).toBeVisible();
  });

  test('Cancel stops a USB attempt that hangs: the state goes back to not connected, it is said, and another method can be chosen', async ({ page }) => {
    await installSilentSerialPort(page, { openHangs: true });
    await page.goto('/test/middleware');
    const dialog = await openDeviceDialog(page, /^Device: not connected$/);
    await connectWithUsb(page, dialog);

    const cancel = dialog.getByRole('button', { name: 'Cancel connecting' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Device: not connected' })).toBeVisible();
    await expect(page.locator('[aria-live="polite"]')).toContainText('Connecting was cancelled.');
    await expect(cancel).toHaveCount(0);
    // Focus is not lost: it goes back to the methods, ready to choose another.
    await expect(dialog.getByRole('radio', { name: 'USB cable' })).toBeFocused();

    await chooseMethod(page, dialog, 'Virtual display 320 (60 × 40 pins)');
    await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused();
  });
});
