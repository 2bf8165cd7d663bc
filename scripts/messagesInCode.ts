import { globSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '@formatjs/cli-lib';

export interface ExtractedMessage {
  readonly id: string;
  readonly description?: string;
}

/** Every message the product's code declares or formats, by id (its Korean phrase). */
export async function messagesInCode(repoRoot: string): Promise<Map<string, ExtractedMessage>> {
  const files = globSync('src/**/*.{ts,tsx}', { cwd: repoRoot })
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'))
    .map((file) => join(repoRoot, file));
  const extracted = JSON.parse(await extract(files, {})) as Record<string, { description?: string }>;
  return new Map(Object.entries(extracted).map(([id, m]) => [id, { id, ...(m.description ? { description: m.description } : {}) }]));
}
