import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 17 item 9: under an older Node.js, `npm ci` (preinstall) and `npm
// start` (and the other scripts that run .ts files) stop with one sentence
// naming the version needed and how to get it. The script runs as npm runs
// it, in a process of its own, under a version the test chooses.

const SCRIPT = fileURLToPath(new URL('./checkNode.mjs', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };

function checkUnder(version: string) {
  const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, TACTILE_NODE_VERSION_UNDER_TEST: version }, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the Node.js version check', () => {
  it('stops Node 20 with one sentence naming the version needed and how to get it', () => {
    const { status, stdout, stderr } = checkUnder('v20.20.2');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    const [sentence] = lines as [string];
    expect(sentence).toContain('needs Node.js 24.15 or later, or 22.22.2 or a later 22 ');
    expect(sentence).toContain(`"${packageJson.engines.node}"`);
    expect(sentence).toContain('this is Node.js 20.20.2');
    expect(sentence).toContain('https://nodejs.org/');
    expect(sentence).toContain('nvm install 24');
    // One sentence: it ends with a full stop and none comes before another sentence would begin.
    expect(sentence.trim()).toMatch(/\.$/);
    expect(sentence).not.toMatch(/[.!?]\s+[A-Z]/);
  });

  it('stops a version just under the least of each line, and lets them and later ones through silently', () => {
    for (const version of ['v22.22.1', 'v23.11.0', 'v24.14.9']) expect(checkUnder(version).status, version).toBe(1);
    for (const version of ['v22.22.2', 'v22.23.1', 'v24.15.0', 'v24.21.0', 'v26.0.0']) {
      expect(checkUnder(version)).toEqual({ status: 0, stdout: '', stderr: '' });
    }
  });

  it('has npm ci refuse an older Node.js before it fetches anything (engine-strict), so no engine warning comes first', () => {
    const npmrc = readFileSync(new URL('../.npmrc', import.meta.url), 'utf8');
    expect(npmrc).toMatch(/^engine-strict=true$/m);
  });

  it('asks no less than any locked package does: engine-strict never refuses a version "engines" allows', () => {
    // The least version of each line "engines" allows must satisfy every locked package's own "engines".
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    expect(lock.packages['']?.engines?.node).toBe(packageJson.engines.node);
    const leasts = packageJson.engines.node.split('||').map((part) => part.trim().replace(/^(>=|\^)/, ''));
    const refused: string[] = [];
    for (const [name, entry] of Object.entries(lock.packages)) {
      const range = entry.engines?.node;
      if (!range || name === '') continue;
      for (const least of leasts) if (!satisfies(least, range)) refused.push(`${name} (${range}) refuses ${least}`);
    }
    expect(refused).toEqual([]);
  });

  it('runs before the install and before every script that runs a .ts file', () => {
    expect(packageJson.scripts['preinstall']).toBe('node scripts/checkNode.mjs');
    for (const [name, command] of Object.entries(packageJson.scripts)) {
      if (/\bnode\s+\S+\.ts\b/.test(command)) expect(command, name).toMatch(/^node scripts\/checkNode\.mjs && /);
    }
    for (const name of ['start', 'dev', 'test']) expect(packageJson.scripts[name], name).toMatch(/^node scripts\/checkNode\.mjs && /);
  });
});
