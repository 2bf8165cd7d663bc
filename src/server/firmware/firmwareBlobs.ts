import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobTooLargeError, type BlobStore } from '../blobs/blobStore.ts';
import { firmwareRefusal } from './firmwareErrors.ts';

// Uploaded firmware files in the blob store: each one a blob under
// firmware/<uuid> (a key family of its own, so the orphan sweep knows it),
// streamed in with its SHA-256 computed on the way, never held whole.

export const FIRMWARE_BLOB_PREFIX = 'firmware/';

export const firmwareBlobKey = (): string => `${FIRMWARE_BLOB_PREFIX}${randomUUID()}`;

/** A firmware file as stored: its blob, size and SHA-256 (lower-case hex). */
export interface StoredFirmware {
  readonly key: string;
  readonly size: number;
  readonly sha256: string;
}

/**
 * Streams `source` into a new blob, hashing it; more than `maxBytes` is
 * FIRMWARE_TOO_LARGE. Whatever fails, no blob is left under the key (the
 * store's writer makes it visible only once complete; a complete one is
 * removed again if the pipeline failed after it).
 */
export async function storeFirmwareFile(blobs: BlobStore, source: Readable, maxBytes: number): Promise<StoredFirmware> {
  const key = firmwareBlobKey();
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, hashing, blobs.writer(key, { maxBytes }));
  } catch (error) {
    await blobs.delete(key).catch(() => undefined);
    if (error instanceof BlobTooLargeError || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw firmwareRefusal.tooLarge(maxBytes);
    throw error;
  }
  return { key, size, sha256: hash.digest('hex') };
}
