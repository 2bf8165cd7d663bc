import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../blobs/blobStore.ts';
import { DaisyFailure } from '../daisyFailure.ts';

// A made book's files in the blob store: each one a blob under
// daisy/<dtm_no>/<uuid> (its own key family, so the orphan sweep and the
// stored-file route know them), written before the job's end is committed.
// The writer keeps what it wrote, so a job that cannot commit removes it
// all, and counts the bytes against the book's budget.

/** A DAISY blob key: the document's number, then a uuid. */
export const DAISY_BLOB_KEY = /^daisy\/[1-9]\d{0,18}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DAISY_BLOB_PREFIX = 'daisy/';

export const daisyBlobKey = (dtmNo: string): string => `${DAISY_BLOB_PREFIX}${dtmNo}/${randomUUID()}`;

/** One stored file of a book: its path in the book and its blob. */
export interface StoredBookFile {
  readonly path: string;
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
}

export class BookBlobWriter {
  readonly files: StoredBookFile[] = [];
  private bytes = 0;
  private readonly blobs: BlobStore;
  private readonly dtmNo: string;
  private readonly maxBytes: number;

  constructor(blobs: BlobStore, dtmNo: string, maxBytes: number) {
    this.blobs = blobs;
    this.dtmNo = dtmNo;
    this.maxBytes = maxBytes;
  }

  /** Refuses a book past its budget before anything more is written. */
  private reserve(size: number): void {
    if (this.bytes + size > this.maxBytes) throw new DaisyFailure('TOO_LARGE', `The book would be larger than ${Math.floor(this.maxBytes / 1048576)} MB.`);
    this.bytes += size;
  }

  /** Stores `content` (of `size` bytes, known beforehand) as the book's file `path`. */
  async put(path: string, content: Uint8Array | (() => Promise<Readable>), size: number, contentType: string): Promise<StoredBookFile> {
    this.reserve(size);
    const key = daisyBlobKey(this.dtmNo);
    // Named before the write, so a write that fails half-way is removed with the rest.
    const file = { path, key, size, contentType };
    this.files.push(file);
    const written = await this.blobs.put(key, content instanceof Uint8Array ? content : await content(), { maxBytes: size });
    if (written.size !== size) throw new Error(`${path}: ${written.size} bytes stored, ${size} expected.`);
    return file;
  }

  /** Removes every blob written (the job failed, or its end could not be committed). */
  async discard(): Promise<void> {
    await Promise.allSettled(this.files.map((file) => this.blobs.delete(file.key)));
  }
}
