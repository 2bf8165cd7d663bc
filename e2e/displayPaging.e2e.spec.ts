import type { Page } from '@playwright/test';
import { cellsFromUnicode } from '../src/core/braille/index.ts';
import { brailleToPin } from '../src/core/braille/index.ts';
import { wordTextPages, type VirtualDevice } from '../src/core/device/index.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { deviceShellMessages } from '../src/web/features/device/shell/messages.ts';
import { heard, recordAnnouncements } from './support/announcements.ts';
import { pinGrid, say } from './support/canvas.ts';
import { connectWith } from './support/device.ts';
import { installTalkingSerialPort } from './support/fakeSerial.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';

// Issue 24 items 2 and 5, keyboard only, against a Dot Pad 320 on a USB port
// (the core's virtual device in the test's process behind a fake Web Serial
// port, support/fakeSerial.ts), so the test presses the display's own
// panning keys and reads its pins: a Canvas page whose text line is 200
// characters pages across the 20-cell text line, the position said; and the
// page's alternative text read on the graphic area, screen by screen, until
// reading stops and the page's own content is back.

const LOCALE = 'en';
const t = (message: Parameters<typeof say>[1], values?: Record<string, string | number>) => say(LOCALE, message, values);

/** 200 characters of words, none longer than the line. */
const LONG_LINE = 'The bay lies north of the old harbour wall where fishing boats wait for the tide each morning and the gulls call over the market square near the lighthouse steps by the river mouth there at dusk today';
/** Alternative text long enough for two screens of the 320's graphic area (20 cells × 7 lines). */
const LONG_ALT = `${LONG_LINE} ${LONG_LINE}`;

/** A translated text line: Unicode braille only (not empty, not "Translating…"). */
const BRAILLE = /^[\u2800-\u28ff ]+$/u;

const pagesPanel = (page: Page) => page.getByRole('region', { name: t(pagesMessages.heading) });

test.describe('long text and reading on the display', () => {
  test.use({ visitor: 'user', appLocale: LOCALE });
  // The display runs on the real clock: each text line or screen takes the D2 320's refresh rounds (seconds each).
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => recordAnnouncements(page));

  test('a 200-character text line pages across the text line with the panning keys, the position said', async ({ page }) => {
    expect(LONG_LINE).toHaveLength(200);
    const device: VirtualDevice = await installTalkingSerialPort(page, 320);
    await page.goto(PATHS.canvas);
    await expect(pinGrid(page)).toBeVisible();
    await connectWith(page, 'USB cable');

    // ---- The text line, translated, then printed (manual print mode) ---------
    const field = pagesPanel(page).getByRole('textbox', { name: t(pagesMessages.textLine) });
    await tabTo(page, field);
    await page.keyboard.type(LONG_LINE);
    await page.keyboard.press('Enter');
    const braille = pagesPanel(page).getByRole('textbox', { name: t(pagesMessages.textLineBraille) });
    await expect(braille).toHaveValue(BRAILLE, { timeout: 20_000 });
    const pages = wordTextPages(cellsFromUnicode(await braille.inputValue()), 20).map((cells) => Array.from(cells, brailleToPin));
    expect(pages.length, 'the braille is longer than the 20-cell line').toBeGreaterThan(2);
    await page.keyboard.press('Alt+P');
    await expect.poll(() => Array.from(device.state.text), { timeout: 20_000 }).toEqual(pages[0]);

    // ---- The right panning key: the next text page, said politely ------------
    device.pressKeys(['panRight']);
    await expect.poll(() => Array.from(device.state.text), { timeout: 20_000 }).toEqual(pages[1]);
    const second = t(deviceShellMessages.textOfPage, { text: 2, texts: pages.length, page: 1, pages: 1 });
    await expect.poll(() => heard(page)).toContain(second);
    device.pressKeys(['panRight']);
    await expect.poll(() => Array.from(device.state.text), { timeout: 20_000 }).toEqual(pages[2]);
    await expect.poll(() => heard(page)).toContain(t(deviceShellMessages.textOfPage, { text: 3, texts: pages.length, page: 1, pages: 1 }));

    // ---- And back with the left one -------------------------------------------
    device.pressKeys(['panLeft']);
    await expect.poll(() => Array.from(device.state.text), { timeout: 20_000 }).toEqual(pages[1]);
  });

  test("the page's alternative text is read on the graphic area, screen by screen, until reading stops", async ({ page }) => {
    const device: VirtualDevice = await installTalkingSerialPort(page, 320);
    await page.goto(PATHS.canvas);
    await expect(pinGrid(page)).toBeVisible();
    await connectWith(page, 'USB cable');

    // The page's own content on the display first: a short text line, the graphic blank.
    const textLine = pagesPanel(page).getByRole('textbox', { name: t(pagesMessages.textLine) });
    await tabTo(page, textLine);
    await page.keyboard.type('bay');
    await page.keyboard.press('Enter');
    await expect(pagesPanel(page).getByRole('textbox', { name: t(pagesMessages.textLineBraille) })).toHaveValue(BRAILLE, { timeout: 20_000 });
    await page.keyboard.press('Alt+P');
    await expect.poll(() => device.state.text.some((cell) => cell !== 0), { timeout: 20_000 }).toBe(true);
    const ownText = Array.from(device.state.text);

    const altText = pagesPanel(page).getByRole('textbox', { name: t(pagesMessages.altText) });
    await tabTo(page, altText);
    await page.keyboard.type(LONG_ALT);
    await page.keyboard.press('Alt+Shift+G');
    const screens = /^Reading, screen 1 of (\d+)$/;
    await expect.poll(async () => (await heard(page)).find((said) => screens.test(said)), { timeout: 20_000 }).toBeDefined();
    const count = Number(screens.exec((await heard(page)).find((said) => screens.test(said)) ?? '')?.[1]);
    expect(count, 'two screens at least').toBeGreaterThan(1);
    await expect.poll(() => device.state.graphic.some((cell) => cell !== 0), { timeout: 20_000 }).toBe(true);
    // Reading shows braille only on the graphic area: the text line is cleared.
    await expect.poll(() => device.state.text.every((cell) => cell === 0), { timeout: 20_000 }).toBe(true);
    const first = Array.from(device.state.graphic);

    // ---- Screen 2 with the display's right panning key --------------------------
    device.pressKeys(['panRight']);
    await expect.poll(() => heard(page)).toContain(t(deviceShellMessages.readingScreen, { screen: 2, screens: count }));
    await expect.poll(() => Array.from(device.state.graphic), { timeout: 20_000 }).not.toEqual(first);
    expect(device.state.graphic.some((cell) => cell !== 0)).toBe(true);

    // ---- The command again stops: the page's own content is back ----------------
    await expect(altText).toBeFocused();
    await page.keyboard.press('Alt+Shift+G');
    await expect.poll(() => heard(page)).toContain(t(deviceShellMessages.readingStopped));
    await expect.poll(() => device.state.graphic.every((cell) => cell === 0), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => Array.from(device.state.text), { timeout: 20_000 }).toEqual(ownText);
  });
});
