import { readFileSync } from 'node:fs';
import { PRODUCT_NAME } from '../../src/shared/product.ts';
import type { AppLocale } from '../../src/shared/i18n/locales.ts';
import { PATHS } from '../../src/web/routes/paths.ts';
import { ROUTES } from '../../src/web/features.ts';
import type { AppRoute } from '../../src/web/routes/routeTable.ts';

// The route table as the tests see it: every path the app serves, and what
// each page should be called. Reading the app's own table means a new route
// is tested the day it is added.

export { PATHS, ROUTES, PRODUCT_NAME, type AppRoute };

type Catalogue = Readonly<Record<string, string>>;
const catalogues = new Map<string, Catalogue>();

/** A catalogue as shipped (locales/<code>.json), without the app's Korean fallback. */
export function catalogue(locale: AppLocale): Catalogue {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8')) as Catalogue;
    catalogues.set(locale, messages);
  }
  return messages;
}

/** A message as the app shows it: the catalogue's text, or the Korean key where a catalogue lacks it. */
export function text(locale: AppLocale, koreanKey: string): string {
  return catalogue(locale)[koreanKey] ?? koreanKey;
}

/**
 * The document title of a route: its meta title and the product name, or for
 * the developer pages (no meta title) the product name and the path parts.
 */
export function expectedTitle(route: AppRoute, locale: AppLocale = 'en'): string {
  if (route.title) return `${text(locale, route.title.id)} | ${PRODUCT_NAME}`;
  return [PRODUCT_NAME, ...route.path.split('/').filter(Boolean)].join(' | ');
}

export function routeAt(path: string): AppRoute {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return route;
}
