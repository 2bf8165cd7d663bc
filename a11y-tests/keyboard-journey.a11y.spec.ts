import type { Locator, Page } from '@playwright/test';
import { easyMessages } from '../src/web/features/easy/messages.ts';
import { PATHS, expectedTitle, routeAt, text } from '../e2e/support/routes.ts';
import { focusOutline, tabTo } from '../e2e/support/keyboard.ts';
import { expect, test } from '../e2e/support/session.ts';

// A keyboard-only user, from Home through Easy mode, the full suite and the
// command layer. Nothing here uses the mouse: only the keyboard, and checks
// of where focus is and that it can be seen.

/** The page at `path` has loaded, is named in the title, and its heading has focus. */
async function expectArrivedAt(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page).toHaveTitle(expectedTitle(routeAt(path)));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** The focused element draws a focus indicator (an outline that is not `none`). */
async function expectVisibleFocus(page: Page, what: string, options: { activeDescendant?: boolean } = {}): Promise<void> {
  const outline = await focusOutline(page, options);
  expect(outline.style, `${what} shows no focus outline`).not.toBe('none');
  expect(parseFloat(outline.width), `${what} has a zero-width focus outline`).toBeGreaterThan(0);
}

async function activate(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Goes back to Easy home with the Easy screens' "Back to Easy home" link, reached with Shift+Tab. */
async function backToEasyHome(page: Page): Promise<void> {
  const back = page.getByRole('link', { name: 'Back to Easy home' });
  await tabTo(page, back, { backwards: true });
  await activate(page, back);
  await expectArrivedAt(page, PATHS.easy);
}

/** Easy home's four tiles, named by their title and description. */
const EASY_APPS = [
  { tile: easyMessages.cloudTile, description: easyMessages.cloudTileDescription, path: PATHS.easyCloud, back: 'link' },
  { tile: easyMessages.searchTile, description: easyMessages.searchTileDescription, path: PATHS.easySearch, back: 'link' },
  { tile: easyMessages.tactileTile, description: easyMessages.tactileTileDescription, path: PATHS.easyTactile, back: 'link' },
  { tile: easyMessages.canvasTile, description: easyMessages.canvasTileDescription, path: PATHS.easyCanvas, back: 'shortcut' },
] as const;

const FULL_SUITE = [
  { tile: 'Canvas', path: PATHS.canvas },
  { tile: 'Cloud', path: PATHS.cloud },
  { tile: 'Library', path: PATHS.library },
  { tile: 'Settings', path: PATHS.settings },
] as const;

test.describe('a signed-in keyboard user', () => {
  test.use({ visitor: 'user', appLocale: 'en' });

  test('a keyboard user skips to the content and starts Easy mode from Home', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip, 'the first Tab stop is the skip link').toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page, 'the skip link');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await page.keyboard.press('Tab');
    const getStarted = page.getByRole('link', { name: 'Get started in Easy mode' });
    await expect(getStarted, 'the first Tab stop in the content is the main action').toBeFocused();
    await expectVisibleFocus(page, 'the Get started link');
    await page.keyboard.press('Enter');

    await expectArrivedAt(page, PATHS.easy);
    await expect(page).toHaveTitle('Easy mode | Tactile Studio');
  });

  test('a keyboard user can reach every Easy app without a mouse', async ({ page }) => {
    await page.goto(PATHS.easy);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const app of EASY_APPS) {
      const tile = page.getByRole('link', { name: `${text('en', app.tile.id)} ${text('en', app.description.id)}`, exact: true });
      await tabTo(page, tile);
      await expectVisibleFocus(page, `the ${app.path} tile`);
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, app.path);

      if (app.back === 'link') {
        await backToEasyHome(page);
      } else {
        await page.keyboard.press('Alt+Shift+E');
        await expectArrivedAt(page, PATHS.easy);
      }
    }
  });

  test('a keyboard user can open every app of the full suite from Easy mode', async ({ page }) => {
    await page.goto(PATHS.easy);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    for (const app of FULL_SUITE) {
      const tile = page.getByRole('link', { name: app.tile, exact: true });
      await tabTo(page, tile);
      await expectVisibleFocus(page, `the ${app.tile} tile`);
      await page.keyboard.press('Enter');
      await expectArrivedAt(page, app.path);

      await page.keyboard.press('Alt+Shift+E');
      await expectArrivedAt(page, PATHS.easy);
    }
    await expect(page.getByRole('link', { name: 'Book', exact: true }), 'Book is for administrators only').toHaveCount(0);
  });

  test('a keyboard user runs a command from the palette', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Control+K');
    const search = page.getByRole('searchbox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    await page.keyboard.type('canvas');
    const goToCanvas = page.getByRole('menuitem', { name: 'Go to Canvas' });
    await expect(goToCanvas).toBeVisible();
    await expect(search).toHaveAttribute('aria-activedescendant', (await goToCanvas.getAttribute('id')) ?? 'an id');
    await expectVisibleFocus(page, 'the chosen palette entry', { activeDescendant: true });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectArrivedAt(page, PATHS.canvas);
  });

  test('a user who is not an administrator learns from the palette why Book is unavailable', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Control+K');
    const search = page.getByRole('searchbox', { name: 'Search commands' });
    await expect(search).toBeFocused();
    await page.keyboard.type('book');
    const book = page.getByRole('menuitem', { name: /^Go to Book/ });
    await expect(book).toBeVisible();
    // The reason is part of what the entry says, not hidden behind it.
    await expect(book).toHaveAccessibleName('Go to Book Unavailable: Only administrators can use this. Alt+Shift+B');
    await expect(search).toHaveAttribute('aria-activedescendant', (await book.getAttribute('id')) ?? 'an id');

    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-live="assertive"]')).toContainText('Only administrators can use this.');
    await expect(page.getByRole('dialog', { name: 'Find a command' }), 'the palette stays open').toBeVisible();
    await expect(search).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
  });

  test('a keyboard user jumps between the apps with their Alt+Shift shortcuts', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [keys, path] of [
      ['Alt+Shift+E', PATHS.easy],
      ['Alt+Shift+C', PATHS.canvas],
      ['Alt+Shift+D', PATHS.cloud],
      ['Alt+Shift+L', PATHS.library],
      ['Alt+Shift+S', PATHS.settings],
      ['Alt+Shift+H', PATHS.home],
    ] as const) {
      await page.keyboard.press(keys);
      await expectArrivedAt(page, path);
    }
  });

  test('a user who is not an administrator presses the Book shortcut and hears why nothing happens', async ({ page }) => {
    await page.goto(PATHS.easy);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Alt+Shift+B');
    await expect(page.locator('[aria-live="assertive"]')).toContainText('Only administrators can use this.');
    expect(new URL(page.url()).pathname).toBe(PATHS.easy);
  });

  test('a keyboard user opens the shortcut list and Escape puts focus back where it was', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const getStarted = page.getByRole('link', { name: 'Get started in Easy mode' });
    await tabTo(page, getStarted);

    await page.keyboard.press('Shift+/');
    const help = page.getByRole('dialog', { name: 'Show keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('rowheader', { name: 'Find a command' })).toBeVisible();
    expect(await help.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus moves into the dialog').toBe(true);

    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(getStarted).toBeFocused();
  });
});

test.describe('a keyboard user who is an administrator', () => {
  test.use({ visitor: 'admin', appLocale: 'en' });

  test('an administrator can reach Book from Easy mode with the keyboard', async ({ page }) => {
    await page.goto(PATHS.easy);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const book = page.getByRole('link', { name: 'Book', exact: true });
    await tabTo(page, book);
    await expectVisibleFocus(page, 'the Book tile');
    await page.keyboard.press('Enter');
    await expectArrivedAt(page, PATHS.book);
  });
});
