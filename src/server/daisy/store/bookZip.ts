import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { StoredBookFile } from './daisyBlobs.ts';

// The book as one ZIP, written as it is sent (GET /doc/daisy): the fileset at
// the archive's root (book.opf, book.xml, …, audio/, images/), each file
// read from the blob store only when the archive reaches it. Entries are
// stored, not deflated: MP3 and pictures are compressed already, and a
// stored archive's size is known before it is written (Content-Length, and
// the size GET /doc/daisy-status shows).

export interface BookZip {
  readonly stream: Readable;
  readonly size: number;
}

function zipOf(files: readonly StoredBookFile[], open: (file: StoredBookFile) => Promise<Readable>, mtime: Date): { zip: yazl.ZipFile; size: number } {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { size: file.size, compress: false, mtime }, (callback) => {
      open(file).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  let size = -1;
  // @types/yazl leaves out the callback's argument: the total, or -1 when it cannot be known.
  (zip.end as (options: object, callback: (total: number) => void) => void)({}, (total) => (size = total));
  return { zip, size };
}

/** The archive's exact size in bytes, without reading any file. */
export function bookZipSize(files: readonly StoredBookFile[], mtime: Date): number {
  const { zip, size } = zipOf(files, () => Promise.reject(new Error('Only measuring.')), mtime);
  // Nothing reads this archive: it stops at its first entry.
  zip.on('error', () => undefined);
  zip.outputStream.resume();
  return size;
}

export function bookZip(files: readonly StoredBookFile[], open: (file: StoredBookFile) => Promise<Readable>, mtime: Date): BookZip {
  const { zip, size } = zipOf(files, open, mtime);
  const stream = zip.outputStream as Readable;
  // A file that cannot be read (a blob gone) ends the download with an error, never a short archive that looks whole.
  zip.on('error', (error: Error) => stream.destroy(error));
  return { stream, size };
}
