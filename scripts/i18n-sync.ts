// Keeps locales/ko.json equal to the messages in the code (the Korean phrase is
// both key and text) and lists, per catalogue, what is missing or stale.
// Usage: node scripts/i18n-sync.ts [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_LOCALES } from '../src/shared/i18n/locales.ts';
import { messagesInCode } from './messagesInCode.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const write = process.argv.includes('--write');
const messages = await messagesInCode(root);
const ids = [...messages.keys()].sort();

if (write) {
  writeFileSync(`${root}locales/ko.json`, `${JSON.stringify(Object.fromEntries(ids.map((id) => [id, id])), null, 2)}\n`);
}

for (const locale of CATALOGUE_LOCALES) {
  let catalogue: Record<string, string> = {};
  try {
    catalogue = JSON.parse(readFileSync(`${root}locales/${locale}.json`, 'utf8')) as Record<string, string>;
  } catch {
    console.log(`${locale}: no catalogue`);
  }
  const missing = ids.filter((id) => !catalogue[id]);
  const stale = Object.keys(catalogue).filter((id) => !messages.has(id));
  if (write && stale.length > 0) {
    const kept = Object.fromEntries(Object.entries(catalogue).filter(([id]) => messages.has(id)));
    writeFileSync(`${root}locales/${locale}.json`, `${JSON.stringify(kept, null, 2)}\n`);
  }
  console.log(`${locale}: ${ids.length - missing.length}/${ids.length} translated, ${stale.length} stale${write && stale.length ? ' (removed)' : ''}`);
  if (process.argv.includes('--missing') && missing.length) {
    for (const id of missing) console.log(`  ${JSON.stringify(id)}: ${messages.get(id)?.description ?? ''}`);
  }
}
