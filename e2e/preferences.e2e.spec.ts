import type { Browser, BrowserContext } from '@playwright/test';
import { USER_PREFERENCES_PATH } from '../src/shared/api/userPreferences.ts';
import { settingsMessages } from '../src/web/features/settings/messages.ts';
import { resetServerPreferences } from './support/preferences.ts';
import { PATHS, text } from './support/routes.ts';
import { expect, keepTrafficLocal, realTokens, seedStartState, test, tokensFor } from './support/session.ts';

// Issue 17 item 7: preferences are kept on the server per user, so what a
// user sets on one computer (a browser context with its own local storage)
// is what they find on another after signing in there.

async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await keepTrafficLocal(context);
  await seedStartState(context, { tokens: await tokensFor('user', baseURL), locale: 'en' });
  return context;
}

test('page audio set to play automatically at 1.5× on one computer is found on another after sign-in', async ({ browser, baseURL }) => {
  // Two computers, each signing in and loading the app: twice a usual journey.
  test.slow();
  const origin = baseURL ?? '';
  // Start from the spec's defaults, whatever an earlier run saved.
  await resetServerPreferences(origin, (await realTokens('user', origin)).access_token, 'en');

  const first = await signedInContext(browser, origin);
  const page = await first.newPage();
  await page.goto(PATHS.settings);
  const automatic = page.getByRole('radio', { name: text('en', settingsMessages.audioAutomatic.id) });
  await expect(automatic).not.toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith(USER_PREFERENCES_PATH) && response.request().method() === 'PATCH' && response.ok());
  await automatic.focus();
  await page.keyboard.press('Space');
  await expect(automatic).toBeChecked();
  await saved;
  const fast = page.getByRole('radio', { name: text('en', settingsMessages.audioRateValue.id).replace('{rate, number}', '1.5') });
  const savedRate = page.waitForResponse((response) => response.url().endsWith(USER_PREFERENCES_PATH) && response.request().method() === 'PATCH' && response.ok());
  await fast.focus();
  await page.keyboard.press('Space');
  await savedRate;
  await first.close();

  // Another computer: nothing in its local storage but the sign-in.
  const second = await signedInContext(browser, origin);
  const other = await second.newPage();
  await other.goto(PATHS.settings);
  await expect(other.getByRole('radio', { name: text('en', settingsMessages.audioAutomatic.id) })).toBeChecked();
  await expect(other.getByRole('radio', { name: text('en', settingsMessages.audioRateValue.id).replace('{rate, number}', '1.5') })).toBeChecked();
  await second.close();
});
