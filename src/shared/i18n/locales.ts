// The product's language codes. Three differ from BCP 47 (cz, kz, vn): the
// codes name the catalogue files; `bcp47` is what the page and Intl use.

/** Offered in the language picker, in the spec's order. */
export const PICKER_LOCALES = [
  'ko', 'ar', 'cz', 'de', 'en', 'fr', 'es', 'it', 'ja', 'kz', 'pt', 'ru', 'sk', 'sv', 'pl', 'vn', 'nl',
] as const;

/** Catalogues that exist without being offered in the picker. */
export const EXTRA_CATALOGUE_LOCALES = ['ro', 'hu', 'cy', 'fi', 'da'] as const;

export const CATALOGUE_LOCALES = [...PICKER_LOCALES, ...EXTRA_CATALOGUE_LOCALES] as const;

export type AppLocale = (typeof PICKER_LOCALES)[number];
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/** Korean is the source language: catalogue keys are Korean phrases. */
export const SOURCE_LOCALE = 'ko' satisfies AppLocale;
/** Used when the browser's language is not one we offer. */
export const UNSUPPORTED_BROWSER_LOCALE = 'en' satisfies AppLocale;

/**
 * The catalogues a locale's messages are made from, the fallback first:
 * Korean (the source, spec §1) under every catalogue but Korean itself and
 * English, which a test keeps complete. The web loads these before its first
 * render, and the server preloads them with the page.
 */
export function cataloguesOf(locale: CatalogueLocale): readonly CatalogueLocale[] {
  return locale === SOURCE_LOCALE || locale === 'en' ? [locale] : [SOURCE_LOCALE, locale];
}

const BCP47_EXCEPTIONS: Partial<Record<CatalogueLocale, string>> = { cz: 'cs', kz: 'kk', vn: 'vi' };

export function bcp47(locale: CatalogueLocale): string {
  return BCP47_EXCEPTIONS[locale] ?? locale;
}

export function isRightToLeft(locale: CatalogueLocale): boolean {
  return locale === 'ar';
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (PICKER_LOCALES as readonly string[]).includes(value);
}

/** Each language named in itself, as language pickers conventionally do. */
export const ENDONYMS: Record<AppLocale, string> = {
  ko: '한국어',
  ar: 'العربية',
  cz: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  ja: '日本語',
  kz: 'Қазақ тілі',
  pt: 'Português',
  ru: 'Русский',
  sk: 'Slovenčina',
  sv: 'Svenska',
  pl: 'Polski',
  vn: 'Tiếng Việt',
  nl: 'Nederlands',
};
