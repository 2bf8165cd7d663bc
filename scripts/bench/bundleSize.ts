import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FEATURES } from '../../src/web/features.ts';
import { buildIfNeeded, webDist } from '../lib/buildIfNeeded.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The first-load budget of Easy home (issue 2), in kB of gzip. */
const EASY_BUDGET_KB = 170;
const LOCALE = 'en';

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

export async function runBundleSizeBench(): Promise<void> {
  buildIfNeeded();
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(webDist, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  /** A chunk with everything it imports statically: what the browser must fetch before it runs. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gz(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  // The main catalogue piece of the language (feature parts load with their features).
  const catalogueKey = Object.keys(manifest).find((key) => key.endsWith(`virtual:catalogue/${LOCALE}-main`));
  const shell = closure(entryKey);
  if (catalogueKey) closure(catalogueKey, shell);

  // Each route's module, read from its loader (`() => import('./…')`, beside the feature's manifest) so the manifests stay the one source.
  const routes = FEATURES.flatMap((feature) =>
    (feature.routes ?? []).map((route) => ({ route, page: /import\(['"]\.\/(.+?)['"]\)/.exec(route.load.toString())?.[1] })).map(({ route, page }) => ({
      route,
      page: page && `features/${feature.name}/${page}`,
    })),
  );
  const layoutModule = (layout: string) => `layouts/${layout[0]?.toUpperCase()}${layout.slice(1)}Layout.tsx`;

  console.log(`\nBundle size (gzip, kB = 1000 bytes; first load in ${LOCALE}, from dist/web)\n`);
  console.log(`Shell (entry, its imports, CSS, ${LOCALE} catalogue): ${kB(total(shell)).trim()} kB\n`);
  console.log(`${'route'.padEnd(34)}${'page chunk'.padStart(12)}${'first load'.padStart(12)}`);

  let easyFirstLoad = 0;
  for (const { route, page } of routes) {
    const firstLoad = new Set(shell);
    closure(layoutModule(route.layout), firstLoad);
    if (page) closure(page, firstLoad);
    const own = page && manifest[page] ? gz(manifest[page].file) : 0;
    const size = total(firstLoad);
    if (route.path === '/easy') easyFirstLoad = size;
    console.log(`${route.path.padEnd(34)}${kB(own).padStart(12)}${kB(size).padStart(12)}`);
  }

  console.log(`\nLargest chunks:`);
  const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  for (const file of chunks.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(`  ${kB(gz(file))} kB  ${file}`);

  const verdict = easyFirstLoad <= EASY_BUDGET_KB * 1000 ? 'within' : 'OVER';
  console.log(`\nFirst load of /easy: ${kB(easyFirstLoad).trim()} kB gzip; budget ${EASY_BUDGET_KB} kB (${verdict} budget)\n`);
}
