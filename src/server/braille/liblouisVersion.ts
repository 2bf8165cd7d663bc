// Which liblouis is installed, asked of `lou_translate --version` and
// remembered on disk beside the table checks (tableChecks.ts). Asking is a
// process start, about 20 ms from Node (a fork of a large process), paid by
// every CLI run and every server's first translation; the answer changes only
// when the program does. So it is kept per program file: its path, size,
// modification time and inode. Another liblouis installed there is another
// file, and is asked again.

import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { readCacheFile, writeCacheFile } from './cacheFile.ts';

// node:fs's sync calls and a hand-made promise, not node:fs/promises and
// node:util's promisify: importing either loads a dozen more of Node's own
// modules (readline, worker threads, …), a tenth of a short CLI run. These
// calls are a handful of stats, once a process.

/** The standard output of a program, or undefined when it does not run (within a time limit, as for any process the server waits on). */
function outputOf(command: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 10_000 }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where a program is: a path as given, or the first match on PATH; undefined when there is none. */
export function findProgram(program: string, path = process.env['PATH'] ?? ''): string | undefined {
  const candidates = program.includes('/') ? [program] : path.split(delimiter).filter(Boolean).map((folder) => join(folder, program));
  return candidates.find(isExecutable);
}

/** The version `command --version` prints (e.g. "3.24.0"), from the cache when the program file is the one asked before; undefined when it does not run. */
export async function liblouisVersion(command: string, cacheDir: string | undefined): Promise<string | undefined> {
  const found = findProgram(command);
  const file = found ? statSync(found, { throwIfNoEntry: false }) : undefined;
  const key = found && file ? `${found}|${file.size}|${file.mtimeMs}|${file.ino}` : undefined;
  const cacheFile = cacheDir === undefined ? undefined : join(cacheDir, 'lou-translate-versions.json');
  const known = readCacheFile(cacheFile, (value): value is string => typeof value === 'string');
  if (key !== undefined && typeof known[key] === 'string') return known[key];
  const stdout = await outputOf(command, ['--version']);
  const version = stdout === undefined ? undefined : (/\d+\.\d+(\.\d+)?/.exec(stdout)?.[0] ?? 'unknown');
  if (version !== undefined && key !== undefined) writeCacheFile(cacheFile, { ...known, [key]: version });
  return version;
}
