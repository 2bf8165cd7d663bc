// The messages the app has loaded: the main catalogue of the current
// language, plus the feature parts loaded so far. A feature asks for its part
// (`useCataloguePart`) before it renders; a language change reloads the main
// catalogue and every part already loaded, then switches in one step.

import type { CataloguePart } from '../../shared/i18n/catalogueParts.ts';
import type { AppLocale } from '../../shared/i18n/locales.ts';
import { loadMessages, type Catalogue } from './catalogues.ts';

export interface CatalogueSnapshot {
  readonly locale: AppLocale;
  readonly messages: Catalogue;
}

export interface CatalogueStore {
  readonly getSnapshot: () => CatalogueSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  /** Resolves once the part's messages are in the snapshot; the same promise until the language changes. */
  readonly ensurePart: (part: CataloguePart) => Promise<void>;
  readonly setLocale: (locale: AppLocale) => Promise<void>;
}

export function createCatalogueStore(initial: CatalogueSnapshot, load = loadMessages): CatalogueStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  let parts = new Map<CataloguePart, Promise<void>>();
  const publish = (next: CatalogueSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensurePart: (part) => {
      let ready = parts.get(part);
      if (!ready) {
        const locale = snapshot.locale;
        ready = load(locale, part).then((messages) => {
          if (snapshot.locale === locale) publish({ locale, messages: { ...snapshot.messages, ...messages } });
        });
        // A failed load may be retried by the next render that asks.
        ready.catch(() => parts.delete(part));
        parts.set(part, ready);
      }
      return ready;
    },
    setLocale: async (locale) => {
      const loaded = [...parts.keys()];
      const [main, ...pieces] = await Promise.all([load(locale), ...loaded.map((part) => load(locale, part))]);
      parts = new Map(loaded.map((part) => [part, Promise.resolve()]));
      publish({ locale, messages: Object.assign({}, main, ...pieces) as Catalogue });
    },
  };
}
