// Laying braille lines out on pages: wrapping a line at a width and cutting
// the rows into pages. BRF and PEF export share it, and multi-line braille on
// the pin grid wraps with the same rule.
//
// The wrapping rule:
// - Blank cells at the end of a line are dropped; an all-blank line stays as
//   one empty row (a blank line is layout).
// - A line longer than the width breaks after the last word that ends within
//   the width (a word is a run of non-blank cells); the blank cells at the
//   break are dropped, so no row starts or ends with them, except that the
//   first row keeps the line's own indentation (unless the indentation and
//   the first word do not fit a row together: then the indentation goes).
// - A word longer than the width is cut at the width (a hard break).
// Pagination then drops blank rows at the very end of the document and at the
// top of every page but the first (as braille formats do), so no page is
// only blank rows.

import { BrailleError } from './errors.ts';
import { cellsFromUnicode, unicodeFromCells } from './unicodeBraille.ts';

/** The page sizes we accept, in cells per line and lines per page (BRF and PEF). */
export const PAGE_SIZE_LIMITS = { minCells: 10, maxCells: 100, minLines: 1, maxLines: 100 } as const;

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Throws BAD_PAGE_SIZE unless both are whole numbers within PAGE_SIZE_LIMITS. */
export function checkPageSize(cellsPerLine: number, linesPerPage: number): void {
  const { minCells, maxCells, minLines, maxLines } = PAGE_SIZE_LIMITS;
  if (inRange(cellsPerLine, minCells, maxCells) && inRange(linesPerPage, minLines, maxLines)) return;
  throw new BrailleError(
    'BAD_PAGE_SIZE',
    `A page of ${cellsPerLine} cells × ${linesPerPage} lines is outside ${minCells}–${maxCells} cells × ${minLines}–${maxLines} lines.`,
    { values: PAGE_SIZE_LIMITS },
  );
}

/** One row of a wrapped line: its cells, and where they start in the line (an index from 0). */
export interface WrappedRow {
  readonly cells: Uint8Array;
  readonly start: number;
}

/** A line of cells in rows of at most `width` cells, by the rule at the top of this file. */
export function wrapLine(cells: Uint8Array, width: number): WrappedRow[] {
  if (!Number.isInteger(width) || width < 1) throw new BrailleError('BAD_LAYOUT', `A line cannot be ${width} cells wide.`);
  let end = cells.length;
  while (end > 0 && cells[end - 1] === 0) end--;
  if (end === 0) return [{ cells: new Uint8Array(0), start: 0 }];
  const rows: WrappedRow[] = [];
  let start = 0;
  while (end - start > width) {
    // The last word end at or before the width: a blank cell right after a non-blank one.
    let wordEnd = start + width;
    while (wordEnd > start && !(cells[wordEnd] === 0 && cells[wordEnd - 1] !== 0)) wordEnd--;
    if (wordEnd > start) {
      rows.push({ cells: cells.slice(start, wordEnd), start });
      start = wordEnd;
    } else if (cells[start] === 0) {
      // Indentation that leaves no room for the word after it is dropped, not the word cut.
    } else {
      rows.push({ cells: cells.slice(start, start + width), start });
      start += width;
    }
    while (start < end && cells[start] === 0) start++;
  }
  rows.push({ cells: cells.slice(start, end), start });
  return rows;
}

/** The rows of wrapLine, cells only. */
export function wrapCells(cells: Uint8Array, width: number): Uint8Array[] {
  return wrapLine(cells, width).map((row) => row.cells);
}

/** Lines of cells wrapped at `cellsPerLine` and cut into pages of `linesPerPage` rows (see the rule above). */
export function paginateCells(lines: readonly Uint8Array[], cellsPerLine: number, linesPerPage: number): Uint8Array[][] {
  checkPageSize(cellsPerLine, linesPerPage);
  const rows = lines.flatMap((line) => wrapCells(line, cellsPerLine));
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  const pages: Uint8Array[][] = [];
  let page: Uint8Array[] = [];
  for (const row of rows) {
    if (page.length === linesPerPage) {
      pages.push(page);
      page = [];
    }
    if (page.length === 0 && pages.length > 0 && row.length === 0) continue;
    page.push(row);
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/**
 * Lines of Unicode braille (a space is a blank cell) wrapped at `cols` cells
 * and cut into pages of `rows` lines; the rows come back as Unicode braille
 * with U+2800 for blanks. A character that is not braille is a NOT_BRAILLE
 * error naming its line and column.
 */
export function paginate(lines: readonly string[], cols: number, rows: number): string[][] {
  const cells = lines.map((line, index) => cellsFromUnicode(line, { line: index + 1 }));
  return paginateCells(cells, cols, rows).map((page) => page.map(unicodeFromCells));
}
