import { UNSUPPORTED_BROWSER_LOCALE, isAppLocale, type AppLocale } from './locales.ts';

// Browsers report ISO 639-1 codes; the product uses its own for three of them.
const FROM_ISO: Readonly<Record<string, AppLocale>> = { cs: 'cz', kk: 'kz', vi: 'vn' };

/**
 * The locale to start in: the first two letters of the browser language when
 * we offer that language, otherwise English.
 */
export function startLocale(browserLanguage: string | undefined): AppLocale {
  const twoLetters = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  const candidate = FROM_ISO[twoLetters] ?? twoLetters;
  return isAppLocale(candidate) ? candidate : UNSUPPORTED_BROWSER_LOCALE;
}
