import { isAppLocale, type AppLocale } from '../../shared/i18n/locales.ts';
import { startLocale } from '../../shared/i18n/startLocale.ts';

const STORAGE_KEY = 'locale';

/** The user's chosen language if they chose one, otherwise the browser's. */
export function initialLocale(storage: Storage, browserLanguage: string | undefined): AppLocale {
  try {
    const stored = storage.getItem(STORAGE_KEY);
    if (isAppLocale(stored)) return stored;
  } catch {
    // storage disabled: fall through to the browser language
  }
  return startLocale(browserLanguage);
}

export function rememberLocale(storage: Storage, locale: AppLocale): void {
  try {
    storage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered across visits, but the change still applies now
  }
}
