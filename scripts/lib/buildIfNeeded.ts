import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const webDist = join(repoRoot, 'dist', 'web');

// What the web build is made from: a change to any of these makes it stale.
// The build's own plugins (scripts/vite) and what they use (scripts/lib: route preloads, precompression) count too.
const INPUTS = ['src/web', 'src/core', 'src/shared', 'locales', 'vite.config.ts', 'scripts/vite', 'scripts/lib', 'package-lock.json'];

// What tools write inside the sources and the build never reads: Vitest's cache (src/web/node_modules/.vite,
// written by every test run) made each `npm start` after a test run rebuild the app for nothing.
const NOT_INPUTS = new Set(['node_modules', '.vite', '.cache']);

/** The newest modification time of a file or a folder and everything in it (a deleted file changes its folder's). */
export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !NOT_INPUTS.has(entry))
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

export function webBuildIsStale(): boolean {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestChange(join(repoRoot, input)) > builtAt);
}

/** Runs `vite build` when the built app is missing or older than its sources. */
export function buildIfNeeded(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see above.');
    process.exit(result.status ?? 1);
  }
}
