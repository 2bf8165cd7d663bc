import type { Manifest } from '../viteManifest.ts';

// A small build: an entry with a shared chunk, two pages (one with CSS), two layouts, two catalogue pieces.
export const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
    dynamicImports: ['features/a/APage.tsx', 'features/b/BPage.tsx', 'layouts/BlankLayout.tsx', 'layouts/WideLayout.tsx', '../../virtual:catalogue/en-main'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_deep.js': { file: 'assets/deep.js', imports: ['_shared.js'] },
  '_b.js': { file: 'assets/b.js', imports: ['_deep.js'], css: ['assets/b.css'] },
  'features/a/APage.tsx': { file: 'assets/APage.js', isDynamicEntry: true, imports: ['_deep.js', '_shared.js'] },
  'features/b/BPage.tsx': { file: 'assets/BPage.js', isDynamicEntry: true, imports: ['_b.js'], css: ['assets/BPage.css'] },
  'layouts/BlankLayout.tsx': { file: 'assets/BlankLayout.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'layouts/WideLayout.tsx': { file: 'assets/WideLayout.js', isDynamicEntry: true, imports: ['_deep.js'] },
  '../../virtual:catalogue/en-main': { file: 'assets/en-main.js', isDynamicEntry: true },
  '../../virtual:catalogue/ko-main': { file: 'assets/ko-main.js', isDynamicEntry: true },
};
