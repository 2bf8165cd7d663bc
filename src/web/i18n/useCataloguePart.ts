import { createContext, use, useContext } from 'react';
import type { CataloguePart } from '../../shared/i18n/catalogueParts.ts';
import type { CatalogueStore } from './catalogueStore.ts';

export const CatalogueStoreContext = createContext<CatalogueStore | undefined>(undefined);

/**
 * Suspends the calling component until its feature's messages are loaded
 * (the nearest Suspense boundary shows meanwhile). The first component of
 * every feature part calls it. Without a store (tests render with the whole
 * catalogue) it does nothing.
 */
export function useCataloguePart(part: CataloguePart): void {
  const store = useContext(CatalogueStoreContext);
  if (store) use(store.ensurePart(part));
}

/** The store itself, for code outside rendering that formats a feature's messages (announcements). */
export function useCatalogueStore(): CatalogueStore | undefined {
  return useContext(CatalogueStoreContext);
}
