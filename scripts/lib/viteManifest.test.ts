import { describe, expect, it } from 'vitest';
import { MANIFEST } from './__fixtures__/manifest.ts';
import { entryKey, mainCatalogueKey, requestChainDepth, staticClosure, type Manifest } from './viteManifest.ts';

/** What Vite's index.html names: the entry, a modulepreload of each static import, the stylesheet. */
const HTML = new Set(['assets/index.js', 'assets/shared.js', 'assets/index.css']);
const beforeRenderOf = (page: string, layout: string) => [layout, page, '../../virtual:catalogue/en-main'];

describe('the manifest as a graph', () => {
  it('finds the entry and the catalogue pieces', () => {
    expect(entryKey(MANIFEST)).toBe('index.html');
    expect(mainCatalogueKey(MANIFEST, 'ko')).toBe('../../virtual:catalogue/ko-main');
    expect(mainCatalogueKey(MANIFEST, 'fr')).toBeUndefined();
    expect(() => entryKey({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/);
  });

  it('gives a chunk with its CSS and static imports, depth first, each once', () => {
    expect([...staticClosure(MANIFEST, ['features/b/BPage.tsx'])]).toEqual(['assets/BPage.js', 'assets/BPage.css', 'assets/b.js', 'assets/b.css', 'assets/deep.js', 'assets/shared.js']);
    expect([...staticClosure(MANIFEST, ['features/a/APage.tsx', 'layouts/WideLayout.tsx', 'missing.tsx'])]).toEqual([
      'assets/APage.js',
      'assets/deep.js',
      'assets/shared.js',
      'assets/WideLayout.js',
    ]);
  });
});

describe('the request chain before a page renders', () => {
  it('is three without route preloads: the HTML, the entry with what it names, then the route and catalogue chunks', () => {
    expect(requestChainDepth(MANIFEST, { entry: 'index.html', withHtml: HTML, beforeRender: beforeRenderOf('features/a/APage.tsx', 'layouts/BlankLayout.tsx') })).toBe(3);
  });

  it('is two when the HTML preloads the route and catalogue chunks', () => {
    const withHtml = new Set([...HTML, 'assets/APage.js', 'assets/deep.js', 'assets/BlankLayout.js', 'assets/en-main.js']);
    expect(requestChainDepth(MANIFEST, { entry: 'index.html', withHtml, beforeRender: beforeRenderOf('features/a/APage.tsx', 'layouts/BlankLayout.tsx') })).toBe(2);
  });

  it('stays three for a route whose CSS only the preload helper loads', () => {
    const withHtml = new Set([...HTML, 'assets/BPage.js', 'assets/b.js', 'assets/deep.js', 'assets/WideLayout.js', 'assets/en-main.js']);
    expect(requestChainDepth(MANIFEST, { entry: 'index.html', withHtml, beforeRender: beforeRenderOf('features/b/BPage.tsx', 'layouts/WideLayout.tsx') })).toBe(3);
  });

  it('counts a chunk missing from the preloads one level after the entry is ready, its imports with it', () => {
    // Only the page is preloaded: the layout, the catalogue and the page's import `deep` come after the entry.
    const withHtml = new Set([...HTML, 'assets/APage.js']);
    expect(requestChainDepth(MANIFEST, { entry: 'index.html', withHtml, beforeRender: beforeRenderOf('features/a/APage.tsx', 'layouts/BlankLayout.tsx') })).toBe(3);
  });

  it('follows the entry static imports the HTML does not name, one level each', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_x.js'] },
      '_x.js': { file: 'assets/x.js', imports: ['_y.js'] },
      '_y.js': { file: 'assets/y.js', imports: ['_x.js'] },
    };
    // HTML 1, index 2, x 3, y 4 (a cycle back to x changes nothing); the page after y: 5.
    expect(requestChainDepth(manifest, { entry: 'index.html', withHtml: new Set(['assets/index.js']), beforeRender: [] })).toBe(4);
    expect(requestChainDepth(manifest, { entry: 'index.html', withHtml: new Set(['assets/index.js']), beforeRender: ['features/a/APage.tsx'] })).toBe(5);
    // Vite's modulepreloads flatten it.
    expect(requestChainDepth(manifest, { entry: 'index.html', withHtml: new Set(['assets/index.js', 'assets/x.js', 'assets/y.js']), beforeRender: ['features/a/APage.tsx'] })).toBe(3);
  });
});
