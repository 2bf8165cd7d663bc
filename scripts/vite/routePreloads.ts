// A Vite plugin (issue 19): once `vite build` has written dist/web and its
// manifest, writes dist/web/.vite/route-preloads.json (src/shared/http/routePreloads.ts):
// for each route of the app, the chunks its page and layout modules need
// that the entry does not load already, and for each locale its main
// catalogue piece. The server then answers each page's index.html with a
// `<link rel="modulepreload">` for those, so the browser fetches the route's
// code alongside the entry rather than after it has run (src/server/http/appPage.ts).

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../src/shared/http/routePreloads.ts';
import type * as RouteModulesModule from '../lib/routeModules.ts';
import type { RouteModules } from '../lib/routeModules.ts';
import { entryKey, mainCatalogueKey, staticClosure, type Manifest } from '../lib/viteManifest.ts';

export interface RoutePreloadsOptions {
  readonly base: string;
  readonly locales: readonly string[];
}

/**
 * The preloads of every route and locale, from the manifest: a route's page
 * and layout chunks with everything they import statically, then the locale's
 * main catalogue piece likewise, each without the files the entry loads
 * already (index.html names those). Throws when a route's module is not in the
 * manifest: the route table moved, and scripts/lib/routeModules.ts must follow.
 */
export function routePreloadsFromManifest(manifest: Manifest, routes: readonly RouteModules[], options: RoutePreloadsOptions): RoutePreloads {
  const shell = staticClosure(manifest, [entryKey(manifest)]);
  const beyondShell = (keys: readonly string[]) => [...staticClosure(manifest, keys)].filter((file) => !shell.has(file));
  const missing = routes.flatMap((route) => [route.page, route.layout].filter((key) => !key || !manifest[key]).map((key) => `${route.path}: ${key ?? 'no page module'}`));
  if (missing.length > 0) {
    throw new Error(`Route modules not in the build manifest (scripts/lib/routeModules.ts reads the routes): ${missing.join('; ')}`);
  }

  const result: RoutePreloads = { base: options.base, routes: {}, catalogues: {} };
  for (const route of routes) {
    // The page first: it is the chunk the visitor came for.
    const files = beyondShell([route.page ?? '', route.layout]);
    result.routes[route.path] = { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
  }
  for (const locale of options.locales) {
    const key = mainCatalogueKey(manifest, locale);
    if (key) result.catalogues[locale] = beyondShell([key]).filter((file) => file.endsWith('.js'));
  }
  return result;
}

export function routePreloads(repoRoot: string): Plugin {
  let outDir = '';
  let base = '/';
  let manifestFile: string | undefined;
  return {
    name: 'tactile-studio:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      const manifest = config.build.manifest;
      manifestFile = typeof manifest === 'string' ? manifest : manifest ? '.vite/manifest.json' : undefined;
    },
    // After the files are written (the manifest among them), before the precompress plugin's closeBundle.
    async writeBundle() {
      if (!manifestFile) {
        this.warn('build.manifest is off: no route preloads are written, and pages are served without them.');
        return;
      }
      const manifest = JSON.parse(readFileSync(join(outDir, manifestFile), 'utf8')) as Manifest;
      // Imported when the build runs, by Node itself: the config bundler would rewrite the route table's
      // `import()` calls, and routeModules() reads the page modules from their source.
      const { routeModules } = (await import(pathToFileURL(join(repoRoot, 'scripts', 'lib', 'routeModules.ts')).href)) as typeof RouteModulesModule;
      const preloads = routePreloadsFromManifest(manifest, routeModules(), { base, locales: CATALOGUE_LOCALES });
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
      this.info(`route preloads for ${Object.keys(preloads.routes).length} routes and ${Object.keys(preloads.catalogues).length} catalogues`);
    },
  };
}
