import { globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partOfFile } from './shared/i18n/catalogueParts.ts';

// The import table of the architecture guide, enforced: each layer lists the
// layers it may import and the packages it may use.
const SRC = dirname(fileURLToPath(import.meta.url));
type Layer = 'core' | 'shared' | 'server' | 'web' | 'cli';

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  core: ['core'],
  shared: ['core', 'shared'],
  server: ['core', 'shared', 'server'],
  web: ['core', 'shared', 'web'],
  // The CLI is a Node program beside the server: it uses the server's braille engines.
  cli: ['core', 'shared', 'server', 'cli'],
};

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const isNodeBuiltin = (specifier: string) => NODE_BUILTINS.has(specifier) || specifier.startsWith('node:');
const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/** Packages a layer may use besides its own code; core stays pure. */
/**
 * Tests and what only tests use: `*.test.ts(x)`, web/testing, and the
 * `testing/` folder of a core module or of a web feature (fixtures, fakes,
 * render helpers), which may reach a test framework or another feature's fakes.
 */
function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file.includes(join('web', 'testing')) || /[\\/](core|web[\\/]features)[\\/][^\\/]+[\\/](.+[\\/])?testing[\\/]/.test(file);
}

function packageAllowed(layer: Layer, specifier: string, isTest: boolean): boolean {
  const name = packageName(specifier);
  if (isTest && (name === 'vitest' || name === 'fast-check' || name.startsWith('@testing-library/'))) return true;
  switch (layer) {
    case 'core':
      // No React, no DOM, no Node I/O. Tests may read fixtures from disk.
      return isTest && isNodeBuiltin(specifier);
    case 'shared':
      return name === 'zod' || (isTest && isNodeBuiltin(specifier));
    case 'server':
    case 'cli':
      return !/^react|^@react-|^@tanstack\/react/.test(name);
    case 'web':
      return !isNodeBuiltin(specifier) && !/^fastify$|^@fastify\//.test(name);
  }
}

function layerOf(file: string): Layer | undefined {
  const top = relative(SRC, file).split(/[\\/]/)[0];
  return (['core', 'shared', 'server', 'web', 'cli'] as const).find((layer) => layer === top);
}

function importsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const patterns = [/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g, /import\s*['"]([^'"]+)['"]/g, /import\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of withoutComments.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

const files = globSync('**/*.{ts,tsx}', { cwd: SRC }).map((file) => join(SRC, file));

function violations(): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const layer = layerOf(file);
    if (!layer) continue;
    // Test helpers (web/testing, core/*/testing: shared fast-check arbitraries) count as tests.
    const isTest = isTestCode(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const where = `${relative(SRC, file)} imports '${specifier}'`;
      if (!specifier.startsWith('.')) {
        if (!packageAllowed(layer, specifier, isTest)) problems.push(`${where}: not allowed in ${layer}`);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      const targetLayer = layerOf(target);
      if (!targetLayer) {
        // Only the locales catalogues live outside src and may be read by web.
        if (!(layer === 'web' && relative(SRC, target).startsWith(join('..', 'locales')))) problems.push(`${where}: outside src`);
        continue;
      }
      if (!MAY_IMPORT[layer].includes(targetLayer)) problems.push(`${where}: ${layer} may not import ${targetLayer}`);
      // Between core modules, only through the module's index.ts.
      if (layer === 'core' && targetLayer === 'core') {
        const from = relative(join(SRC, 'core'), file).split(/[\\/]/)[0];
        const [to, ...rest] = relative(join(SRC, 'core'), target).split(/[\\/]/);
        if (from !== to && rest.join('/') !== 'index.ts') problems.push(`${where}: use core/${to}/index.ts`);
      }
    }
  }
  return problems;
}

/** Imports that load code with the importing file: not `import type`, not `import()`. */
function staticValueImportsOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of withoutComments.matchAll(/(?:^|;|\n)\s*(import|export)\s+(type\s)?[^'"();]*?from\s*['"]([^'"]+)['"]/g)) {
    if (!match[2]) found.push(match[3] as string);
  }
  for (const match of withoutComments.matchAll(/(?:^|;|\n)\s*import\s*['"]([^'"]+)['"]/g)) found.push(match[1] as string);
  return found;
}

/**
 * A feature part's messages load with the part (shared/i18n/catalogueParts.ts),
 * so web code outside a part may reach into it only through `import()`:
 * a static import would bring the part's code into the first load and show
 * its phrases before their catalogue arrives. (A part's core modules render
 * nothing, so lazily loaded web code such as the transports may import them.)
 */
function partLeaks(): string[] {
  const problems: string[] = [];
  const repoPath = (file: string) => relative(join(SRC, '..'), file).split(/[\\/]/).join('/');
  for (const file of files) {
    if (layerOf(file) !== 'web' || isTestCode(file)) continue;
    const from = partOfFile(repoPath(file));
    for (const specifier of staticValueImportsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = repoPath(resolve(dirname(file), specifier));
      const to = partOfFile(target);
      // Core modules of a part hold no components; code that loads lazily (the transports) may use them.
      if (to !== 'main' && to !== from && target.startsWith('src/web/')) problems.push(`${repoPath(file)} imports '${specifier}' (part ${to}) statically`);
    }
  }
  return problems;
}

// Inside the web app: the shared layers below the features, in order. A
// layer imports only itself and the layers before it, and never a feature;
// a feature imports any shared layer and another feature only through that
// feature's public entries; main.tsx and features.ts (the list of features)
// sit on top. Tests and web/testing may reach anywhere in web.
const WEB_LAYERS = ['platform', 'config', 'i18n', 'ui', 'routes', 'auth', 'api', 'session', 'preferences', 'commands', 'layouts', 'app'] as const;
/** What another feature may import: what the app knows before the feature loads, what every page shows, and the lazily loaded rest. */
const FEATURE_ENTRIES = new Set(['manifest.ts', 'shell.ts', 'shell.tsx', 'index.ts']);

type WebPlace = { kind: 'layer'; rank: number; name: string } | { kind: 'feature'; name: string; rest: string } | { kind: 'top' } | { kind: 'other' };

/** Where a file (path relative to src/web, with `/`) sits. */
function webPlaceOf(path: string): WebPlace {
  const [top = '', second = '', ...rest] = path.split('/');
  if (top === 'features' && second) return { kind: 'feature', name: second, rest: rest.join('/') };
  const rank = (WEB_LAYERS as readonly string[]).indexOf(top);
  if (rank >= 0 && second) return { kind: 'layer', rank, name: top };
  if (top === 'main.tsx' || top === 'features.ts') return { kind: 'top' };
  return { kind: 'other' };
}

/**
 * The rules above, over the import graph of web files (paths relative to
 * src/web, with `/`): static imports, and lazy ones (`import()`), which
 * obey the same table but may close a circle (a lazy import runs later).
 * Tests feed it made-up graphs too.
 */
function webRuleBreaks(graph: ReadonlyMap<string, readonly string[]>, lazyGraph: ReadonlyMap<string, readonly string[]> = new Map()): string[] {
  const problems: string[] = [];
  for (const [file, targets] of [...graph, ...lazyGraph]) {
    const from = webPlaceOf(file);
    for (const target of targets) {
      const to = webPlaceOf(target);
      const where = `web/${file} imports web/${target}`;
      if (to.kind === 'top' && from.kind !== 'top') problems.push(`${where}: only main.tsx imports the top`);
      else if (from.kind === 'layer' && to.kind === 'feature') problems.push(`${where}: the ${from.name} layer may not import a feature`);
      else if (from.kind === 'layer' && to.kind === 'layer' && to.rank > from.rank) problems.push(`${where}: ${from.name} is below ${to.name}`);
      else if (to.kind === 'feature' && !(from.kind === 'feature' && from.name === to.name) && !FEATURE_ENTRIES.has(to.rest)) {
        problems.push(`${where}: another feature is reached through its ${[...FEATURE_ENTRIES].join(', ')}`);
      }
    }
  }
  return [...problems, ...importCircles(graph).map((circle) => `import circle: ${circle.map((file) => `web/${file}`).join(' → ')}`)];
}

/** Every set of files that import each other round (Tarjan's strongly connected components). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      circle.push(member);
    } while (member !== file);
    if (circle.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(circle.reverse());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** The web app's import graphs as the code has them: static imports (types included), and lazy `import()`s. */
function webGraphs(): { graph: Map<string, string[]>; lazyGraph: Map<string, string[]> } {
  const web = join(SRC, 'web');
  const graph = new Map<string, string[]>();
  const lazyGraph = new Map<string, string[]>();
  const webPath = (file: string) => relative(web, file).split(/[\\/]/).join('/');
  for (const file of files) {
    const path = webPath(file);
    if (path.startsWith('..') || /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path)) continue;
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const targetsOf = (pattern: RegExp) =>
      [...source.matchAll(pattern)]
        .map((match) => webPath(resolve(dirname(file), match[1] as string)))
        .filter((target) => !target.startsWith('..') && /\.tsx?$/.test(target));
    graph.set(path, targetsOf(/(?:^|;|\n)\s*(?:import|export)\s[^'"();]*?from\s*['"](\.[^'"]+)['"]/g));
    lazyGraph.set(path, targetsOf(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g));
  }
  return { graph, lazyGraph };
}

/**
 * A manifest is data every page carries: what it imports statically, all the
 * way down, holds no component (.tsx), no package, and no feature's lazy code.
 */
function heavyManifestImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const web = join(SRC, 'web');
  const problems: string[] = [];
  for (const manifest of [...graph.keys()].filter((file) => /^features\/[^/]+\/manifest\.ts$/.test(file))) {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (file.endsWith('.tsx') || /^features\/[^/]+\/index\.ts$/.test(file)) problems.push(`web/${manifest} loads ${file} with every page`);
      const specifiers = staticValueImportsOf(readFileSync(join(web, file), 'utf8'));
      const packages = specifiers.filter((specifier) => !specifier.startsWith('.'));
      if (packages.length > 0) problems.push(`web/${manifest} loads ${packages.join(', ')} (through ${file}) with every page`);
      for (const specifier of specifiers.filter((specifier) => specifier.startsWith('.'))) {
        visit(relative(web, resolve(dirname(join(web, file)), specifier)).split(/[\\/]/).join('/'));
      }
    };
    visit(manifest);
  }
  return problems;
}

describe('the architecture', () => {
  it('finds the source files it checks', () => {
    expect(files.some((file) => layerOf(file) === 'web')).toBe(true);
    expect(files.some((file) => layerOf(file) === 'core')).toBe(true);
  });

  it('keeps every import inside the layer table', () => {
    expect(violations()).toEqual([]);
  });

  it('loads each feature part of the catalogue with its code only', () => {
    expect(partLeaks()).toEqual([]);
    const sample = `import type { A } from '../core/device/index.ts';\nimport { b } from './b.ts';\nexport type { C } from './c.ts';\nconst d = () => import('./d.tsx');`;
    expect(staticValueImportsOf(sample)).toEqual(['./b.ts']);
  });

  it('keeps the web app in its layers, features apart and free of import circles', () => {
    const { graph, lazyGraph } = webGraphs();
    expect(webRuleBreaks(graph, lazyGraph)).toEqual([]);
  });

  it('keeps every feature manifest to data: no component, package or lazy code loads with it', () => {
    const { graph } = webGraphs();
    expect([...graph.keys()].filter((file) => file.endsWith('/manifest.ts')).length).toBeGreaterThan(5);
    expect(heavyManifestImports(graph)).toEqual([]);
  });

  it('would catch a shared layer importing a feature, a deep import into another feature and an import circle', () => {
    const graph = new Map<string, string[]>([
      ['commands/registry.ts', ['features/cloud/commands.ts', 'ui/toasts.ts']],
      ['ui/toasts.ts', ['layouts/messages.ts']],
      ['features/easy/EasyCloud.tsx', ['features/cloud/browser/List.tsx', 'features/cloud/index.ts', 'features/easy/messages.ts', 'commands/registry.ts']],
      ['features/easy/messages.ts', []],
      ['features/cloud/index.ts', ['features/cloud/browser/List.tsx']],
      ['features/cloud/browser/List.tsx', ['features/cloud/index.ts']],
      ['app/RootFrame.tsx', ['main.tsx']],
      ['main.tsx', ['features.ts']],
    ]);
    const lazyGraph = new Map([['features/settings/SettingsPage.tsx', ['features/braille/BrailleSettingSection.tsx', 'features/braille/index.ts']]]);
    expect(webRuleBreaks(graph, lazyGraph)).toEqual([
      'web/commands/registry.ts imports web/features/cloud/commands.ts: the commands layer may not import a feature',
      'web/ui/toasts.ts imports web/layouts/messages.ts: ui is below layouts',
      'web/features/easy/EasyCloud.tsx imports web/features/cloud/browser/List.tsx: another feature is reached through its manifest.ts, shell.ts, shell.tsx, index.ts',
      'web/app/RootFrame.tsx imports web/main.tsx: only main.tsx imports the top',
      'web/features/settings/SettingsPage.tsx imports web/features/braille/BrailleSettingSection.tsx: another feature is reached through its manifest.ts, shell.ts, shell.tsx, index.ts',
      'import circle: web/features/cloud/browser/List.tsx → web/features/cloud/index.ts',
    ]);
  });

  it('reads every form of import the code uses', () => {
    const sample = `import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from './c.ts';\nimport './d.css';\nconst e = () => import('./e.tsx');\n// import x from 'commented';`;
    expect(importsOf(sample)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.tsx']);
  });

  it('would catch a web file importing the server and core importing React', () => {
    expect(MAY_IMPORT.web).not.toContain('server');
    expect(MAY_IMPORT.server).not.toContain('web');
    expect(packageAllowed('core', 'react', false)).toBe(false);
    expect(packageAllowed('core', 'node:fs', false)).toBe(false);
    expect(packageAllowed('web', 'node:fs', false)).toBe(false);
    expect(packageAllowed('server', 'react-dom', false)).toBe(false);
  });
});
