import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, BlobTooLargeError, assertValidKey, isValidKey, type BlobEntry, type BlobStore } from './blobStore.ts';

/** Counts bytes as they pass and stops the stream past the limit. */
function sizeLimit(maxBytes: number, counted: { size: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.size += chunk.length;
      if (counted.size > maxBytes) callback(new BlobTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

const INCOMING = '.incoming';

/** The files under `dir` as keys relative to the root, streaming (opendir), skipping hidden entries such as `.incoming`. */
async function* walk(root: string, dir: string): AsyncGenerator<BlobEntry> {
  let handle;
  try {
    handle = await opendir(join(root, dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of handle) {
    if (entry.name.startsWith('.')) continue;
    const key = dir === '' ? entry.name : `${dir}/${entry.name}`;
    // Something put there by hand under a name no key can have is not ours to list.
    if (!isValidKey(key)) continue;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile()) {
      const info = await stat(join(root, key)).catch(() => undefined);
      if (info) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }
}

/**
 * Blobs as files under a folder. A write goes to a temporary file in the same
 * folder tree and is renamed into place when complete, so a reader sees the
 * whole content or none of it.
 */
export function fsBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  const tempDir = join(root, INCOMING);

  return {
    async put(key, content, options = {}) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      await mkdir(tempDir, { recursive: true });
      const temp = join(tempDir, `${randomUUID()}.part`);
      const counted = { size: 0 };
      const source = content instanceof Uint8Array ? Readable.from([Buffer.from(content)]) : content;
      try {
        await pipeline(source, sizeLimit(options.maxBytes ?? Number.POSITIVE_INFINITY, counted), createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size: counted.size };
    },

    async get(key, range) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) throw new BlobNotFoundError(key);
      } catch (error) {
        if (error instanceof BlobNotFoundError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix) {
      // Walk only the folder the prefix names ("files/" or "files/ab" → files/).
      const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (dir !== '') assertValidKey(dir);
      for await (const entry of walk(root, dir)) if (entry.key.startsWith(prefix)) yield entry;
    },

    async removeUnfinished(before) {
      let removed = 0;
      let handle;
      try {
        handle = await opendir(tempDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      for await (const entry of handle) {
        if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
        const path = join(tempDir, entry.name);
        const info = await stat(path).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
