import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestChange } from './buildIfNeeded.ts';

// `npm start` rebuilds the web app when a source is newer than the build.
// Vitest writes its cache under src/web/node_modules/.vite on every run: that
// is no source, and must not make the next start rebuild (issue 18 item 4).

let root: string;
const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'newest-change-'));
  mkdirSync(join(root, 'node_modules', '.vite', 'vitest'), { recursive: true });
  writeFileSync(join(root, 'App.tsx'), 'export {};');
  at(join(root, 'App.tsx'), 1000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('what makes the web build stale', () => {
  it('is a source changed, not a tool cache written inside the sources', () => {
    const results = join(root, 'node_modules', '.vite', 'vitest', 'results.json');
    writeFileSync(results, '{}');
    at(results, 5000);
    at(join(root, 'node_modules', '.vite', 'vitest'), 5000);
    at(join(root, 'node_modules', '.vite'), 5000);
    at(join(root, 'node_modules'), 5000);
    at(root, 1000);
    expect(newestChange(root)).toBe(1000 * 1000);

    at(join(root, 'App.tsx'), 6000);
    expect(newestChange(root)).toBe(6000 * 1000);
  });
});
