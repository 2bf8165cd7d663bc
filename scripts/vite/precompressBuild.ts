// A Vite plugin: once `vite build` has written dist/web, brotli and gzip
// copies of its compressible files (scripts/lib/precompress.ts), which the
// server sends by content negotiation (src/server/http/spa.ts). A plugin
// rather than a step after `vite build` in package.json, so every way the app
// is built makes them: `npm run build`, `npx vite build` before the browser
// tests, and `npm start` when the build is stale (scripts/lib/buildIfNeeded.ts).

import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { precompressDirectory } from '../lib/precompress.ts';

export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'tactile-studio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the bundle, the public folder and the files other plugins emit (the liblouis tables) are written.
      order: 'post',
      sequential: true,
      handler() {
        const started = performance.now();
        const result = precompressDirectory(outDir);
        const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
        this.info(
          `precompressed ${result.files} files (${kB(result.bytes)}): brotli ${kB(result.brotliBytes)}, gzip ${kB(result.gzipBytes)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
