import { globSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '@formatjs/cli-lib';
import { partOfFile, type CataloguePiece } from '../src/shared/i18n/catalogueParts.ts';

export interface ExtractedMessage {
  readonly id: string;
  readonly description?: string;
}

/** Every message the product's code declares or formats, by id (its Korean phrase). */
/** The product's source files that may hold messages, relative to the repository. */
function sourceFiles(repoRoot: string): string[] {
  return globSync('src/**/*.{ts,tsx}', { cwd: repoRoot }).filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'));
}

export async function messagesInCode(repoRoot: string): Promise<Map<string, ExtractedMessage>> {
  const files = sourceFiles(repoRoot).map((file) => join(repoRoot, file));
  const extracted = JSON.parse(await extract(files, {})) as Record<string, { description?: string }>;
  return new Map(Object.entries(extracted).map(([id, m]) => [id, { id, ...(m.description ? { description: m.description } : {}) }]));
}

/** For each message id, the catalogue pieces (main or a feature part) whose files use it. */
export async function messageOwners(repoRoot: string): Promise<Map<string, Set<CataloguePiece>>> {
  const byPiece = new Map<CataloguePiece, string[]>();
  for (const file of sourceFiles(repoRoot)) {
    const piece = partOfFile(file.replaceAll('\\', '/'));
    byPiece.set(piece, [...(byPiece.get(piece) ?? []), join(repoRoot, file)]);
  }
  const owners = new Map<string, Set<CataloguePiece>>();
  for (const [piece, files] of byPiece) {
    const ids = Object.keys(JSON.parse(await extract(files, {})) as Record<string, unknown>);
    for (const id of ids) owners.set(id, new Set([...(owners.get(id) ?? []), piece]));
  }
  return owners;
}
