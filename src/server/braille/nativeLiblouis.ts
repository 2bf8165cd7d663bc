// Native liblouis (Debian's liblouis-bin and liblouis-data), through its
// `lou_translate` command, kept running: a small pool of resident processes,
// one a table list and direction (louTranslatePool.ts), lines on standard
// input, one line of Unicode braille out for each. Separate processes keep a
// bad table or a stuck translation from harming the server: a worker that
// crashes or passes its time limit is killed and replaced. Which tables
// compile is asked of lou_checktable only for the tables a call needs, and
// remembered per liblouis version (tableChecks.ts). Without `stdbuf` (which
// makes lou_translate's output line buffered) each call starts its own
// process, as before.

import { spawn, spawnSync } from 'node:child_process';
import { BrailleError, splitLongLine, type Direction, type PresentEngine } from '../../core/braille/index.ts';
import { findProgram, liblouisVersion } from './liblouisVersion.ts';
import { createLouTranslatePool, type LouTranslatePool } from './louTranslatePool.ts';
import { createTableChecks, defaultBrailleCacheDir, type TableChecks } from './tableChecks.ts';

/**
 * lou_translate reads at most 2,047 bytes of a line at a time and answers
 * each part on a line of its own. 600 UTF-16 units are at most 1,800 bytes of
 * UTF-8, so longer lines go in pieces of that size, cut after spaces, and are
 * joined again.
 */
const LINE_PIECE = 600;

/** The engine's limits and where it keeps its table checks; each has an env setting (docs/CONFIGURATION.md). */
export interface NativeLiblouisLimits {
  /** Most resident lou_translate processes (BRAILLE_WORKERS). */
  readonly workers: number;
  /** Most calls waiting for a worker before one is refused as busy (BRAILLE_QUEUE). */
  readonly maxQueue: number;
  /** A translation taking longer than this is stopped and its worker replaced (BRAILLE_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** A worker unused this long is stopped (BRAILLE_IDLE_MS). */
  readonly idleMs: number;
}

export const DEFAULT_NATIVE_LIMITS: NativeLiblouisLimits = { workers: 2, maxQueue: 64, timeoutMs: 20_000, idleMs: 10 * 60_000 };

export interface NativeLiblouisOptions extends Partial<NativeLiblouisLimits> {
  /** The `lou_translate` command; `lou_checktable` is looked for beside it. */
  readonly command?: string;
  /** Where table checks are remembered between processes (BRAILLE_CACHE_DIR); null keeps them in memory. */
  readonly cacheDir?: string | null;
  /** Start a process a call instead of keeping workers (the CLI's way, and for comparison). */
  readonly resident?: boolean;
  /**
   * With `resident: false`, wait for each call's process without returning to
   * the event loop (spawnSync): the CLI has nothing else to do meanwhile, and
   * watching the pipes of a process cost a short command 6 ms. Never on a server.
   */
  readonly blocking?: boolean;
}

export interface NativeLiblouis extends PresentEngine {
  readonly version: string;
  readonly checks: TableChecks;
  /** The resident workers, when kept. */
  readonly pool: LouTranslatePool | undefined;
  close(): void;
}

/**
 * The native engine, or undefined when liblouis is not installed. Nothing is
 * compiled here: a table is checked when a call first needs it (`check`), so
 * a table missing from an older liblouis is reported unavailable rather than
 * failing later.
 */
export async function loadNativeLiblouis(options: NativeLiblouisOptions = {}): Promise<NativeLiblouis | undefined> {
  const command = options.command ?? 'lou_translate';
  const cacheDir = options.cacheDir === null ? undefined : (options.cacheDir ?? defaultBrailleCacheDir());
  const version = await liblouisVersion(command, cacheDir);
  if (version === undefined) return undefined;
  const stdbuf = options.resident !== false && findProgram('stdbuf') !== undefined;
  const checks = createTableChecks({
    checker: command.replace(/lou_translate$/, 'lou_checktable'),
    version,
    cacheDir,
    keyParts: [command, process.env['LOUIS_TABLEPATH'] ?? ''],
  });
  const limits: NativeLiblouisLimits = {
    workers: options.workers ?? DEFAULT_NATIVE_LIMITS.workers,
    maxQueue: options.maxQueue ?? DEFAULT_NATIVE_LIMITS.maxQueue,
    timeoutMs: options.timeoutMs ?? DEFAULT_NATIVE_LIMITS.timeoutMs,
    idleMs: options.idleMs ?? DEFAULT_NATIVE_LIMITS.idleMs,
  };
  const pool = stdbuf
    ? createLouTranslatePool({ command, lineBuffered: ['stdbuf', '-oL'], size: limits.workers, maxQueue: limits.maxQueue, timeoutMs: limits.timeoutMs, idleMs: limits.idleMs })
    : undefined;
  const translate = (tableList: string, lines: readonly string[], direction: Direction) =>
    pool ? pool.translate(tableList, direction, lines) : runCommand(command, tableList, lines, direction, limits.timeoutMs, options.blocking === true);
  return {
    engine: 'native',
    version,
    checks,
    pool,
    supports: (name) => checks.known(name) === true,
    check: (names) => checks.check(names),
    translateLines: async (tableList, lines, direction) => {
      const pieces = lines.map((line) => splitLongLine(line, LINE_PIECE));
      const translated = await translate(tableList, pieces.flat(), direction);
      let next = 0;
      return pieces.map((linePieces) => translated.slice(next, (next += linePieces.length)).join(''));
    },
    close: () => pool?.close(),
  };
}

/** How a lou_translate process ended. */
interface Finished {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The lines a finished lou_translate gave, or the BrailleError it ended in. */
function linesOf(run: Finished, tableList: string, expected: number, timeoutMs: number): string[] {
  // lou_translate reports a table it cannot compile on stderr and still exits 0.
  if (run.status !== 0 || run.signal !== null || /could not be compiled|cannot resolve table/i.test(run.stderr)) {
    const why = run.signal === 'SIGTERM' ? `took longer than ${timeoutMs} ms` : run.stderr.trim().split('\n').pop();
    throw new BrailleError('TRANSLATION_FAILED', `lou_translate failed with ${tableList}: ${why || `exit ${run.status}`}`);
  }
  const output = run.stdout.split('\n');
  if (output.at(-1) === '') output.pop();
  if (output.length !== expected) throw new BrailleError('TRANSLATION_FAILED', `lou_translate gave ${output.length} lines for ${expected}.`);
  return output;
}

const couldNotRun = (error: Error) => new BrailleError('TRANSLATION_FAILED', `lou_translate could not run: ${error.message}`);

/** A call's answer is at most this much braille (the CLI's requests are at most 100,000 characters in). */
const MOST_OUTPUT_BYTES = 64 * 1024 * 1024;

/** One process for one call: used when stdbuf is missing, and by the CLI, whose one call gains nothing from a worker. */
async function runCommand(command: string, tableList: string, lines: readonly string[], direction: Direction, timeoutMs: number, blocking: boolean): Promise<string[]> {
  if (lines.length === 0) return [];
  const args = [direction === 'forward' ? '--forward' : '--backward', tableList];
  const input = `${lines.join('\n')}\n`;
  if (blocking) {
    const run = spawnSync(command, args, { input, encoding: 'utf8', timeout: timeoutMs, maxBuffer: MOST_OUTPUT_BYTES });
    // A time limit reached is ETIMEDOUT with SIGTERM, reported as the time limit by linesOf; any other
    // error (no such program, more output than MOST_OUTPUT_BYTES, also ended by SIGTERM) is said as it is.
    if (run.error && (run.error as NodeJS.ErrnoException).code !== 'ETIMEDOUT') throw couldNotRun(run.error);
    return linesOf(run, tableList, lines.length, timeoutMs);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: timeoutMs });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(couldNotRun(error)));
    child.on('close', (status, signal) => {
      try {
        resolve(linesOf({ status, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }, tableList, lines.length, timeoutMs));
      } catch (error) {
        reject(error as Error);
      }
    });
    // A closed pipe (the process died early) is reported by 'close' above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}
