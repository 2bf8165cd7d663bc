import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Test help: a private copy of a fixture book to break one rule in.

export type FixtureBook = 'text-only' | 'audio';

export function fixtureFolder(book: FixtureBook): string {
  return fileURLToPath(new URL(`./__fixtures__/${book}/`, import.meta.url));
}

export async function copyFixture(book: FixtureBook): Promise<{ folder: string; dispose: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), `daisy-fixture-${book}-`));
  await cp(fixtureFolder(book), folder, { recursive: true });
  return { folder, dispose: () => rm(folder, { recursive: true, force: true }) };
}

/** Replaces `from` by `to` in one file of the copy; throws when `from` is not there, so a mutation cannot silently miss. */
export async function edit(folder: string, file: string, from: string, to: string): Promise<void> {
  const path = join(folder, file);
  const text = await readFile(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to replace.`);
  await writeFile(path, text.replace(from, to));
}
