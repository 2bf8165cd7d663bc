// Per route of the app, what a first visit loads before the page renders
// (issue 2's budget, issue 19's request chain). Printed, never asserted.
//
// - first load: gzip bytes of the entry and its static imports, its CSS, the
//   main catalogue piece of LOCALE, and the route's page and layout chunks
//   with their static imports (what the browser must fetch before it runs
//   them), from dist/web/.vite/manifest.json.
// - chain: the request-chain depth, the longest chain of requests the browser
//   makes one after another before the page can render, counting the HTML as
//   1 (scripts/lib/viteManifest.ts, requestChainDepth). The files the built
//   index.html names (the entry, Vite's modulepreloads of its static imports,
//   its stylesheet) and the JS and CSS the server names for the route and
//   LOCALE's catalogue (dist/web/.vite/route-preloads.json, what
//   src/server/http/appPage.ts adds to the page) are requested at 2. A static
//   import not preloaded is requested one level after the chunk that imports
//   it. The dynamic imports the app makes before its first render — the
//   route's page (the router's lazy()), its layout and the catalogue piece —
//   are requested one level after the entry has all its static imports,
//   together with everything they import and their CSS (Vite's preload
//   helper), unless preloaded already. The site configuration is inline in
//   the page the server answers, so it is no request. Without a
//   route-preloads.json (an older build) the chain is counted without the
//   route's preloads.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, routePreloadsSchema, type RoutePreloads } from '../../src/shared/http/routePreloads.ts';
import { buildIfNeeded, webDist } from '../lib/buildIfNeeded.ts';
import { routeModules } from '../lib/routeModules.ts';
import { entryKey, mainCatalogueKey, requestChainDepth, staticClosure, type Manifest } from '../lib/viteManifest.ts';

/** The first-load budget of Easy home (issue 2), in kB of gzip. */
const EASY_BUDGET_KB = 170;
const LOCALE = 'en';

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

/** The files of the build an HTML page names (`src="/assets/…"`, `href="/assets/…"`), as the manifest names them. */
function filesNamedIn(html: string, base: string): Set<string> {
  const named = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="([^"]+)"/g)) {
    const address = match[1] ?? '';
    if (address.startsWith(base)) named.add(address.slice(base.length));
  }
  return named;
}

function readPreloads(): RoutePreloads | undefined {
  const path = join(webDist, ROUTE_PRELOADS_FILE);
  return existsSync(path) ? routePreloadsSchema.parse(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
}

export async function runBundleSizeBench(): Promise<void> {
  buildIfNeeded();
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const preloads = readPreloads();
  const html = filesNamedIn(readFileSync(join(webDist, 'index.html'), 'utf8'), preloads?.base ?? '/');
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(webDist, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gz(file), 0);

  const entry = entryKey(manifest);
  // The main catalogue piece of the language (feature parts load with their features).
  const catalogue = mainCatalogueKey(manifest, LOCALE);
  const shell = staticClosure(manifest, [entry, ...(catalogue ? [catalogue] : [])]);

  console.log(`\nBundle size (gzip, kB = 1000 bytes; first load in ${LOCALE}, from dist/web)\n`);
  console.log(`Shell (entry, its imports, CSS, ${LOCALE} catalogue): ${kB(total(shell)).trim()} kB`);
  console.log(
    preloads
      ? `chain: requests one after another before the page renders, the HTML being 1 (route preloads from ${ROUTE_PRELOADS_FILE})\n`
      : `chain: requests one after another before the page renders, the HTML being 1 (no ${ROUTE_PRELOADS_FILE}: without route preloads)\n`,
  );
  console.log(`${'route'.padEnd(34)}${'page chunk'.padStart(12)}${'first load'.padStart(12)}${'chain'.padStart(7)}`);

  let easyFirstLoad = 0;
  for (const route of routeModules()) {
    const firstLoad = new Set(shell);
    staticClosure(manifest, [route.layout, ...(route.page ? [route.page] : [])], firstLoad);
    const pageFile = route.page === undefined ? undefined : manifest[route.page]?.file;
    const own = pageFile ? gz(pageFile) : 0;
    const size = total(firstLoad);
    if (route.path === '/easy') easyFirstLoad = size;
    const preloaded = [...(preloads?.routes[route.path]?.js ?? []), ...(preloads?.routes[route.path]?.css ?? []), ...(preloads?.catalogues[LOCALE] ?? [])];
    const chain = requestChainDepth(manifest, {
      entry,
      withHtml: new Set([...html, ...preloaded]),
      beforeRender: [route.layout, ...(route.page ? [route.page] : []), ...(catalogue ? [catalogue] : [])],
    });
    console.log(`${route.path.padEnd(34)}${kB(own).padStart(12)}${kB(size).padStart(12)}${String(chain).padStart(7)}`);
  }

  console.log(`\nLargest chunks:`);
  const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
  for (const file of chunks.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(`  ${kB(gz(file))} kB  ${file}`);

  const verdict = easyFirstLoad <= EASY_BUDGET_KB * 1000 ? 'within' : 'OVER';
  console.log(`\nFirst load of /easy: ${kB(easyFirstLoad).trim()} kB gzip; budget ${EASY_BUDGET_KB} kB (${verdict} budget)\n`);
}
