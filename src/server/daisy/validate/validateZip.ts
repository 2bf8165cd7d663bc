import { mkdtemp, mkdir, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readZip, type ZipLimits } from '../../zip/zipReader.ts';
import type { DaisyProblem } from './problem.ts';
import { validateDaisyFolder, type DaisyValidationOptions } from './validateFolder.ts';

// A zipped book is unpacked with the project's guarded reader (bomb, ratio,
// entry-count and zip-slip checks) into a private temporary folder, keeping
// its folders, then validated as a folder; the folder is removed afterwards.
// Entries the reader skips (links, unsafe names) are problems of the book.

export const DAISY_ZIP_LIMITS: ZipLimits = { maxEntries: 20_000, maxUnpackedBytes: 2 * 1024 * 1024 * 1024 };

export async function validateDaisyZip(zipPath: string, options: DaisyValidationOptions & { limits?: ZipLimits } = {}): Promise<DaisyProblem[]> {
  const folder = await mkdtemp(join(tmpdir(), 'daisy-validate-'));
  try {
    const { size } = await stat(zipPath);
    const skipped = await readZip(zipPath, size, options.limits ?? DAISY_ZIP_LIMITS, async (entry, content) => {
      const target = resolve(folder, entry.path);
      // readZip has judged the name already; this is the last word on staying inside the folder.
      if (!target.startsWith(folder + sep)) return 'UNSAFE_PATH';
      await mkdir(dirname(target), { recursive: true });
      await pipeline(content, createWriteStream(target, { flags: 'wx' }));
      return undefined;
    });
    const problems = skipped.map((skip): DaisyProblem => ({ file: skip.NAME, rule: 'package', message: `The ZIP entry was not unpacked: ${skip.REASON}.` }));
    return [...problems, ...(await validateDaisyFolder(folder, options))];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
