import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './buildIfNeeded.ts';
import { layoutModuleOf, pageModuleOf, type RouteModules } from './routeModules.ts';

// The one reader of the features' routes for the build and the bench. Vitest
// rewrites `import()` in what it loads, so the real reading runs in Node.

describe('route modules', () => {
  it('reads the page module from a feature\'s loader as Node keeps its source', () => {
    expect(pageModuleOf('easy', "() => import('./EasyHomePage.tsx')")).toBe('features/easy/EasyHomePage.tsx');
    expect(pageModuleOf('test', '() => import("./TestPage.tsx")')).toBe('features/test/TestPage.tsx');
    expect(pageModuleOf('easy', '() => somethingElse()')).toBeUndefined();
  });

  it('names layout modules as the router imports them', () => {
    expect(layoutModuleOf('blank')).toBe('layouts/BlankLayout.tsx');
    expect(layoutModuleOf('easyCloud')).toBe('layouts/EasyCloudLayout.tsx');
  });

  it('gives every route of every feature a page and a layout module that exist', () => {
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import { routeModules } from './scripts/lib/routeModules.ts'; process.stdout.write(JSON.stringify(routeModules()));"],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    const routes = JSON.parse(run.stdout) as RouteModules[];
    expect(routes.map((route) => route.path)).toContain('/easy');
    expect(routes.find((route) => route.path === '/easy')).toEqual({ path: '/easy', page: 'features/easy/EasyHomePage.tsx', layout: 'layouts/BlankLayout.tsx' });
    for (const route of routes) {
      expect(route.page, route.path).toBeDefined();
      expect(existsSync(join(repoRoot, 'src', 'web', route.page ?? '')), route.path).toBe(true);
      expect(existsSync(join(repoRoot, 'src', 'web', route.layout)), route.path).toBe(true);
    }
  });
});
