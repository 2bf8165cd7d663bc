// A Vite plugin that serves the catalogues as `virtual:catalogues`: a table of
// loaders, one per language and piece (main, or a feature part of
// src/shared/i18n/catalogueParts.ts), each its own chunk. At build time each
// piece holds only its messages; in the dev server and in tests the main piece
// holds the whole catalogue and the parts are empty, so editing a message never
// needs a restart.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_PART_NAMES, splitCatalogue, type CataloguePiece } from '../../src/shared/i18n/catalogueParts.ts';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales.ts';
import { messageOwners } from '../messagesInCode.ts';

const TABLE_ID = 'virtual:catalogues';
const PIECE_PREFIX = 'virtual:catalogue/';
const PIECES: readonly CataloguePiece[] = ['main', ...CATALOGUE_PART_NAMES];

export function catalogueParts(repoRoot: string): Plugin {
  let split = false;
  let owners: Awaited<ReturnType<typeof messageOwners>> | undefined;
  const catalogue = (locale: string) => JSON.parse(readFileSync(join(repoRoot, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;

  return {
    name: 'catalogue-parts',
    configResolved(config) {
      split = config.command === 'build' && !config.mode.startsWith('test');
    },
    async buildStart() {
      if (split) owners = await messageOwners(repoRoot);
      for (const locale of CATALOGUE_LOCALES) this.addWatchFile(join(repoRoot, 'locales', `${locale}.json`));
    },
    resolveId(id) {
      if (id === TABLE_ID || id.startsWith(PIECE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${TABLE_ID}`) {
        const entries = CATALOGUE_LOCALES.flatMap((locale) =>
          PIECES.map((piece) => `  ${JSON.stringify(`${locale}/${piece}`)}: () => import(${JSON.stringify(`${PIECE_PREFIX}${locale}-${piece}`)}),`),
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PIECE_PREFIX}`)) return undefined;
      // `virtual:catalogue/en-main`: the last segment names the chunk (en-main-[hash].js).
      const [locale = '', piece = 'main'] = id.slice(PIECE_PREFIX.length + 1).split('-');
      const whole = catalogue(locale);
      const messages = owners ? splitCatalogue(whole, owners)[piece as CataloguePiece] : piece === 'main' ? whole : {};
      return `export default ${JSON.stringify(messages)};\n`;
    },
  };
}
