import { DEFAULT_USER_PREFERENCES, USER_PREFERENCES_PATH } from '../../src/shared/api/userPreferences.ts';
import type { AppLocale } from '../../src/shared/i18n/locales.ts';

/**
 * A signed-in visitor's preferences live on the server and are read when a
 * browser signs in (issue 17): a test of that starts its account from the
 * spec's defaults and its own language (none: the browser's), whatever an
 * earlier test or run saved.
 */
export async function resetServerPreferences(origin: string, accessToken: string, locale: AppLocale | undefined): Promise<void> {
  const response = await fetch(`${origin}${USER_PREFERENCES_PATH}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEFAULT_USER_PREFERENCES, SYS_LANG: locale ?? null }),
  });
  if (!response.ok) throw new Error(`Could not reset the test account's preferences: ${response.status} ${await response.text()}`);
}
