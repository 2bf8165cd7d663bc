import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { BlobNotFoundError, BlobTooLargeError, assertValidKey, isValidKey, putThroughWriter, type BlobEntry, type BlobStore, type BlobWriter } from './blobStore.ts';

const INCOMING = '.incoming';

/**
 * One write: bytes go to a temporary file under `.incoming`, renamed into
 * place when the stream finishes, removed when it is destroyed first. The
 * folders are made in `_construct`, which Node runs before any write, so the
 * stream exists (and can take errors) from the moment it is made.
 */
class FsBlobWriter extends Writable implements BlobWriter {
  readonly #target: string;
  readonly #temp: string;
  readonly #maxBytes: number;
  #handle: FileHandle | undefined;
  #size = 0;
  #stored = false;

  constructor(target: string, tempDir: string, maxBytes: number) {
    super();
    this.#target = target;
    this.#temp = join(tempDir, `${randomUUID()}.part`);
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#size;
  }

  /** The temporary file; Node calls _write and _final only after _construct has opened it. */
  #open(): FileHandle {
    if (!this.#handle) throw new Error('The blob writer has no open file.');
    return this.#handle;
  }

  override _construct(callback: (error?: Error | null) => void): void {
    const open_ = async () => {
      await mkdir(dirname(this.#target), { recursive: true });
      await mkdir(dirname(this.#temp), { recursive: true });
      this.#handle = await open(this.#temp, 'wx');
    };
    open_().then(() => callback(), callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBytes) return callback(new BlobTooLargeError(this.#maxBytes));
    this.#open().write(chunk).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    const store = async () => {
      await this.#open().close();
      this.#handle = undefined;
      await rename(this.#temp, this.#target);
      this.#stored = true;
    };
    store().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.#stored) return callback(error);
    const discard = async () => {
      await this.#handle?.close().catch(() => undefined);
      this.#handle = undefined;
      await rm(this.#temp, { force: true });
    };
    discard().then(() => callback(error), () => callback(error));
  }
}

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

  const store: BlobStore = {
    writer(key, options = {}) {
      return new FsBlobWriter(pathOf(key), tempDir, options.maxBytes ?? Number.POSITIVE_INFINITY);
    },

    put(key, content, options) {
      return putThroughWriter(store, key, content, options);
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
  return store;
}
