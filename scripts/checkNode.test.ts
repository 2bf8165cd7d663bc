import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
    expect(sentence).toContain('needs Node.js 22.22 or later');
    expect(sentence).toContain(`"${packageJson.engines.node}"`);
    expect(sentence).toContain('this is Node.js 20.20.2');
    expect(sentence).toContain('https://nodejs.org/');
    expect(sentence).toContain('nvm install 24');
    // One sentence: it ends with a full stop and none comes before another sentence would begin.
    expect(sentence.trim()).toMatch(/\.$/);
    expect(sentence).not.toMatch(/[.!?]\s+[A-Z]/);
  });

  it('stops a version just under the least one, and lets it and later ones through silently', () => {
    expect(checkUnder('v22.21.9').status).toBe(1);
    for (const version of ['v22.22.0', 'v22.23.1', 'v24.21.0', 'v26.0.0']) {
      expect(checkUnder(version)).toEqual({ status: 0, stdout: '', stderr: '' });
    }
  });

  it('runs before the install and before every script that runs a .ts file', () => {
    expect(packageJson.scripts['preinstall']).toBe('node scripts/checkNode.mjs');
    for (const [name, command] of Object.entries(packageJson.scripts)) {
      if (/\bnode\s+\S+\.ts\b/.test(command)) expect(command, name).toMatch(/^node scripts\/checkNode\.mjs && /);
    }
    for (const name of ['start', 'dev', 'test']) expect(packageJson.scripts[name], name).toMatch(/^node scripts\/checkNode\.mjs && /);
  });
});
