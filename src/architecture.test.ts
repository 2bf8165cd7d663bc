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
    const isTest = /\.test\.tsx?$/.test(file) || file.includes(`${join('web', 'testing')}`);
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
    if (layerOf(file) !== 'web' || /\.test\.tsx?$/.test(file) || file.includes(join('web', 'testing'))) continue;
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
