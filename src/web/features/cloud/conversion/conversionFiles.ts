import { CONVERTIBLE_EXTENSIONS, type ConvertibleExtension } from '../../../../shared/api/conversion.ts';

// Which chosen files go to the conversion (spec §3: "Documents converted to
// HTML: DOCX, PDF") and how their form names them. The name only sorts the
// files in the browser; the server judges each by its bytes.

/** 'pdf' or 'docx' for a file named so (any letter case), else undefined. */
export function convertibleKind(fileName: string): ConvertibleExtension | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return fileName.includes('.') ? CONVERTIBLE_EXTENSIONS.find((kind) => kind === extension) : undefined;
}

/** The document's title: the file's name without its extension ('Unit 3.pdf' → 'Unit 3'). */
export function documentNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * A mixed choice split in two: tactile files go together to the drive's
 * upload, as before; each document is its own conversion (one request, one
 * job, one document each).
 */
export function splitChosenFiles<F extends { readonly name: string }>(files: readonly F[]): { readonly tactile: F[]; readonly documents: F[] } {
  const tactile: F[] = [];
  const documents: F[] = [];
  for (const file of files) (convertibleKind(file.name) ? documents : tactile).push(file);
  return { tactile, documents };
}

/** The formats a conversion takes, as users write them. */
export const DOCUMENT_FORMATS = CONVERTIBLE_EXTENSIONS.map((kind) => kind.toUpperCase()).join(', ');
