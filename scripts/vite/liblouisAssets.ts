// A Vite plugin that puts liblouis-js's asm.js build and the table files the
// browser may use under /liblouis/ in the built app (and serves them from
// node_modules in dev). Only tables the catalogue trusts liblouis-js with are
// copied, with every file they include, so the app does not carry 8 MB of
// tables it never opens.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { BRAILLE_TABLES } from '../../src/core/braille/index.ts';
import { LIBLOUIS_ASSET_DIR, LIBLOUIS_BUILD_FILE } from '../../src/web/features/braille/engine/liblouisAssets.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('liblouis-js/package.json'));
const tablesDir = join(packageDir, 'tables');

/** A table file and every file it includes, however deep. */
function withIncludes(name: string, found = new Set<string>()): Set<string> {
  if (found.has(name)) return found;
  found.add(name);
  const text = readFileSync(join(tablesDir, name), 'latin1');
  for (const match of text.matchAll(/^\s*include\s+(\S+)/gm)) withIncludes(match[1] as string, found);
  return found;
}

/** Every table file the browser's engine may open. */
export function browserTableFiles(): string[] {
  const found = new Set<string>();
  withIncludes('unicode.dis', found);
  for (const table of BRAILLE_TABLES) {
    const name = table.tables['liblouis-js'];
    if (name && table.trusted.includes('liblouis-js')) withIncludes(name, found);
  }
  return [...found].sort();
}

export function liblouisAssets(): Plugin {
  const files = () => [
    { fileName: `${LIBLOUIS_ASSET_DIR}/${LIBLOUIS_BUILD_FILE}`, path: join(packageDir, LIBLOUIS_BUILD_FILE) },
    ...browserTableFiles().map((name) => ({ fileName: `${LIBLOUIS_ASSET_DIR}/tables/${name}`, path: join(tablesDir, name) })),
  ];
  return {
    name: 'liblouis-assets',
    generateBundle() {
      for (const file of files()) this.emitFile({ type: 'asset', fileName: file.fileName, source: readFileSync(file.path) });
    },
    configureServer(server) {
      const byUrl = new Map(files().map((file) => [`/${file.fileName}`, file.path]));
      server.middlewares.use((request, response, next) => {
        const path = byUrl.get(decodeURIComponent((request.url ?? '').split('?')[0] ?? ''));
        if (!path) return next();
        response.setHeader('Content-Type', path.endsWith('.js') ? 'text/javascript' : 'text/plain; charset=utf-8');
        response.end(readFileSync(path));
      });
    },
  };
}
