import { commandMessages } from '../src/web/commands/messages.ts';
import { deviceShellMessages } from '../src/web/features/device/shell/messages.ts';
import { PATHS } from '../src/web/routes/paths.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { text } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// A feature's commands are known on every page from its manifest; their code
// loads after the first paint or on first use (docs/ARCHITECTURE.md,
// Commands). These press the device's Print (Alt+P, on every screen) on Easy
// home while the device's command code is held back or refused.

const NOTHING_TO_PRINT = text('en', deviceShellMessages.nothingToPrint.id);
const COMMAND_CODE = /\/assets\/commandCode-[^/]+\.js$/;

test('a feature\'s shortcut pressed before its code has loaded runs once the code is there', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(COMMAND_CODE, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await recordAnnouncements(page);
  await page.goto(PATHS.easy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+P');
  // Nothing can be said yet: the command's own reason comes with its code.
  await expect.poll(() => asked).toBeGreaterThan(0);
  expect(await heard(page)).not.toContain(NOTHING_TO_PRINT);
  release();
  await expect(page.locator('[aria-live="assertive"]')).toContainText(NOTHING_TO_PRINT);
});

test('a feature\'s command whose code cannot load says so', async ({ page }) => {
  await page.route(COMMAND_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto(PATHS.easy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+P');
  const couldNotLoad = text('en', commandMessages.couldNotLoad.id).replace('{command}', text('en', deviceShellMessages.print.id));
  await expect(page.locator('[aria-live="assertive"]')).toContainText(couldNotLoad);
  // The page is as it was: no dialog, the heading still there.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
