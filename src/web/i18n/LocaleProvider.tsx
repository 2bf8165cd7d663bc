import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { SOURCE_LOCALE, bcp47, isRightToLeft, type AppLocale } from '../../shared/i18n/locales.ts';
import type { Catalogue } from './catalogues.ts';
import { createCatalogueStore } from './catalogueStore.ts';
import { LocaleContext } from './LocaleContext.tsx';
import { rememberLocale } from './localePreference.ts';
import { loadScriptFont } from './scriptFonts.ts';
import { CatalogueStoreContext } from './useCataloguePart.ts';

interface Props {
  readonly initial: { readonly locale: AppLocale; readonly messages: Catalogue };
  readonly storage: Storage;
  readonly children: ReactNode;
}

/** react-intl for our messages, React Aria's provider for its own and for direction. */
export function LocaleProvider({ initial, storage, children }: Props) {
  const [store] = useState(() => createCatalogueStore(initial));
  const current = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const tag = bcp47(current.locale);

  useLayoutEffect(() => {
    document.documentElement.lang = tag;
    document.documentElement.dir = isRightToLeft(current.locale) ? 'rtl' : 'ltr';
    loadScriptFont(tag);
  }, [tag, current.locale]);

  const setLocale = useCallback(
    async (locale: AppLocale) => {
      await store.setLocale(locale);
      rememberLocale(storage, locale);
    },
    [store, storage],
  );

  const state = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);

  return (
    <LocaleContext.Provider value={state}>
      <CatalogueStoreContext.Provider value={store}>
      <IntlProvider locale={tag} defaultLocale={bcp47(SOURCE_LOCALE)} messages={current.messages} onError={reportIntlError}>
        <I18nProvider locale={tag}>{children}</I18nProvider>
      </IntlProvider>
      </CatalogueStoreContext.Provider>
    </LocaleContext.Provider>
  );
}

function reportIntlError(error: { code?: string; message: string }): void {
  // A missing translation falls back to the Korean key on purpose; anything
  // else (a broken ICU message) is a bug worth seeing in the console.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
