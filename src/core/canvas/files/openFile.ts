// Opening a file from this computer: the content decides what it is (a PNG
// named .dtms is a PNG, and refused), the name only where bytes cannot tell
// (Braille ASCII must be named .brf or .brl) — the same rule as the drive's
// uploads (core/files). DTMS, DTMA (its audio is not carried), DTM, BRF, BRL.

import { dtmaFromJson, dtmsFromJson, DtmsFormatError, type DtmsDocument } from '../../dtms/index.ts';
import { splitExtension } from '../../drive/index.ts';
import { sniff } from '../../files/index.ts';
import type { DeviceModel } from '../../pins/index.ts';
import type { CanvasDocument } from '../document.ts';
import { documentFromBrf } from './brfImport.ts';
import { documentFromDtm } from './dtmFile.ts';
import { documentFromDtms, dtmsLanguageOf, type DtmsLanguage } from './dtmsDocument.ts';
import { unsupportedFile } from './errors.ts';
import { decodeUtf8 } from './utf8.ts';

/** What `accept` lists for the file picker. DTMX has no public description, so it is not offered. */
export const CANVAS_OPEN_EXTENSIONS: readonly string[] = ['.dtms', '.dtm', '.dtma', '.brf', '.brl'];

export type CanvasFileKind = 'dtms' | 'dtma' | 'dtm' | 'brf';

export interface OpenedFile {
  readonly document: CanvasDocument;
  readonly kind: CanvasFileKind;
  /** The braille language a DTMS or DTMA names, to save it back the same; undefined for the others. */
  readonly language: DtmsLanguage | undefined;
}

export interface ReadCanvasFileOptions {
  /** The display a BRF or BRL is laid out for (DTMS and DTM files name their own); 320 unless given. */
  readonly model?: DeviceModel;
}

/** The name without its folder (some browsers give C:\…) or extension: the document's title. */
function titleOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return splitExtension(base)[0];
}

/** A DTMS or DTMA from JSON bytes: a top-level `audioPath` makes it a DTMA. */
function readJson(bytes: Uint8Array): { readonly dtms: DtmsDocument; readonly isDtma: boolean } {
  const text = decodeUtf8(bytes);
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === undefined) throw new DtmsFormatError('NOT_JSON', 'The file is not UTF-8 JSON.');
  const isDtma = typeof value === 'object' && value !== null && Object.hasOwn(value, 'audioPath');
  return { dtms: isDtma ? dtmaFromJson(value) : dtmsFromJson(value), isDtma };
}

/** Braille ASCII is one byte a character, so each byte is read as its Latin-1 character. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}

/**
 * A local file as a Canvas document, with what it was. Throws CanvasFileError
 * (UNSUPPORTED, TOO_MANY_PAGES, EMPTY), DtmsFormatError or BrailleError, each
 * with a catalogue message (fileErrorMessage). The title is the file's name.
 */
export function openCanvasFile(fileName: string, bytes: Uint8Array, options: ReadCanvasFileOptions = {}): OpenedFile {
  const title = titleOf(fileName);
  switch (sniff(bytes, fileName)) {
    case 'dtms-json': {
      const { dtms, isDtma } = readJson(bytes);
      return { document: { ...documentFromDtms(dtms), title }, kind: isDtma ? 'dtma' : 'dtms', language: dtmsLanguageOf(dtms) };
    }
    case 'dtm':
      return { document: documentFromDtm(bytes, title), kind: 'dtm', language: undefined };
    case 'braille-ascii':
      return { document: documentFromBrf(latin1(bytes), { title, model: options.model ?? 320 }), kind: 'brf', language: undefined };
    default:
      throw unsupportedFile(fileName);
  }
}

/** A local file as a Canvas document (see openCanvasFile). */
export function readCanvasFile(fileName: string, bytes: Uint8Array, options: ReadCanvasFileOptions = {}): CanvasDocument {
  return openCanvasFile(fileName, bytes, options).document;
}
