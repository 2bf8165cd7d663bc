import { rm } from 'node:fs/promises';
import type { BlobStore } from '../../blobs/blobStore.ts';

/**
 * What an upload has written so far: blobs and spooled temporary files. On
 * any failure the route discards it all, so an upload that does not end in
 * committed rows leaves nothing behind. Temporary files go in every case.
 */
export class Stash {
  readonly #blobs: BlobStore;
  readonly #keys: string[] = [];
  readonly #paths: string[] = [];

  constructor(blobs: BlobStore) {
    this.#blobs = blobs;
  }

  addBlob(key: string): void {
    this.#keys.push(key);
  }

  addPath(path: string): void {
    this.#paths.push(path);
  }

  /** The blobs written, in order. */
  get blobKeys(): readonly string[] {
    return this.#keys;
  }

  /** Removes the temporary files (after success too). */
  async removeTemporary(): Promise<void> {
    await Promise.all(this.#paths.splice(0).map((path) => rm(path, { force: true })));
  }

  /** How many blobs were written so far: a mark for `discardSince`. */
  get mark(): number {
    return this.#keys.length;
  }

  /**
   * Removes the blobs written since `mark` and every temporary file: one
   * refused file of a request of several, while the others' blobs stay for
   * the commit.
   */
  async discardSince(mark: number): Promise<void> {
    const keys = this.#keys.splice(mark);
    await Promise.allSettled(keys.map((key) => this.#blobs.delete(key)));
    await this.removeTemporary();
  }

  /** Removes every blob and temporary file written. A blob that failed to delete is left to the start-up orphan sweep. */
  async discard(): Promise<void> {
    const keys = this.#keys.splice(0);
    await Promise.allSettled(keys.map((key) => this.#blobs.delete(key)));
    await this.removeTemporary();
  }
}
