// The app's routes as modules of the build, for the tools that follow Vite's
// manifest: the route-preloads plugin (scripts/vite/routePreloads.ts) and the
// bundle-size bench (scripts/bench/bundleSize.ts). This is the one place that
// reads where routes are declared; when that moves, only this file changes.

import { FEATURES } from '../../src/web/features.ts';

export interface RouteModules {
  /** The route's path, as the router matches it (`/easy`). */
  readonly path: string;
  /** The page module, as a key of Vite's manifest (relative to src/web): `features/easy/EasyHomePage.tsx`. */
  readonly page: string | undefined;
  /** The layout module, likewise: `layouts/BlankLayout.tsx`. */
  readonly layout: string;
}

/** The module a feature's route loader imports, read from its source (`() => import('./CloudPage.tsx')`, beside the manifest), relative to src/web. */
export function pageModuleOf(feature: string, loadSource: string): string | undefined {
  const page = /import\(['"]\.\/(.+?)['"]\)/.exec(loadSource)?.[1];
  return page === undefined ? undefined : `features/${feature}/${page}`;
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
  return FEATURES.flatMap((feature) =>
    (feature.routes ?? []).map((route) => ({ path: route.path, page: pageModuleOf(feature.name, route.load.toString()), layout: layoutModuleOf(route.layout) })),
  );
}
