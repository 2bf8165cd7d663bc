// Native liblouis (Debian's liblouis-bin and liblouis-data), through its
// `lou_translate` command: one process a request, lines on standard input,
// one line of Unicode braille out for each. A process a request keeps a bad
// table or a stuck translation from harming anything else, and costs a few
// milliseconds (measured: 8–26 ms including the table compile).

import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { BRAILLE_TABLES, BrailleError, splitLongLine, type Direction, type PresentEngine } from '../../core/braille/index.ts';

const run = promisify(execFile);

/**
 * lou_translate reads at most 2,047 bytes of a line at a time and answers
 * each part on a line of its own. 600 UTF-16 units are at most 1,800 bytes of
 * UTF-8, so longer lines go in pieces of that size, cut after spaces, and are
 * joined again.
 */
const LINE_PIECE = 600;

export interface NativeLiblouisOptions {
  /** The `lou_translate` command; `lou_checktable` is looked for beside it. */
  readonly command?: string;
  /** A translation taking longer than this is stopped. */
  readonly timeoutMs?: number;
}

export interface NativeLiblouis extends PresentEngine {
  readonly version: string;
}

/**
 * The native engine, or undefined when liblouis is not installed. Which
 * catalogue tables compile is checked once, here, so a table missing from an
 * older liblouis is reported unavailable rather than failing later.
 */
export async function loadNativeLiblouis(options: NativeLiblouisOptions = {}): Promise<NativeLiblouis | undefined> {
  const command = options.command ?? 'lou_translate';
  const version = await run(command, ['--version']).then(
    ({ stdout }) => /\d+\.\d+(\.\d+)?/.exec(stdout)?.[0] ?? 'unknown',
    () => undefined,
  );
  if (version === undefined) return undefined;
  const checker = command.replace(/lou_translate$/, 'lou_checktable');
  const names = [...new Set(BRAILLE_TABLES.map((table) => table.tables.native).filter((name) => name !== undefined))];
  const compiled = new Set<string>();
  await Promise.all(
    names.map((name) =>
      run(checker, ['--quiet', `unicode.dis,${name}`]).then(
        () => compiled.add(name),
        () => undefined,
      ),
    ),
  );
  const timeoutMs = options.timeoutMs ?? 20_000;
  return {
    engine: 'native',
    version,
    supports: (name) => compiled.has(name),
    translateLines: (tableList, lines, direction) => translateWithCommand(command, tableList, lines, direction, timeoutMs),
  };
}

async function translateWithCommand(
  command: string,
  tableList: string,
  lines: readonly string[],
  direction: Direction,
  timeoutMs: number,
): Promise<string[]> {
  const pieces = lines.map((line) => splitLongLine(line, LINE_PIECE));
  const translated = await runCommand(command, tableList, pieces.flat(), direction, timeoutMs);
  let next = 0;
  return pieces.map((linePieces) => translated.slice(next, (next += linePieces.length)).join(''));
}

function runCommand(command: string, tableList: string, lines: readonly string[], direction: Direction, timeoutMs: number): Promise<string[]> {
  if (lines.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [direction === 'forward' ? '--forward' : '--backward', tableList], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new BrailleError('TRANSLATION_FAILED', `lou_translate could not run: ${error.message}`)));
    child.on('close', (code, signal) => {
      const stderr = Buffer.concat(err).toString('utf8');
      // lou_translate reports a table it cannot compile on stderr and still exits 0.
      if (code !== 0 || signal !== null || /could not be compiled|cannot resolve table/i.test(stderr)) {
        const why = signal === 'SIGTERM' ? `took longer than ${timeoutMs} ms` : stderr.trim().split('\n').pop();
        reject(new BrailleError('TRANSLATION_FAILED', `lou_translate failed with ${tableList}: ${why ?? `exit ${code}`}`));
        return;
      }
      const output = Buffer.concat(out).toString('utf8').split('\n');
      if (output.at(-1) === '') output.pop();
      if (output.length !== lines.length) {
        reject(new BrailleError('TRANSLATION_FAILED', `lou_translate gave ${output.length} lines for ${lines.length}.`));
        return;
      }
      resolve(output);
    });
    // A closed pipe (the process died early) is reported by 'close' above.
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}
