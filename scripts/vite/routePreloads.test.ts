import { describe, expect, it } from 'vitest';
import { MANIFEST } from '../lib/__fixtures__/manifest.ts';
import { routePreloadsFromManifest } from './routePreloads.ts';

const ROUTES = [
  { path: '/a', page: 'features/a/APage.tsx', layout: 'layouts/BlankLayout.tsx' },
  { path: '/b/:id', page: 'features/b/BPage.tsx', layout: 'layouts/WideLayout.tsx' },
];

describe('route preloads from the manifest', () => {
  it('lists each route the chunks of its page and layout the entry does not load, JS and CSS apart, the page first', () => {
    const preloads = routePreloadsFromManifest(MANIFEST, ROUTES, { base: '/', locales: ['en', 'ko', 'fr'] });
    expect(preloads).toEqual({
      base: '/',
      routes: {
        '/a': { js: ['assets/APage.js', 'assets/deep.js', 'assets/BlankLayout.js'], css: [] },
        '/b/:id': { js: ['assets/BPage.js', 'assets/b.js', 'assets/deep.js', 'assets/WideLayout.js'], css: ['assets/BPage.css', 'assets/b.css'] },
      },
      // No piece for fr in this build: no entry.
      catalogues: { en: ['assets/en-main.js'], ko: ['assets/ko-main.js'] },
    });
  });

  it('keeps the base the app is served under', () => {
    expect(routePreloadsFromManifest(MANIFEST, ROUTES, { base: '/studio/', locales: [] }).base).toBe('/studio/');
  });

  it('refuses a route whose modules the build does not have: the route table moved', () => {
    expect(() => routePreloadsFromManifest(MANIFEST, [{ path: '/c', page: 'features/c/CPage.tsx', layout: 'layouts/BlankLayout.tsx' }], { base: '/', locales: [] })).toThrow(
      /\/c: features\/c\/CPage\.tsx.*routeModules\.ts|routeModules\.ts.*\/c: features\/c\/CPage\.tsx/,
    );
    expect(() => routePreloadsFromManifest(MANIFEST, [{ path: '/d', page: undefined, layout: 'layouts/NoLayout.tsx' }], { base: '/', locales: [] })).toThrow(
      /\/d: no page module; \/d: layouts\/NoLayout\.tsx/,
    );
  });
});
