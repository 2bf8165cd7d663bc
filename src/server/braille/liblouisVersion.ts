// Which liblouis is installed, asked of `lou_translate --version` and
// remembered on disk beside the table checks (tableChecks.ts). Asking is a
// process start, about 20 ms from Node (a fork of a large process), paid by
// every CLI run and every server's first translation; the answer changes only
// when the program does. So it is kept per program file: its path, size,
// modification time and inode. Another liblouis installed there is another
// file, and is asked again.

import { execFile } from 'node:child_process';
import { access, constants, stat } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { readCacheFile, writeCacheFile } from './cacheFile.ts';

const run = promisify(execFile);

/** Where a program is: a path as given, or the first match on PATH; undefined when there is none. */
export async function findProgram(program: string, path = process.env['PATH'] ?? ''): Promise<string | undefined> {
  const candidates = program.includes('/') ? [program] : path.split(delimiter).filter(Boolean).map((folder) => join(folder, program));
  for (const candidate of candidates) {
    if (await access(candidate, constants.X_OK).then(() => true, () => false)) return candidate;
  }
  return undefined;
}

/** The version `command --version` prints (e.g. "3.24.0"), from the cache when the program file is the one asked before; undefined when it does not run. */
export async function liblouisVersion(command: string, cacheDir: string | undefined): Promise<string | undefined> {
  const found = await findProgram(command);
  const file = await (found ? stat(found).catch(() => undefined) : undefined);
  const key = found && file ? `${found}|${file.size}|${file.mtimeMs}|${file.ino}` : undefined;
  const cacheFile = cacheDir === undefined ? undefined : join(cacheDir, 'lou-translate-versions.json');
  const known = readCacheFile(cacheFile, (value): value is string => typeof value === 'string');
  if (key !== undefined && typeof known[key] === 'string') return known[key];
  // A time limit, as for any process the server waits on.
  const version = await run(command, ['--version'], { timeout: 10_000 }).then(
    ({ stdout }) => /\d+\.\d+(\.\d+)?/.exec(stdout)?.[0] ?? 'unknown',
    () => undefined,
  );
  if (version !== undefined && key !== undefined) writeCacheFile(cacheFile, { ...known, [key]: version });
  return version;
}
