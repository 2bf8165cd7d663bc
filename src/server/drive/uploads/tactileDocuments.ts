import { BrailleError, brailleToPin, cellsFromUnicode, paginateCells, readBrf } from '../../../core/braille/index.ts';
import {
  DtmsFormatError,
  cellsToGrid,
  dtmaFromJson,
  dtmsFromJson,
  geometryOf,
  readDtm,
  type DtmaDocument,
  type DtmsDocument,
} from '../../../core/dtms/index.ts';
import type { DeviceModel } from '../../../core/pins/index.ts';
import { uploadErrors } from './uploadErrors.ts';

// Tactile files read whole, as documents: a DTMS or DTMA (JSON), a DTM
// (one picture) and a BRF/BRL (Braille ASCII). Any format error becomes a 422
// BAD_FILE whose message starts with the format's own code.

/** A DTMS, or a DTMA with its audioPath (empty for a DTMS). */
export interface ReadDocument {
  readonly document: DtmaDocument;
  /** Whether the file was a DTMA (it had `audioPath`). */
  readonly isDtma: boolean;
}

/** Runs a core reader, turning its typed errors into BAD_FILE. */
export function asBadFile<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DtmsFormatError || error instanceof BrailleError) throw uploadErrors.badFile(error.code, error.message);
    throw error;
  }
}

/** Text from bytes that must be UTF-8 (a JSON file); a UTF-8 byte-order mark is skipped. */
function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw uploadErrors.badFile('NOT_JSON', 'The file is not UTF-8 text.');
  }
}

/** A DTMS or DTMA from JSON bytes: a top-level `audioPath` makes it a DTMA (docs/formats.md). */
export function readJsonDocument(bytes: Uint8Array): ReadDocument {
  const text = utf8(bytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw uploadErrors.badFile('NOT_JSON', 'The file is not valid JSON.');
  }
  const isDtma = typeof value === 'object' && value !== null && Object.hasOwn(value, 'audioPath');
  const document = asBadFile(() => (isDtma ? dtmaFromJson(value) : { ...dtmsFromJson(value), audioPath: '' }));
  return { document, isDtma };
}

/** A DTM as a one-page document, so it can be shown, opened and previewed like a DTMS. */
export function readDtmDocument(bytes: Uint8Array, title: string): DtmaDocument {
  const dtm = asBadFile(() => readDtm(bytes));
  return {
    title,
    lang: '',
    langOption: '',
    model: dtm.model,
    audioPath: '',
    items: [{ page: 1, title, graphic: { name: '1.dtm', grid: dtm.grid }, text: { name: '1.txt', cells: new Uint8Array(0), plain: '' } }],
  };
}

/** A BRF or BRL's pages (Unicode braille lines). Braille ASCII is one byte a character, so Latin-1 reads it without loss. */
export function readBrailleFile(bytes: Uint8Array): string[][] {
  const { pages } = asBadFile(() => readBrf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')));
  if (pages.length === 0) throw uploadErrors.badFile('NO_PAGES', 'The braille file has no pages.');
  return pages;
}

/**
 * Braille pages on the display, for opening a BRF in Canvas: each braille
 * cell fills one display cell (its 2×4 pins), lines wrap at the display's
 * width and pages follow its line count, keeping the file's own page breaks.
 */
export function brailleToDocument(pages: readonly string[][], title: string, model: DeviceModel): DtmaDocument {
  const geometry = geometryOf(model);
  const items: DtmsDocument['items'][number][] = [];
  for (const page of pages) {
    const lines = asBadFile(() => page.map((line, index) => cellsFromUnicode(line, { line: index + 1 })));
    const screens = paginateCells(lines, geometry.cellsPerLine, geometry.lines);
    for (const screen of screens.length > 0 ? screens : [[]]) {
      const cells = new Uint8Array(geometry.lines * geometry.cellsPerLine);
      screen.forEach((row, line) => row.forEach((cell, column) => (cells[line * geometry.cellsPerLine + column] = brailleToPin(cell))));
      const number = items.length + 1;
      items.push({
        page: number,
        title: '',
        graphic: { name: `${number}.dtm`, grid: cellsToGrid(cells, geometry) },
        text: { name: `${number}.txt`, cells: new Uint8Array(0), plain: '' },
      });
    }
  }
  // The page limit is checked by whoever writes the document (TOO_MANY_PAGES).
  return { title, lang: '', langOption: '', model, audioPath: '', items };
}
