import { createContext, useContext } from 'react';
import type { AppLocale } from '../../shared/i18n/locales.ts';

export interface LocaleState {
  readonly locale: AppLocale;
  /** Loads the catalogue, then switches the whole app to it. */
  readonly setLocale: (locale: AppLocale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocaleState(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocaleState needs a LocaleProvider');
  return state;
}
