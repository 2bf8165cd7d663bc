// Which code the `tactile` command runs: a bundle of its own sources when one
// is built and still matches them (buildCli.ts makes it), else one is built,
// else the sources themselves. A bundle is one file a command instead of some
// sixty `.ts` modules each resolved, read and linked on every run, which was
// a third of a short `tactile braille`. The check is one small JSON file read
// and a stat of each source the bundle was made from. Any doubt means no
// bundle, and the command runs from its sources as before: slower, never
// different (docs/braille.md, "The CLI's start").

// Taken, not imported: an import of node:fs loads some forty more of Node's
// own modules (buildCli.ts, builtinsWithoutNamespaces), 7 ms of a short command.
const { readFileSync, statSync } = process.getBuiltinModule('node:fs');
const { join } = process.getBuiltinModule('node:path');
const { fileURLToPath, pathToFileURL } = process.getBuiltinModule('node:url');

/** What a build was made from, written beside it (`current.json`). */
export interface CliBuildManifest {
  /** The checkout it was built from: the bundle reads files of it at run time (package.json, the liblouis-js worker). */
  readonly root: string;
  /** The build's folder, inside the cache folder. */
  readonly dir: string;
  /** Each source file bundled, relative to root, with its size and modification time when built. */
  readonly inputs: readonly (readonly [path: string, size: number, mtimeMs: number])[];
}

export const MANIFEST = 'current.json';
/** The bundle's entry, in its folder. */
export const ENTRY = 'main.mjs';
/** This checkout. */
export const CHECKOUT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where builds are kept: the checkout's node_modules/.cache, beside other tools' caches, so the bundle's package imports resolve. */
export function cliCacheDir(root: string): string {
  return join(root, 'node_modules', '.cache', 'tactile-cli');
}

/** Whether every input still has the size and modification time it was built from. */
export function inputsUnchanged(root: string, inputs: CliBuildManifest['inputs']): boolean {
  return inputs.every(([path, size, mtimeMs]) => {
    const now = statSync(join(root, path), { throwIfNoEntry: false });
    return now !== undefined && now.size === size && now.mtimeMs === mtimeMs;
  });
}

export function readManifest(cacheDir: string): CliBuildManifest | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(cacheDir, MANIFEST), 'utf8')) as Partial<CliBuildManifest>;
    if (typeof parsed.root !== 'string' || typeof parsed.dir !== 'string' || !Array.isArray(parsed.inputs)) return undefined;
    return parsed as CliBuildManifest;
  } catch {
    return undefined;
  }
}

/** The URL of a fresh bundle's entry for this checkout, or undefined (none built, built from another checkout, or a source changed since). */
export function freshCliBuild(root: string, cacheDir = cliCacheDir(root)): string | undefined {
  const manifest = readManifest(cacheDir);
  if (!manifest || manifest.root !== root || manifest.inputs.length === 0) return undefined;
  if (!inputsUnchanged(root, manifest.inputs)) return undefined;
  const entry = join(cacheDir, manifest.dir, ENTRY);
  return statSync(entry, { throwIfNoEntry: false }) ? pathToFileURL(entry).href : undefined;
}

/**
 * The module the `tactile` bin imports. TACTILE_CLI_BUNDLE=off always runs
 * the sources. A bundle that cannot be built here (no rolldown in an install
 * without dev dependencies, a read-only checkout) costs only the attempt.
 */
export async function cliEntry(env: NodeJS.ProcessEnv = process.env, root = CHECKOUT): Promise<string> {
  const sources = pathToFileURL(join(root, 'src', 'cli', 'main.ts')).href;
  if (env['TACTILE_CLI_BUNDLE'] === 'off') return sources;
  const fresh = freshCliBuild(root);
  if (fresh) return fresh;
  try {
    const { buildCli } = await import('./buildCli.ts');
    return (await buildCli(root)) ?? sources;
  } catch {
    return sources;
  }
}
