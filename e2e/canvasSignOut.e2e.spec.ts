import type { Page } from '@playwright/test';
import { times } from '../src/core/canvas/testing/keyboard.ts';
import type { AppLocale } from '../src/shared/i18n/locales.ts';
import { fileMessages } from '../src/web/features/canvas/file/messages.ts';
import { pagesMessages } from '../src/web/features/canvas/pages/messages.ts';
import { statusMessages } from '../src/web/features/canvas/status/messages.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { pinGrid, pressSequence, say } from './support/canvas.ts';
import { driveApi, runId } from './support/drive.ts';
import { tabTo } from './support/keyboard.ts';
import { PATHS } from './support/routes.ts';
import { expect, test } from './support/session.ts';
import { commandMessages } from '../src/web/commands/messages.ts';
import { unsavedChangesMessages as unsaved } from '../src/web/ui/unsavedChanges/messages.ts';

// Signing out with unsaved Canvas work, with the keyboard alone (issue 17,
// item 1b). The user signs in through the provider's page (a session of
// their own, so ending it touches no other test), draws on a new document
// and presses Sign out: "Save changes?" comes first, while the session is
// valid. Cancel stays signed in with the work; Save asks for a name, saves
// to the Cloud, and only then signs out. Signed in again, the file is there.

const LOCALE: AppLocale = 'en';
const RECTANGLE = `R ArrowRight ArrowRight ArrowDown ArrowDown Enter Shift+ArrowRight ${times(6, 'ArrowDown')} Enter`;

/** From /login to the provider's page and back, typing only. */
async function signIn(page: Page): Promise<void> {
  await page.goto(PATHS.login);
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Login ID')).toBeFocused();
  await page.keyboard.type(E2E_ACCOUNTS.user.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ACCOUNTS.user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === PATHS.easy);
}

/** A new document with a rectangle on page 1 and its alternative text: unsaved work. */
async function drawUnsaved(page: Page) {
  await page.goto(PATHS.canvas);
  const pagesPanel = page.getByRole('region', { name: say(LOCALE, pagesMessages.heading) });
  await tabTo(page, pagesPanel.getByRole('textbox', { name: say(LOCALE, pagesMessages.altText) }));
  await page.keyboard.type('A rectangle.');
  await tabTo(page, pinGrid(page), { backwards: true });
  await pressSequence(page, RECTANGLE);
  const status = page.getByRole('group', { name: say(LOCALE, statusMessages.statusBar) });
  await expect(status).toContainText(say(LOCALE, statusMessages.unsaved));
  return status;
}

const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: say(LOCALE, commandMessages.signOut) });
const unsavedQuestion = (page: Page) => page.getByRole('alertdialog', { name: say(LOCALE, unsaved.title) });

test.describe('signing out with unsaved Canvas work', () => {
  test.use({ appLocale: LOCALE });

  test.describe('as the worker\'s signed-in user', () => {
    test.use({ visitor: 'user' });

    test('asks first, and Cancel keeps the user signed in with the work', async ({ page }) => {
      test.slow();
      const status = await drawUnsaved(page);
      await tabTo(page, signOutButton(page));
      await page.keyboard.press('Enter');
      const question = unsavedQuestion(page);
      await expect(question).toBeVisible();
      await tabTo(page, question.getByRole('button', { name: say(LOCALE, fileMessages.cancel) }));
      await page.keyboard.press('Enter');
      await expect(question).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === PATHS.canvas);
      await expect(signOutButton(page)).toBeVisible();
      await expect(status).toContainText(say(LOCALE, statusMessages.unsaved));
      expect(await page.evaluate(() => localStorage.getItem('auth.accessToken'))).toMatch(/^ey/);
    });
  });

  test.describe('signed in through the provider (a session of their own, which the sign-out ends)', () => {
    test.use({ visitor: 'guest' });

    test('Save saves the work to the Cloud with the session still valid, then signs out; signed in again, the file is there', async ({ page, baseURL }) => {
      test.slow();
      const id = runId();
      const name = `Before sign-out ${id}`;
      const api = driveApi(baseURL ?? '', 'user');
      try {
        await signIn(page);
        await drawUnsaved(page);
        await tabTo(page, signOutButton(page));
        await page.keyboard.press('Enter');
        const question = unsavedQuestion(page);
        await expect(question.getByRole('button', { name: say(LOCALE, fileMessages.save) })).toBeFocused();
        await page.keyboard.press('Enter');
        const saveAs = page.getByRole('dialog', { name: say(LOCALE, fileMessages.saveAs) });
        await expect(saveAs.getByRole('textbox', { name: say(LOCALE, fileMessages.fileName) })).toBeFocused();
        await page.keyboard.type(name);
        await tabTo(page, saveAs.getByRole('button', { name: say(LOCALE, fileMessages.save), exact: true }));
        // The provider ends its session (its page confirms by itself) once the file is saved, and sends the user home.
        const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/protocol/openid-connect/logout/confirm'));
        await page.keyboard.press('Enter');
        expect((await confirmed).status()).toBe(303);
        await expect(page).toHaveURL((url) => url.pathname === PATHS.home);
        await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
        expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('auth.')))).toEqual([]);

        // Signed in again: the file is in the Cloud.
        await signIn(page);
        await page.goto(PATHS.cloud);
        await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
      } finally {
        await api.removeEverything(id);
      }
    });
  });
});
