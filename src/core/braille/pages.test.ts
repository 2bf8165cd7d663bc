import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BrailleError } from './errors.ts';
import { PAGE_SIZE_LIMITS, checkPageSize, paginate, paginateCells, wrapCells, wrapLine } from './pages.ts';
import { cellsFromUnicode, unicodeFromCells } from './unicodeBraille.ts';

/** Cells from a picture: letters a–z as cells 1–26, `.` as a blank. */
const line = (text: string) => Uint8Array.from([...text].map((c) => (c === '.' ? 0 : c.charCodeAt(0) - 96)));
const picture = (cells: Uint8Array) => [...cells].map((c) => (c === 0 ? '.' : String.fromCharCode(c + 96))).join('');
const wrap = (text: string, width: number) => wrapCells(line(text), width).map(picture);

const words = (cells: Uint8Array) => picture(cells).split('.').filter(Boolean);
/** Lines of words and blanks, often longer than the width. */
const arbitraryLine = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 0xff })), { maxLength: 150 }).map((cells) => Uint8Array.from(cells));

describe('wrapping a line', () => {
  it('breaks after the last word that fits and drops the blanks at the break', () => {
    expect(wrap('abc.def.ghi', 7)).toEqual(['abc.def', 'ghi']);
    expect(wrap('abc..def...ghi', 8)).toEqual(['abc..def', 'ghi']);
    expect(wrap('abc.def', 7)).toEqual(['abc.def']);
  });

  it('cuts a word longer than the line', () => {
    expect(wrap('abcdefghijk', 4)).toEqual(['abcd', 'efgh', 'ijk']);
    expect(wrap('ab.cdefghij', 4)).toEqual(['ab', 'cdef', 'ghij']);
  });

  it('keeps a line’s indentation but not trailing blanks', () => {
    expect(wrap('..ab.cd...', 5)).toEqual(['..ab', 'cd']);
    expect(wrap('......ab', 4)).toEqual(['ab']);
  });

  it('keeps an empty or blank line as one empty row', () => {
    expect(wrap('', 10)).toEqual(['']);
    expect(wrap('.....', 3)).toEqual(['']);
  });

  it('tells where each row starts in the line', () => {
    expect(wrapLine(line('abc.def.ghi'), 7).map((row) => row.start)).toEqual([0, 8]);
  });

  it('never makes a row wider than the line, never loses a cell, never splits a word that fits', () => {
    fc.assert(
      fc.property(arbitraryLine, fc.integer({ min: 1, max: 40 }), (cells, width) => {
        const rows = wrapLine(cells, width);
        for (const row of rows) {
          expect(row.cells.length).toBeLessThanOrEqual(width);
          expect(row.cells.at(-1)).not.toBe(0);
          expect(cells.slice(row.start, row.start + row.cells.length)).toEqual(row.cells);
        }
        expect(rows.flatMap((row) => [...row.cells].filter((c) => c !== 0))).toEqual([...cells].filter((c) => c !== 0));
        const rowWords = rows.flatMap((row) => words(row.cells));
        for (const word of words(cells)) if (word.length <= width) expect(rowWords).toContain(word);
      }),
    );
  });

  it('refuses a width that is not a whole number from 1', () => {
    expect(() => wrapLine(line('a'), 0)).toThrow(BrailleError);
    expect(() => wrapLine(line('a'), 2.5)).toThrow(BrailleError);
  });
});

describe('cutting lines into pages', () => {
  it('fills pages to the line count, in order', () => {
    const lines = ['⠁', '⠃', '⠉', '⠙', '⠑'];
    expect(paginate(lines, 10, 2)).toEqual([['⠁', '⠃'], ['⠉', '⠙'], ['⠑']]);
  });

  it('does not start a page after the first with a blank line, nor end the document with one', () => {
    expect(paginate(['⠁', '⠃', '', '⠉', '', ''], 10, 2)).toEqual([['⠁', '⠃'], ['⠉']]);
    expect(paginate(['', '⠁'], 10, 2)).toEqual([['', '⠁']]);
    expect(paginate(['⠁', '', '⠃'], 10, 5)).toEqual([['⠁', '', '⠃']]);
  });

  it('gives no pages for no content', () => {
    expect(paginate([], 40, 25)).toEqual([]);
    expect(paginate(['', '  ', '\u2800'], 40, 25)).toEqual([]);
  });

  it('wraps long lines before counting rows', () => {
    const long = '⠁⠁⠁⠁⠁ ⠃⠃⠃⠃⠃ ⠉⠉⠉⠉⠉';
    expect(paginate([long], 11, 2)).toEqual([['⠁⠁⠁⠁⠁⠀⠃⠃⠃⠃⠃', '⠉⠉⠉⠉⠉']]);
    expect(paginate([long], 11, 1)).toEqual([['⠁⠁⠁⠁⠁⠀⠃⠃⠃⠃⠃'], ['⠉⠉⠉⠉⠉']]);
  });

  it('keeps every page within its size and every cell in order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), fc.integer({ min: 10, max: 40 }), fc.integer({ min: 1, max: 6 }), (lines, cols, rows) => {
        const pages = paginateCells(lines, cols, rows);
        for (const page of pages) {
          expect(page.length).toBeGreaterThan(0);
          expect(page.length).toBeLessThanOrEqual(rows);
          for (const row of page) expect(row.length).toBeLessThanOrEqual(cols);
        }
        const nonBlank = (cells: Uint8Array[]) => cells.flatMap((c) => [...c].filter((x) => x !== 0));
        expect(nonBlank(pages.flat())).toEqual(nonBlank(lines));
      }),
    );
  });

  it('says which line holds a character that is not braille', () => {
    expect(() => paginate(['⠁', '⠃x'], 40, 25)).toThrow(expect.objectContaining({ code: 'NOT_BRAILLE', line: 2, column: 2 }));
  });

  it('refuses page sizes outside 10–100 cells and 1–100 lines, with the limits in the message', () => {
    for (const [cols, rows] of [
      [9, 25],
      [101, 25],
      [40, 0],
      [40, 101],
      [40.5, 25],
      [Number.NaN, 25],
    ] as const) {
      try {
        checkPageSize(cols, rows);
        expect.unreachable(`${cols}×${rows}`);
      } catch (error) {
        expect(error).toMatchObject({ code: 'BAD_PAGE_SIZE', messageRef: { values: PAGE_SIZE_LIMITS } });
      }
    }
    expect(() => checkPageSize(10, 1)).not.toThrow();
    expect(() => checkPageSize(100, 100)).not.toThrow();
  });

  it('returns Unicode braille with U+2800 for blanks', () => {
    expect(paginate(['⠁ ⠃'], 10, 1)).toEqual([[unicodeFromCells(cellsFromUnicode('⠁\u2800⠃'))]]);
  });
});
