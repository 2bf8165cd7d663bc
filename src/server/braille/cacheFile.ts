// The small JSON files the braille engine remembers things in (which tables
// compile, which liblouis is installed): read leniently, written whole.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entries of a JSON object file whose values pass `isValue`; empty when there is no file, or a damaged one (then asked again). */
export function readCacheFile<T>(file: string | undefined, isValue: (value: unknown) => value is T): Record<string, T> {
  if (file === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, T] => isValue(entry[1])));
  } catch {
    return {};
  }
}

/** Written whole under a temporary name and renamed, so a reader never sees half a file; a cache that cannot be written (read-only home, full disk) only costs time. */
export function writeCacheFile(file: string | undefined, entries: Record<string, unknown>): void {
  if (file === undefined) return;
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(entries, null, 1)}\n`);
    renameSync(temporary, file);
  } catch {
    // The results stay in memory.
  }
}
