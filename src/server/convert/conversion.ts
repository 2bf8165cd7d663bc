// What every converter (DOCX, PDF: text layer, tagged structure, OCR) gives
// back, and how it fails. A converter runs inside the conversion worker
// process (worker/), never in the server's event loop; it reads one file from
// a private temporary folder and answers a whole Book document as HTML.
//
// Pictures travel beside the HTML, not inside it: each `<img>` names its
// picture by a placeholder drive address, `convertedImageSrc(id)`, which the
// Book model's reader accepts like any drive address. When the job stores the
// result, every picture becomes an image file of the drive and its
// placeholder the stable address of that file; a placeholder with no picture
// is dropped.

import type { ConversionFailureCode, ConversionNoteKind } from '../../shared/api/conversion.ts';

export type { ConversionFailureCode, ConversionNoteKind, ConvertQuality } from '../../shared/api/conversion.ts';

export interface ConvertLimits {
  /** Pages of a PDF (print pages of the source; the Book's own 100-page rule is applied when it is stored). */
  readonly maxPages: number;
  /** Pictures kept; more is a failure (TOO_MANY_IMAGES), not a silent drop. */
  readonly maxImages: number;
  /** Bytes of one picture. */
  readonly maxImageBytes: number;
  /** Bytes of the HTML. */
  readonly maxHtmlBytes: number;
  /** Wall time of the whole conversion. */
  readonly timeoutMs: number;
  /** Address space of each outside tool (pandoc, poppler, tesseract), and the worker's heap. */
  readonly memoryBytes: number;
}

export const DEFAULT_CONVERT_LIMITS: ConvertLimits = {
  maxPages: 1000,
  maxImages: 500,
  maxImageBytes: 20 * 1024 * 1024,
  maxHtmlBytes: 16 * 1024 * 1024,
  timeoutMs: 10 * 60_000,
  memoryBytes: 1024 * 1024 * 1024,
};

export interface ConvertedImage {
  /** Unique within one conversion: [a-z0-9-]{1,40}. */
  readonly id: string;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  readonly bytes: Uint8Array;
}

export interface ConversionNote {
  readonly kind: ConversionNoteKind;
  /** The print page it concerns (1-based), when known. */
  readonly page?: number;
  /** English, for support staff and logs; the web words each kind itself. */
  readonly detail: string;
  /** OCR confidence 0–100, for the OCR kinds. */
  readonly confidence?: number;
}

export interface ConversionOutput {
  /** A whole HTML document (`<html lang>` when known, `<title>`, body) in the Book's vocabulary (docs/book.md). */
  readonly html: string;
  readonly images: readonly ConvertedImage[];
  readonly notes: readonly ConversionNote[];
  /** Print pages of the source (PDF) or page breaks + 1 (DOCX). */
  readonly sourcePages: number;
  /** Which engine produced it, for support: 'pandoc', 'pdf-tagged', 'pdf-layout', 'pdf-ocr'. */
  readonly engine: string;
}

export class ConversionFailure extends Error {
  readonly code: ConversionFailureCode;
  constructor(code: ConversionFailureCode, message: string) {
    super(message);
    this.name = 'ConversionFailure';
    this.code = code;
  }
}

const CONVERTED_PREFIX = '/drive-app/file/converted-';

/** The placeholder address of picture `id` in a converter's HTML. */
export const convertedImageSrc = (id: string): string => `${CONVERTED_PREFIX}${id}`;

/** The picture id a placeholder names, or undefined. */
export function convertedImageId(src: string): string | undefined {
  if (!src.startsWith(CONVERTED_PREFIX)) return undefined;
  const id = src.slice(CONVERTED_PREFIX.length);
  return /^[a-z0-9-]{1,40}$/.test(id) ? id : undefined;
}
