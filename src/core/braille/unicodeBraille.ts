// Unicode braille (U+2800–U+28FF) and the cell bytes behind it. A cell byte
// is the code point minus 0x2800: bits 0–5 are dots 1–6, bit 6 is dot 7 and
// bit 7 is dot 8 ("Unicode order", the order of text mode and of DTMS text).

import { BrailleError, codePointLabel } from './errors.ts';

export const BRAILLE_BLANK = 0x2800;
const BRAILLE_LAST = 0x28ff;

/** Where a text sits, so an error can name the place (all from 1). */
export interface TextPlace {
  readonly page?: number;
  readonly line?: number;
}

/**
 * The cells of a text of Unicode braille. A plain space counts as the blank
 * cell (translators and people type it); any other character is a
 * NOT_BRAILLE error naming its column, counted in characters from 1.
 */
export function cellsFromUnicode(text: string, place: TextPlace = {}): Uint8Array {
  const cells: number[] = [];
  let column = 0;
  for (const character of text) {
    column++;
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint >= BRAILLE_BLANK && codePoint <= BRAILLE_LAST) cells.push(codePoint - BRAILLE_BLANK);
    else if (codePoint === 0x20) cells.push(0);
    else {
      const where = place.line === undefined ? `column ${column}` : `line ${place.line}, column ${column}`;
      const onPage = place.page === undefined ? '' : ` of page ${place.page}`;
      throw new BrailleError('NOT_BRAILLE', `Not Unicode braille at ${where}${onPage}: ${codePointLabel(character)}.`, { ...place, column, character });
    }
  }
  return Uint8Array.from(cells);
}

/** Cells as Unicode braille; a blank cell is U+2800, never a space. */
export function unicodeFromCells(cells: Uint8Array): string {
  let text = '';
  for (const cell of cells) text += String.fromCharCode(BRAILLE_BLANK + cell);
  return text;
}

/** The cells without the blank cells that pad their end (text lines and pages are padded to whole lines). */
export function withoutTrailingBlanks(cells: Uint8Array): Uint8Array {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === 0) end--;
  return cells.subarray(0, end);
}

/** Whether cellsFromUnicode accepts the text: only Unicode braille and plain spaces (an empty text is braille). */
export function isUnicodeBraille(text: string): boolean {
  return /^[\u2800-\u28ff ]*$/.test(text);
}

/** The raised dots of a cell, in order, e.g. [1, 4, 5] for ⠙; for speech ("dots 1 4 5"). */
export function dotsOf(cell: number): number[] {
  const dots: number[] = [];
  for (let bit = 0; bit < 8; bit++) if (cell & (1 << bit)) dots.push(bit + 1);
  return dots;
}
