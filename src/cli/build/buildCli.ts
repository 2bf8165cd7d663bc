// Bundles the `tactile` command's sources (cliEntry.ts says when): rolldown,
// one chunk a command as in commandModules.ts, packages left as imports
// (they resolve from the checkout's node_modules), Node's modules taken with
// process.getBuiltinModule (builtinsWithoutNamespaces below).
// Each module keeps its own import.meta.url, so a file it finds beside itself
// (package.json, the liblouis-js worker) is the one it finds when run from
// its sources. A build goes to a folder of its own; the manifest naming it is
// replaced whole, so a command starting meanwhile sees the old build or the
// new one, never half of one.

import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';
import { cliCacheDir, ENTRY, MANIFEST, type CliBuildManifest } from './cliEntry.ts';

/** An older build is removed this long after it was replaced (a command started from it may still be loading its chunks). */
const KEEP_REPLACED_MS = 10 * 60_000;

/** `import.meta.url` written out as the module's own file URL. */
function sourceUrls(): Plugin {
  return {
    name: 'tactile-source-urls',
    transform: {
      filter: { code: 'import.meta.url' },
      handler: (code, id) => ({ code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)) }),
    },
  };
}

/**
 * Node's modules taken with `process.getBuiltinModule`, not imported. An
 * import of `node:fs` makes Node build the module's namespace, reading every
 * export, `fs.promises` and the streams among them, which loads and compiles
 * some forty of Node's own modules (fs/promises, readline, the streams): about
 * 8 ms of a short command. Rewrites the import lines rolldown writes for Node's
 * modules (`import { a, b as c } from "node:x";`, default and namespace
 * imports); a line of another shape is left as it is (correct, only slower).
 */
function builtinsWithoutNamespaces(): Plugin {
  const named = /^import \{([^}]*)\} from "(node:[\w/]+)";$/gm;
  const whole = /^import (?:\* as )?([\w$]+) from "(node:[\w/]+)";$/gm;
  return {
    name: 'tactile-builtins-without-namespaces',
    renderChunk: (code) =>
      code
        .replace(named, (_, names: string, module: string) => `const {${names.replaceAll(' as ', ': ')}} = process.getBuiltinModule("${module}");`)
        .replace(whole, (_, name: string, module: string) => `const ${name} = process.getBuiltinModule("${module}");`),
  };
}

/** Node's modules (`node:fs`) and packages (`pngjs`): anything not a path. */
const isPackage = (specifier: string) => !specifier.startsWith('.') && !isAbsolute(specifier);

/** Files of the build tool itself: a change to them makes every bundle stale too. */
const TOOL_FILES = ['src/cli/build/buildCli.ts', 'src/cli/build/cliEntry.ts'];

/**
 * Builds the bundle and makes it current; answers its entry's URL, or
 * undefined when a source changed while it was being built (the next run
 * builds again).
 */
export async function buildCli(root: string, cacheDir = cliCacheDir(root)): Promise<string | undefined> {
  const startedAt = Date.now();
  const dir = `build-${startedAt.toString(36)}-${process.pid}`;
  const bundle = await rolldown({
    input: { main: join(root, 'src', 'cli', 'main.ts') },
    platform: 'node',
    external: isPackage,
    plugins: [sourceUrls(), builtinsWithoutNamespaces()],
    logLevel: 'silent',
  });
  let modules: string[];
  try {
    const { output } = await bundle.write({ dir: join(cacheDir, dir), format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' });
    modules = output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
  } finally {
    await bundle.close();
  }
  const sources = [...new Set(modules)].filter((id) => isAbsolute(id) && !relative(root, id).startsWith(`..${sep}`)).map((id) => relative(root, id));
  const inputs = [...new Set([...sources, ...TOOL_FILES])].sort().map((path) => {
    const { size, mtimeMs } = statSync(join(root, path));
    return [path, size, mtimeMs] as const;
  });
  const entry = pathToFileURL(join(cacheDir, dir, ENTRY)).href;
  // A file saved during the build may be in it as it was before: use this build once, record nothing.
  if (inputs.some(([, , mtimeMs]) => mtimeMs >= startedAt)) return entry;
  const manifest: CliBuildManifest = { root, dir, inputs };
  mkdirSync(cacheDir, { recursive: true });
  const temporary = join(cacheDir, `${MANIFEST}.${process.pid}.tmp`);
  writeFileSync(temporary, JSON.stringify(manifest));
  renameSync(temporary, join(cacheDir, MANIFEST));
  removeReplacedBuilds(cacheDir, dir);
  return entry;
}

/** Another command may be removing the same folders: one gone already is no failure of this build. */
function removeReplacedBuilds(cacheDir: string, current: string): void {
  for (const name of readdirSync(cacheDir)) {
    if (!name.startsWith('build-') || name === current) continue;
    const folder = join(cacheDir, name);
    const changed = statSync(folder, { throwIfNoEntry: false })?.mtimeMs;
    if (changed !== undefined && Date.now() - changed > KEEP_REPLACED_MS) rmSync(folder, { recursive: true, force: true });
  }
}

