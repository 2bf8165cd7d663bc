import type { Page } from '@playwright/test';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { chooseMethod, openDeviceDialog } from './support/device.ts';
import { tabTo } from './support/keyboard.ts';
import { FIRMWARE_VERSION as VERSION, seedRelease } from './support/firmware.ts';
import { expect, test } from './support/session.ts';

// The firmware screen with the keyboard alone (issue 24): a release newer
// than the virtual 320's firmware is in the catalogue (signed with the e2e
// server's own operator key, as `tactile firmware sign` would); the user
// connects the virtual 320, opens the firmware screen from the device dialog,
// hears that an update exists, walks the hand-off to the maker's updater step
// by step, then runs the simulated update and hears it through to the new
// version.

async function press(page: Page, ...keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
}

test.describe('the firmware screen', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('a keyboard user hears an update exists, walks the hand-off and runs the simulated update to the new version', async ({ page, baseURL }) => {
    test.slow();
    await seedRelease(baseURL ?? '');
    await recordAnnouncements(page);
    await page.goto('/');

    const dialog = await openDeviceDialog(page, /^Device: not connected$/);
    await chooseMethod(page, dialog, 'Virtual display 320 (60 × 40 pins)');
    await tabTo(page, dialog.getByRole('button', { name: 'Connect' }));
    await press(page, 'Enter');
    await expect(dialog.getByRole('heading', { name: 'Connected device' })).toBeFocused({ timeout: 20_000 });
    await tabTo(page, dialog.getByRole('link', { name: 'Check firmware and how to update' }));
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/device\/firmware$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Display firmware' })).toBeVisible();
    // The comparison, the notes, the hand-off and the simulation: the Update section (an administrator also sees the catalogue below).
    const main = page.getByRole('region', { name: 'Update' });

    const update = `An update exists: version ${VERSION}. Your display has version 2.4.0.`;
    await expect(main.getByText(update)).toBeVisible();
    await expect.poll(async () => (await heard(page)).includes(update)).toBe(true);
    await expect(main.getByText('Pins settle faster.')).toBeVisible();

    // The hand-off, a step at a time, each one heard.
    const next = page.getByRole('button', { name: 'Next step' });
    await tabTo(page, next);
    for (let step = 2; step <= 5; step++) {
      await press(page, 'Enter');
      await expect(main.getByText(`Step ${step} of 5`)).toBeVisible();
      await expect.poll(async () => (await heard(page)).some((said) => said.startsWith(`Step ${step} of 5.`))).toBe(true);
    }
    // Next ends at the last step; focus goes back a step's button rather than to the page.
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous step' })).toBeFocused();
    await expect(main.getByText('press Check again', { exact: false })).toBeVisible();

    // The simulated update on the virtual display, success chosen (the default).
    await expect(page.getByRole('radio', { name: 'Success' })).toBeChecked();
    const install = page.getByRole('button', { name: 'Install (simulated)' });
    await tabTo(page, install);
    await press(page, 'Enter');
    await expect(page.getByRole('progressbar', { name: 'Update progress' })).toBeVisible();
    const done = `The update is done. The virtual display now reports version ${VERSION}.`;
    await expect(main.getByText(done)).toBeVisible({ timeout: 20_000 });
    const said = await heard(page);
    for (const stage of ['Checking the file', 'Sending', 'Installing', 'Restarting']) expect(said.some((line) => line.startsWith(`${stage}, `)), stage).toBe(true);
    // Said as the stage starts and again as each quarter of the whole passes: not ten times a second.
    const sending = said.filter((line) => /^Sending, \d+%$/.test(line));
    expect(sending.length, sending.join(' | ')).toBeGreaterThanOrEqual(3);
    expect(sending.length, sending.join(' | ')).toBeLessThanOrEqual(5);
    expect(said).toContain(done);
    // Install is back, with the focus; the display section and the comparison follow the new version.
    await expect(install).toBeFocused();
    const upToDate = `Your display is up to date (version ${VERSION}).`;
    await expect(main.getByText(upToDate)).toBeVisible();
    // Check again asks the display and the catalogue again, and says the answer again even though it did not change.
    const count = async () => (await heard(page)).filter((line) => line === upToDate).length;
    await expect.poll(count).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Check again' }));
    await press(page, 'Enter');
    await expect.poll(count).toBe(2);
  });
});
