import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, BlobTooLargeError, assertValidKey, type BlobStore } from './blobStore.ts';

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
  const tempDir = join(root, '.incoming');

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

    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) throw new BlobNotFoundError(key);
      } catch (error) {
        if (error instanceof BlobNotFoundError || (error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
        throw error;
      }
      return createReadStream(path);
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
  };
}
