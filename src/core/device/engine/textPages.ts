// The text line shows braille a page at a time (protocol notes §8.2: DTMS
// text is zero-padded to whole 20-cell pages and panned through). Spec §5:
// text is padded with zeros to a multiple of the line's cells in one go, and
// ignored on devices with 48 cells a graphic line or when empty.

import { wrapLine } from '../../braille/index.ts';
import type { DisplayLayout } from '../models.ts';

/** The spec's devices whose text line is not used: 48 cells a graphic line (the 768). */
export const NO_TEXT_LINE_COLUMNS = 48;

/** Whether text for the text line is shown at all on this layout. */
export function acceptsText(layout: DisplayLayout, cells: ArrayLike<number>): boolean {
  return layout.textCells > 0 && layout.cellsPerLine !== NO_TEXT_LINE_COLUMNS && cells.length > 0;
}

/** `cells` with zero cells added up to a whole number of text lines (at least one). */
export function padTextCells(cells: Uint8Array, textCells: number): Uint8Array {
  if (textCells <= 0) throw new RangeError('A text line needs at least one cell.');
  const pages = Math.max(1, Math.ceil(cells.length / textCells));
  const padded = new Uint8Array(pages * textCells);
  padded.set(cells);
  return padded;
}

export function textPageCount(cellCount: number, textCells: number): number {
  return Math.max(1, Math.ceil(cellCount / textCells));
}

/** Page `page` (0-based) of the padded text; before the start = the first page, past the end = the last. */
export function textPage(cells: Uint8Array, textCells: number, page: number): Uint8Array {
  const padded = padTextCells(cells, textCells);
  const last = padded.length / textCells - 1;
  const index = Math.min(last, Math.max(0, Math.floor(Number.isFinite(page) ? page : 0)));
  return padded.slice(index * textCells, (index + 1) * textCells);
}

/**
 * Text for the text line in pages the way Dot's reader wraps it (notes §8.2,
 * `BrailleWordWrap(20)`): a page ends after the last word that fits, so a
 * word is never split across two pages; the blank cells at a break are
 * dropped; a word longer than the line is cut at the line's width. Each page
 * is padded with blank cells to the whole line. Empty or all-blank text is
 * one blank page.
 */
export function wordTextPages(cells: Uint8Array, textCells: number): Uint8Array[] {
  if (!Number.isInteger(textCells) || textCells <= 0) throw new RangeError('A text line needs at least one cell.');
  return wrapLine(cells, textCells).map((row) => padTextCells(row.cells, textCells));
}
