// The app's routes as modules of the build, for the tools that follow Vite's
// manifest: the route-preloads plugin (scripts/vite/routePreloads.ts) and the
// bundle-size bench (scripts/bench/bundleSize.ts). This is the one place that
// reads where routes are declared; when that moves, only this file changes.

import { ROUTES } from '../../src/web/routes/routeTable.ts';

export interface RouteModules {
  /** The route's path, as the router matches it (`/easy`). */
  readonly path: string;
  /** The page module, as a key of Vite's manifest (relative to src/web): `features/easy/EasyHomePage.tsx`. */
  readonly page: string | undefined;
  /** The layout module, likewise: `layouts/BlankLayout.tsx`. */
  readonly layout: string;
}

/** The module a route's loader imports, read from its source (`() => import('../features/…')`), relative to src/web. */
export function pageModuleOf(loadSource: string): string | undefined {
  return /import\(['"]\.\.\/(.+?)['"]\)/.exec(loadSource)?.[1];
}

/** The module of a layout name: `easyCloud` is `layouts/EasyCloudLayout.tsx` (src/web/app/createAppRouter.tsx imports them so). */
export function layoutModuleOf(layout: string): string {
  return `layouts/${layout[0]?.toUpperCase()}${layout.slice(1)}Layout.tsx`;
}

/**
 * Every route of the route table with its page and layout modules. The page is
 * read from the loader's source, so this runs under plain Node (which keeps the
 * source as written); Vitest rewrites `import()` and finds no page.
 */
export function routeModules(): RouteModules[] {
  return ROUTES.map((route) => ({ path: route.path, page: pageModuleOf(route.load.toString()), layout: layoutModuleOf(route.layout) }));
}
