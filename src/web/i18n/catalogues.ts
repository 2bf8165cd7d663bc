import { SOURCE_LOCALE, type CatalogueLocale } from '../../shared/i18n/locales.ts';

export type Catalogue = Readonly<Record<string, string>>;

// Each catalogue is its own chunk: a visitor downloads only their language.
const loaders = import.meta.glob<Catalogue>('../../../locales/*.json', { import: 'default' });

async function loadOne(locale: CatalogueLocale): Promise<Catalogue> {
  const loader = loaders[`../../../locales/${locale}.json`];
  if (!loader) throw new Error(`No catalogue for locale "${locale}"`);
  return loader();
}

/**
 * The messages for a locale. Korean is the source and fallback catalogue
 * (spec §1): a phrase a catalogue lacks is shown in Korean. English is kept
 * complete by a test, so it needs no fallback.
 */
export async function loadMessages(locale: CatalogueLocale): Promise<Catalogue> {
  if (locale === SOURCE_LOCALE || locale === 'en') return loadOne(locale);
  const [fallback, own] = await Promise.all([loadOne(SOURCE_LOCALE), loadOne(locale)]);
  return { ...fallback, ...own };
}
