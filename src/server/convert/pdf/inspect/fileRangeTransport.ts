import type { FileHandle } from 'node:fs/promises';
import { PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js given a file rather than its bytes: it asks for the ranges it needs
// (the cross-reference table, the catalog, the page tree; a page's streams
// when that page is read) and each is read from disk. pdf.js allocates a
// buffer the file's length but only touches what it fetched, so inspecting a
// 500 MB upload holds megabytes, not the whole file.

export class FileRangeTransport extends PDFDataRangeTransport {
  readonly #handle: FileHandle;

  constructor(handle: FileHandle, length: number) {
    super(length, null);
    this.#handle = handle;
  }

  override requestDataRange(begin: number, end: number): void {
    const chunk = new Uint8Array(Math.max(0, end - begin));
    // A failed read gives zeros (the parser then finds the file damaged) rather than a request pdf.js would wait on forever.
    this.#handle.read(chunk, 0, chunk.length, begin).then(
      () => this.onDataRange(begin, chunk),
      () => this.onDataRange(begin, chunk),
    );
  }
}
