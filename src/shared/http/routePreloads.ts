// zod/mini, as the rest of shared: only the server and the build use this file.
import { z } from 'zod/mini';

// What the build tells the server to preload with each page (issue 19): the
// `route-preloads` Vite plugin (scripts/vite/routePreloads.ts) writes it next
// to Vite's manifest, and the server (src/server/http/appPage.ts) adds a
// `<link rel="modulepreload">` for each JS file of the page's route and of the
// visitor's catalogues to the index.html it answers. Files are named as in
// Vite's manifest (`assets/EasyHomePage-CO0sjHdI.js`), relative to `base`.

/** Where the file is, relative to the built web app (dist/web); the server never serves it (a dot folder). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

const files = z.array(z.string().check(z.minLength(1)));

export const routePreloadsSchema = z.object({
  /** Vite's `base`: what goes before a file's name in its address ('/'). */
  base: z.string(),
  /**
   * Per route path of the route table (`/easy`; React Router's syntax when it
   * has parameters): the chunks its page and layout modules need that the
   * entry does not load already, JS (preloaded) and CSS (listed, not preloaded).
   */
  routes: z.record(z.string(), z.object({ js: files, css: files })),
  /** Per catalogue locale: its main catalogue piece's chunk (and anything it imports the entry does not). */
  catalogues: z.record(z.string(), files),
});

export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
