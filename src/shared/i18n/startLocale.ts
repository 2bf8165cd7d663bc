import { UNSUPPORTED_BROWSER_LOCALE, isAppLocale, type AppLocale } from './locales.ts';

// Browsers report ISO 639-1 codes; the product uses its own for three of them.
const FROM_ISO: Readonly<Record<string, AppLocale>> = { cs: 'cz', kk: 'kz', vi: 'vn' };

/** The product locale a language tag ("pt-BR", "cs", "kz") asks for, when we offer it. */
export function offeredLocale(tag: string | undefined): AppLocale | undefined {
  const twoLetters = (tag ?? '').trim().slice(0, 2).toLowerCase();
  const candidate = FROM_ISO[twoLetters] ?? twoLetters;
  return isAppLocale(candidate) ? candidate : undefined;
}

/**
 * The locale to start in: the first two letters of the browser language when
 * we offer that language, otherwise English.
 */
export function startLocale(browserLanguage: string | undefined): AppLocale {
  return offeredLocale(browserLanguage) ?? UNSUPPORTED_BROWSER_LOCALE;
}

/** The language tags of an Accept-Language header, most preferred first (by weight, then order); q=0 ones dropped. */
export function acceptedLanguageTags(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locale the web app starts in for a browser that sends this
 * Accept-Language and has no stored choice: startLocale of its first language
 * (what the browser reports as navigator.language), otherwise English.
 */
export function startLocaleOfRequest(acceptLanguage: string | undefined): AppLocale {
  return startLocale(acceptedLanguageTags(acceptLanguage)[0]);
}

/**
 * The first offered locale among preferences in order (an OpenID `ui_locales`
 * list, then an Accept-Language header's tags by weight), otherwise English.
 */
export function negotiateLocale(uiLocales: string | undefined, acceptLanguage: string | undefined): AppLocale {
  const preferences = [...(uiLocales ?? '').split(/\s+/), ...acceptedLanguageTags(acceptLanguage)];
  for (const tag of preferences) {
    const locale = offeredLocale(tag);
    if (locale) return locale;
  }
  return UNSUPPORTED_BROWSER_LOCALE;
}
