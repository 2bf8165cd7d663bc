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

/** The language chosen on this browser (the picker, or a stored choice), if one was. */
export function chosenLocale(storage: Storage): AppLocale | undefined {
  try {
    const stored = storage.getItem(STORAGE_KEY);
    return isAppLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(storage: Storage, locale: AppLocale): void {
  try {
    storage.setItem(STORAGE_KEY, locale);
  } catch {
    // not remembered across visits, but the change still applies now
  }
}
