import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file contents live, apart from the database: a folder under DATA_DIR
 * now, an S3-compatible store later, behind this one interface.
 */
export interface BlobStore {
  /**
   * Streams the content in and makes it visible only once complete: a failed
   * or too-large upload leaves nothing behind. Returns the stored size.
   */
  put(key: string, content: Readable | Uint8Array, options?: { readonly maxBytes?: number }): Promise<{ readonly size: number }>;
  /**
   * The same as a stream to write into, for a caller's own `pipeline`: every
   * stream of an upload then belongs to one pipeline from the first byte, so
   * an error anywhere (a dropped connection) reaches it and nothing else.
   * The content is visible under `key` only once the writer has finished
   * ('finish'); an error, a destroy or more than `maxBytes` (BlobTooLargeError)
   * leaves nothing behind.
   */
  writer(key: string, options?: { readonly maxBytes?: number }): BlobWriter;
  /** The content as a stream (`range`: bytes start to end, inclusive); throws BlobNotFoundError when there is none. */
  get(key: string, range?: { readonly start: number; readonly end: number }): Promise<Readable>;
  /** The size, or undefined when there is no such blob. */
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every complete blob whose key starts with `prefix` (e.g. "files/"), in no
   * particular order; writes still under way are not listed. The orphan sweep
   * reads it.
   */
  list(prefix: string): AsyncIterable<BlobEntry>;
  /**
   * Removes the leftovers of writes that never finished (a crash mid-upload)
   * and have not been touched since `before`; returns how many. A write under
   * way in another process keeps touching its file, so it is spared.
   */
  removeUnfinished(before: Date): Promise<number>;
}

/** A blob being written; `size` counts the bytes taken so far. */
export interface BlobWriter extends Writable {
  readonly size: number;
}

/** `put` for every store: the content piped into the store's own writer. */
export async function putThroughWriter(store: Pick<BlobStore, 'writer'>, key: string, content: Readable | Uint8Array, options?: { readonly maxBytes?: number }): Promise<{ readonly size: number }> {
  const writer = store.writer(key, options);
  const source = content instanceof Uint8Array ? Readable.from([Buffer.from(content)]) : content;
  await pipeline(source, writer);
  return { size: writer.size };
}

export interface BlobEntry {
  readonly key: string;
  readonly size: number;
  /** When the content was last written: the sweep spares young blobs, whose rows may be about to be committed. */
  readonly modifiedAt: Date;
}

export class BlobKeyError extends Error {}
export class BlobNotFoundError extends Error {}
export class BlobTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes.`);
    this.maxBytes = maxBytes;
  }
}

// Keys are made by the server (e.g. "files/<uuid>"), never taken from a user
// as they are: letters, digits, '-', '_' and '.' in '/'-separated segments,
// and no segment that climbs ('..') or hides ('.x').
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new BlobKeyError(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
