// Cold start and idle memory (issue 18 item 4): `npm start` as an operator
// runs it (the real start script, embedded PGlite and sign-in, the default
// settings), timed from the spawn to the first 200 on /healthz, on a fresh
// data directory (migrations, the seeded accounts) and again on the same one
// (a restart); then the server's resident memory once idle. Printed, never
// asserted; Linux /proc figures.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { procBytes } from '../../src/server/testing/serverProcess.ts';
import { buildIfNeeded, repoRoot } from '../lib/buildIfNeeded.ts';
import { freePort } from '../../src/server/testing/freePort.ts';

/** How long the server is left alone before its memory is read. */
const IDLE_MS = 3000;

/** The node process under `pid` (itself included) running `marker`: npm runs a shell that runs node. */
function descendant(pid: number, marker: string): number | undefined {
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  };
  const [program = '', ...args] = read(`/proc/${pid}/cmdline`).split('\0');
  if (program.endsWith('node') && args.some((arg) => arg.endsWith(marker))) return pid;
  const children = read(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean).map(Number);
  for (const child of children) {
    const found = descendant(child, marker);
    if (found !== undefined) return found;
  }
  return undefined;
}

interface StartFigures {
  readonly readyMs: number;
  readonly rss: number | undefined;
  readonly peak: number | undefined;
}

async function startOnce(dataDir: string): Promise<StartFigures> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The npm that runs this bench (`npm run bench`), else the one on PATH.
  const npmCli = process.env['npm_execpath'];
  const [command, args] = npmCli ? [process.execPath, [npmCli, 'start', '--silent']] : ['npm', ['start', '--silent']];
  const started = performance.now();
  // Its own process group, so the stop reaches npm, its shell and the server.
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let readyMs: number | undefined;
    while (readyMs === undefined) {
      if (child.exitCode !== null) throw new Error(`npm start ended before it answered: ${stderr.slice(-1000)}`);
      const ok = await fetch(`${origin}/healthz`).then((response) => response.status === 200, () => false);
      if (ok) readyMs = performance.now() - started;
      else await sleep(10);
    }
    await sleep(IDLE_MS);
    const server = child.pid === undefined ? undefined : descendant(child.pid, 'scripts/start.ts');
    return { readyMs, rss: server && procBytes(server, 'VmRSS'), peak: server && procBytes(server, 'VmHWM') };
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

export async function runStartupBench(): Promise<void> {
  console.log('\nCold start of `npm start` (embedded PGlite and sign-in, defaults) to the first 200 on /healthz, and idle RSS\n');
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const first = await startOnce(dataDir);
    const restart = await startOnce(dataDir);
    const row = (label: string, figures: StartFigures) =>
      console.log(`${label.padEnd(34)} ${`${figures.readyMs.toFixed(0)} ms`.padStart(9)}   idle RSS ${mb(figures.rss).padStart(7)} (peak ${mb(figures.peak)})`);
    row('first start (fresh data dir)', first);
    row('restart (existing data dir)', restart);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await runStartupBench();
