import { loaders } from 'virtual:catalogues';
import type { WebCataloguePiece } from '../../shared/i18n/catalogueParts.ts';
import { cataloguesOf, type CatalogueLocale } from '../../shared/i18n/locales.ts';

export type Catalogue = Readonly<Record<string, string>>;

// Each catalogue piece is its own chunk: a visitor downloads only their
// language, and a feature's messages only with the feature (catalogueParts.ts).
async function loadOne(locale: CatalogueLocale, piece: WebCataloguePiece): Promise<Catalogue> {
  const loader = loaders[`${locale}/${piece}`];
  if (!loader) throw new Error(`No catalogue for locale "${locale}"`);
  return (await loader()).default;
}

/**
 * The messages of a locale's piece (the main catalogue unless a feature part
 * is named). Korean is the source and fallback catalogue (spec §1): a phrase a
 * catalogue lacks is shown in Korean. English is kept complete by a test, so
 * it needs no fallback.
 */
export async function loadMessages(locale: CatalogueLocale, piece: WebCataloguePiece = 'main'): Promise<Catalogue> {
  // The fallback first, so the locale's own phrases win (cataloguesOf, shared with the server's preloads).
  const catalogues = await Promise.all(cataloguesOf(locale).map((one) => loadOne(one, piece)));
  return catalogues.reduce<Record<string, string>>((all, one) => Object.assign(all, one), {});
}
