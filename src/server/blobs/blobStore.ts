import type { Readable } from 'node:stream';

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
  /** The content as a stream; throws BlobNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** The size, or undefined when there is no such blob. */
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
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

export function assertValidKey(key: string): void {
  if (!KEY.test(key)) throw new BlobKeyError(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}
