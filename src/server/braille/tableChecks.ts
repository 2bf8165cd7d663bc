// Which liblouis tables compile here, asked of `lou_checktable` one table at a
// time as a call first needs it, and remembered: in memory for the process,
// and on disk (one small JSON file a liblouis version) so the next process —
// a CLI run, a restarted server — asks nothing. A table compiles or not for a
// given liblouis and its installed tables, so the file is keyed by the
// liblouis version, the command and LOUIS_TABLEPATH; installing another
// liblouis changes the version and starts a fresh file (docs/braille.md).

import { execFile } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { readCacheFile, writeCacheFile } from './cacheFile.ts';

export interface TableChecksOptions {
  /** `lou_checktable`. */
  readonly checker: string;
  /** The liblouis version (`lou_translate --version`). */
  readonly version: string;
  /** Where the file is kept; undefined keeps results in memory only. */
  readonly cacheDir: string | undefined;
  /** Extra key material: the command path, LOUIS_TABLEPATH. */
  readonly keyParts: readonly string[];
}

export interface TableChecks {
  /** Whether the table compiles, if known. */
  known(name: string): boolean | undefined;
  /** Checks the tables not known yet (in parallel), then writes the file once. */
  check(names: readonly string[]): Promise<void>;
  /** How many times lou_checktable ran in this process (for tests and the bench). */
  readonly runs: number;
}

/** The default cache folder: BRAILLE_CACHE_DIR, else $XDG_CACHE_HOME/tactile-studio, else ~/.cache/tactile-studio. */
export function defaultBrailleCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const set = env['BRAILLE_CACHE_DIR']?.trim();
  if (set === 'off') return undefined;
  if (set) return set;
  const xdg = env['XDG_CACHE_HOME']?.trim();
  if (xdg) return join(xdg, 'tactile-studio');
  const home = homedir();
  return home ? join(home, '.cache', 'tactile-studio') : undefined;
}

export function createTableChecks(options: TableChecksOptions): TableChecks {
  const key = fnv1a([options.version, ...options.keyParts].join('\0'));
  const file = options.cacheDir === undefined ? undefined : join(options.cacheDir, `liblouis-${options.version}-${key}.json`);
  const results = new Map<string, boolean>(Object.entries(readCacheFile(file, (value): value is boolean => typeof value === 'boolean')));
  const inFlight = new Map<string, Promise<void>>();
  let runs = 0;

  const checkOne = (name: string) =>
    new Promise<void>((resolve) => {
      runs++;
      execFile(options.checker, ['--quiet', `unicode.dis,${name}`], (error) => {
        results.set(name, error === null);
        resolve();
      });
    });

  return {
    known: (name) => results.get(name),
    get runs() {
      return runs;
    },
    async check(names) {
      const unknown = [...new Set(names)].filter((name) => !results.has(name));
      if (unknown.length === 0) {
        await Promise.all(names.map((name) => inFlight.get(name)));
        return;
      }
      await Promise.all(
        unknown.map((name) => {
          let running = inFlight.get(name);
          if (!running) {
            running = checkOne(name).finally(() => inFlight.delete(name));
            inFlight.set(name, running);
          }
          return running;
        }),
      );
      writeCacheFile(file, Object.fromEntries([...results].sort(([a], [b]) => a.localeCompare(b))));
    },
  };
}

/** FNV-1a, 64 bits, as 16 hex digits: names the file apart per key (not a secret); node:crypto would cost a CLI run ~10 ms to load. */
function fnv1a(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}
