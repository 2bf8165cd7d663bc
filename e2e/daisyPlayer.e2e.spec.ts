import { commandMessages } from '../src/web/commands/messages.ts';
import { daisyMessages } from '../src/web/features/book/daisy/messages.ts';
import { listenCommandMessages } from '../src/web/features/book/manifest.ts';
import { listenMessages as m } from '../src/web/features/book/listen/messages.ts';
import { routeTitles } from '../src/web/routes/messages.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { say } from './support/canvas.ts';
import { documentWithDaisyBook } from './support/daisyBook.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 23, "the reader's Listen", keyboard only, as the seeded administrator:
// a Book document with two headings and two pages gets its DAISY book with
// audio through the API; in the reader, Tab reaches Listen; in the player,
// Alt+Down twice goes to the second heading and Alt+PageDown to the next page
// (each said); Alt+Enter plays: the audio element plays (not paused, its
// clock moving) and the phrase heard on page 2 is the one marked current;
// a jump back to the heading while playing plays on from there; the shortcut
// help (Shift+?) lists the player's commands with their keys.

const LOCALE = 'en';
const t = (message: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(LOCALE, message, values);

test.use({ visitor: 'admin', appLocale: LOCALE });

test('listens to a DAISY book from the reader by keyboard: headings, pages, play and the highlight', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { dtmNo, name } = await documentWithDaisyBook(baseURL ?? '', { audio: true });
  await recordAnnouncements(page);
  await page.goto(`${PATHS.read}?dtmNo=${dtmNo}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const listen = page.getByRole('link', { name: t(daisyMessages.listen) });
  await tabTo(page, listen);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${PATHS.listen}\\?dtmNo=${dtmNo}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const player = page.getByRole('region', { name: t(routeTitles.listen) });
  const current = player.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);

  // ---- The second heading, then the next page -------------------------------------
  await page.keyboard.press('Alt+ArrowDown');
  await expect(current).toHaveText('Rivers');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(current).toHaveText('Rain');
  await expect.poll(() => heard(page)).toContain(t(m.headingJump, { level: 2, label: 'Rain' }));
  await page.keyboard.press('Alt+PageDown');
  await expect(player.getByRole('heading', { level: 2, name: t(m.page, { page: 2 }) })).toBeVisible();
  await expect.poll(() => heard(page)).toContain(t(m.page, { page: 2 }));
  await expect(current).toHaveText('2');

  // ---- Play ------------------------------------------------------------------------
  const audio = page.locator('audio');
  await page.keyboard.press('Alt+Enter');
  await expect(player.getByRole('button', { name: t(m.pause) })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  const startedAt = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(startedAt + 0.3);
  await expect(current).toHaveText('Clouds form again over the sea.', { timeout: 15_000 });
  const heardNow = await heard(page);
  expect(heardNow, 'phrases heard while playing are not also announced').not.toContain('Clouds form again over the sea.');
  // A jump while playing goes on playing from the heading.
  await page.keyboard.press('Alt+ArrowUp');
  await expect(current).toHaveText('Rain');
  await expect(player.getByRole('heading', { level: 2, name: t(m.page, { page: 1 }) })).toBeVisible();
  const jumpedAt = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement, from) => !element.paused && element.currentTime > from + 0.3, jumpedAt), { timeout: 15_000 }).toBe(true);
  await page.keyboard.press('Alt+Enter');
  await expect(player.getByRole('button', { name: t(m.play) })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // ---- The shortcut help lists the player's commands with their keys ---------------
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: t(commandMessages.showShortcuts) });
  const row = help.getByRole('row', { name: new RegExp(`^${t(listenCommandMessages.nextHeading)}`) });
  await expect(row).toContainText('Alt');
  await expect(help.getByRole('row', { name: new RegExp(`^${t(listenCommandMessages.playPause)}`) })).toContainText('Enter');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
