import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ConversionFailure } from '../../conversion.ts';
import { FileRangeTransport } from './fileRangeTransport.ts';

// pdf.js, opened so that a document can do nothing but be read:
// - no eval: pdf.js 6 has none left to turn off (its isEvalSupported option
//   is gone; fonts and PostScript functions are interpreted, and the build
//   holds no `new Function`); no XFA; no scripting (pdf.js runs document
//   JavaScript only through its sandbox, which we never load: an
//   /OpenAction script is inert data);
// - no fetch of anything: the data is read from the file by our own range
//   transport (fileRangeTransport.ts); the CMaps and standard
//   fonts pdf.js may need for text come from its own package folder, read
//   with fs (Node's pdf.js reads a path, never a URL, when useWorkerFetch is
//   false), and WebAssembly decoders are off;
// - no font loading into a page (disableFontFace) and no system fonts;
// - stopAtErrors off: a page with one broken operator keeps the text pdf.js
//   could read (as every viewer shows it) rather than failing the book;
//   what cannot be read at all still fails (DAMAGED).
// Opening parses the cross-reference table, the catalog and, page by page,
// the page tree; it never parses a page's drawing. Callers that read text
// (getTextContent) must first pass the file through inflationGuard.

const packageFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface OpenedPdf {
  readonly doc: PDFDocumentProxy;
  /** Frees pdf.js's copy of the file and its caches. */
  close(): Promise<void>;
}

/** The document read from the file a range at a time, or ENCRYPTED (a password is needed) or DAMAGED (unreadable structure). */
export async function openPdfjs(path: string, length: number): Promise<OpenedPdf> {
  const handle = await open(path, 'r');
  const task = getDocument({
    range: new FileRangeTransport(handle, length),
    rangeChunkSize: 64 * 1024,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    cMapUrl: join(packageFolder, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(packageFolder, 'standard_fonts') + '/',
    stopAtErrors: false,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  const close = async () => {
    await task.destroy().catch(() => undefined);
    await handle.close().catch(() => undefined);
  };
  try {
    return { doc: await task.promise, close };
  } catch (error) {
    await close();
    throw pdfjsFailure(error);
  }
}

/** A pdf.js error as the conversion failure it means. */
export function pdfjsFailure(error: unknown): ConversionFailure {
  if (error instanceof ConversionFailure) return error;
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return new ConversionFailure('ENCRYPTED', 'The PDF is protected by a password; remove the protection and upload it again.');
  return new ConversionFailure('DAMAGED', `The PDF cannot be read (${message.slice(0, 200)}).`);
}
