import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Message } from '../../core/messages/index.ts';
import { SOURCE_LOCALE, bcp47, type CatalogueLocale } from '../../shared/i18n/locales.ts';

// Pages the server renders itself (the embedded sign-in) speak from the same
// catalogues as the web app. Korean is the fallback, as in the app.

export type Translate = (message: Message, values?: Readonly<Record<string, string | number>>) => string;

const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url));
const catalogues = new Map<CatalogueLocale, Readonly<Record<string, string>>>();

function catalogue(locale: CatalogueLocale): Readonly<Record<string, string>> {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(`${LOCALES_DIR}${locale}.json`, 'utf8')) as Record<string, string>;
    catalogues.set(locale, messages);
  }
  return messages;
}

export function translator(locale: CatalogueLocale): Translate {
  const own = catalogue(locale);
  const fallback = catalogue(SOURCE_LOCALE);
  return (message, values) => {
    const text = own[message.id] ?? fallback[message.id] ?? message.id;
    return String(new IntlMessageFormat(text, bcp47(locale)).format(values));
  };
}
