// One resident `lou_translate` process for one table list and direction.
// lou_translate cannot change tables once started, so a worker serves one
// (table list, direction) pair; the pool (louTranslatePool.ts) keeps a few.
//
// Framing: lou_translate answers each line it reads with exactly one line
// (lines are cut below its 2,047-byte read size before they reach here), so a
// request of n lines is answered by the next n lines out. A worker runs one
// request at a time, and any doubt about where it stands (a time limit hit, an
// exit, a write error) ends the process, so a late line can never be read as
// the answer to a later request.
//
// lou_translate writes through stdio, which buffers a pipe in 4 KiB blocks:
// without help a short answer would sit in its buffer. `stdbuf -oL` (GNU
// coreutils) makes its standard output line buffered.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { BrailleError, type Direction } from '../../core/braille/index.ts';

export interface LouTranslateWorkerOptions {
  /** The `lou_translate` command. */
  readonly command: string;
  /** Run before the command to make its output line buffered: `['stdbuf', '-oL']`. */
  readonly lineBuffered: readonly string[];
  readonly tableList: string;
  readonly direction: Direction;
}

export interface LouTranslateWorker {
  readonly key: string;
  /** False once the process ended or was stopped: the pool drops it. */
  readonly alive: boolean;
  readonly pid: number | undefined;
  /** Whether it was stopped for passing a call's time limit (a call not worth retrying). */
  readonly timedOut: boolean;
  /** The lines' translations, one per line; rejects (and ends the process) after `timeoutMs`. */
  translate(lines: readonly string[], timeoutMs: number): Promise<string[]>;
  /** Ends the process now. */
  stop(): void;
}

/** The pool's key for a worker: the direction and the table list. */
export const workerKey = (tableList: string, direction: Direction) => `${direction} ${tableList}`;

interface Pending {
  readonly expected: number;
  readonly got: string[];
  resolve(lines: string[]): void;
  reject(error: BrailleError): void;
}

export function startLouTranslateWorker(options: LouTranslateWorkerOptions): LouTranslateWorker {
  const { command, lineBuffered, tableList, direction } = options;
  const [program, ...prefix] = lineBuffered.length > 0 ? [...lineBuffered, command] : [command];
  const child: ChildProcessWithoutNullStreams = spawn(program as string, [...prefix, direction === 'forward' ? '--forward' : '--backward', tableList], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let alive = true;
  let timedOut = false;
  let pending: Pending | undefined;
  let partial = '';
  let stderr = '';

  const fail = (message: string) => {
    const current = pending;
    pending = undefined;
    current?.reject(new BrailleError('TRANSLATION_FAILED', `lou_translate failed with ${tableList}: ${message}`));
  };
  const stop = () => {
    if (!alive) return;
    alive = false;
    child.kill('SIGKILL');
  };

  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      // A line nobody asked for means the framing is lost: end the process.
      if (!pending) {
        stop();
        return;
      }
      pending.got.push(line);
      if (pending.got.length === pending.expected) {
        const done = pending;
        pending = undefined;
        done.resolve(done.got);
      }
    }
  });
  child.stderr.setEncoding('utf8');
  // Kept for the message if the process ends; the last few lines are enough.
  child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2_000)));
  child.on('error', (error) => {
    alive = false;
    fail(`it could not run: ${error.message}`);
  });
  child.on('close', (code, signal) => {
    alive = false;
    fail(stderr.trim().split('\n').pop() || `exit ${signal ?? code}`);
  });
  // A closed pipe (the process died) is reported by 'close' above.
  child.stdin.on('error', () => undefined);

  return {
    key: workerKey(tableList, direction),
    get alive() {
      return alive;
    },
    get timedOut() {
      return timedOut;
    },
    pid: child.pid,
    stop,
    translate(lines, timeoutMs) {
      if (lines.length === 0) return Promise.resolve([]);
      if (!alive) return Promise.reject(new BrailleError('TRANSLATION_FAILED', `lou_translate for ${tableList} has ended.`));
      if (pending) return Promise.reject(new Error('A lou_translate worker takes one request at a time.'));
      return new Promise<string[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          timedOut = true;
          fail(`took longer than ${timeoutMs} ms`);
          stop();
        }, timeoutMs);
        pending = {
          expected: lines.length,
          got: [],
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        child.stdin.write(`${lines.join('\n')}\n`);
      });
    },
  };
}
