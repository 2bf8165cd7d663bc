// Vite's build manifest (dist/web/.vite/manifest.json) as a graph of chunks:
// what a chunk needs before it runs, and how many requests one after another
// a first visit makes. Pure functions of the manifest, shared by the
// route-preloads plugin (scripts/vite/routePreloads.ts) and the bundle-size
// bench (scripts/bench/bundleSize.ts).

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

/** Keyed by source path relative to Vite's root (`features/easy/EasyHomePage.tsx`), or `_name-hash.js` for shared chunks. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry');
  return key;
}

/** The key of a locale's main catalogue piece (the `catalogue-parts` plugin's `virtual:catalogue/<locale>-main`). */
export function mainCatalogueKey(manifest: Manifest, locale: string): string | undefined {
  return Object.keys(manifest).find((key) => key.endsWith(`virtual:catalogue/${locale}-main`));
}

/**
 * The files chunks need before they run: each chunk's file, its CSS and,
 * transitively, its static imports (depth first, in manifest order; no
 * duplicates). A key the manifest lacks adds nothing.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return into;
}

export interface ChainInput {
  /** The entry's key (index.html). */
  readonly entry: string;
  /** Files the HTML names, requested as soon as it arrives: the entry script, Vite's modulepreloads and stylesheets, and the route's preloads. */
  readonly withHtml: ReadonlySet<string>;
  /** Keys of the chunks the app imports dynamically before its first render: the route's page and layout, the catalogue piece. */
  readonly beforeRender: readonly string[];
}

/**
 * The longest chain of requests a first visit makes one after another before
 * the page can render, the HTML being 1:
 *
 * - a file the HTML names (`withHtml`) is requested at 2;
 * - the entry's static imports are requested when their importer has arrived:
 *   one more than the importer, unless the HTML named them;
 * - the entry runs once all of its static imports have arrived (`ready`, the
 *   deepest of them); the dynamic imports it makes before rendering
 *   (`beforeRender`) are requested then, at ready + 1, each with all its
 *   static imports and their CSS at once (Vite's preload helper wraps every
 *   `import()` with the list of what the chunk needs), unless already
 *   requested earlier: a chunk the HTML preloads is not fetched again.
 *
 * The count is the deepest request among the entry's files and those of the
 * `beforeRender` chunks. The order in which the app's start code awaits those
 * imports is not modelled: each counts as one level after the entry.
 */
export function requestChainDepth(manifest: Manifest, input: ChainInput): number {
  const HTML = 1;
  const depth = new Map<string, number>();
  const request = (file: string, at: number): boolean => {
    const known = depth.get(file);
    if (known !== undefined && known <= at) return false;
    depth.set(file, at);
    return true;
  };
  for (const file of input.withHtml) request(file, HTML + 1);

  const entry = manifest[input.entry];
  if (!entry) throw new Error(`The manifest has no chunk ${input.entry}`);
  request(entry.file, HTML + 1);
  // The entry's graph runs in the browser: a chunk's imports are asked for once it has arrived.
  // Relaxed until nothing gets earlier (a cycle between chunks is possible).
  const entryKeys = [...keysOfClosure(manifest, [input.entry])];
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of entryKeys) {
      const chunk = manifest[key];
      const at = chunk && depth.get(chunk.file);
      if (!chunk || at === undefined) continue;
      for (const css of chunk.css ?? []) changed = request(css, at + 1) || changed;
      for (const imported of chunk.imports ?? []) {
        const file = manifest[imported]?.file;
        if (file) changed = request(file, at + 1) || changed;
      }
    }
  }
  const entryFiles = staticClosure(manifest, [input.entry]);
  const ready = Math.max(...[...entryFiles].map((file) => depth.get(file) ?? HTML + 1));

  const needed = new Set(entryFiles);
  for (const key of input.beforeRender) {
    for (const file of staticClosure(manifest, [key])) {
      request(file, ready + 1);
      needed.add(file);
    }
  }
  return Math.max(HTML, ...[...needed].map((file) => depth.get(file) ?? HTML));
}

function keysOfClosure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    keysOfClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}
