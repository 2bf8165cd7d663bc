import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { API_PREFIXES } from './src/shared/http/apiPrefixes.ts';
import { catalogueParts } from './scripts/vite/catalogueParts.ts';
import { liblouisAssets } from './scripts/vite/liblouisAssets.ts';
import { precompressBuild } from './scripts/vite/precompressBuild.ts';
import { routePreloads } from './scripts/vite/routePreloads.ts';
import { stripMessageDescriptions } from './scripts/vite/stripMessageDescriptions.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

// The web app lives in src/web (its index.html too), so the top level of the
// repository stays the design card's. The server serves dist/web.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [stripMessageDescriptions(), react(), liblouisAssets(), catalogueParts(repoRoot), routePreloads(repoRoot), precompressBuild()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The manifest lets the route-preloads plugin and the bundle-size benchmark follow each route's chunks.
    manifest: true,
    sourcemap: true,
    target: 'es2023',
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes in one chunk with it:
        // those modules are in every first load anyway, and as some fifty
        // small chunks (each also imported by lazy ones) they cost requests
        // and bytes (imports and names in every file). Lazy code still splits
        // by route and feature. (docs/ARCHITECTURE.md, Bundle size.)
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }])),
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core
    // CI machine. Most server tests wait on a child process, PostgreSQL or a
    // socket, so a second worker there takes the unit run from 14 to 10 min.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Two workers and the servers the tests start share those two cores: a
    // property test that takes 2 s alone took over 5 s so. A wait, not a speed check.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        root: repoRoot,
        test: { name: 'core', environment: 'node', include: ['src/core/**/*.test.ts'] },
      },
      {
        extends: true,
        root: repoRoot,
        test: { name: 'shared', environment: 'node', include: ['src/shared/**/*.test.ts'] },
      },
      {
        extends: true,
        root: repoRoot,
        test: { name: 'server', environment: 'node', include: ['src/server/**/*.test.ts', 'src/cli/**/*.test.ts'] },
      },
      {
        extends: true,
        root: repoRoot,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
      {
        // Rules about the repository as a whole: the import table between the
        // layers, and that every message used in code is in the catalogues.
        extends: true,
        root: repoRoot,
        test: { name: 'repo', environment: 'node', include: ['src/*.test.ts', 'scripts/**/*.test.ts'] },
      },
    ],
  },
});
