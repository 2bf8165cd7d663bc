import { describe, expect, it } from 'vitest';
import type { DisplayLayout } from '../models.ts';
import { acceptsText, padTextCells, textPage, textPageCount, wordTextPages } from './textPages.ts';

/** The item at `index`, failing the test when there is none. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

describe('padTextCells', () => {
  it('pads with zero cells to a whole number of text lines (40 hex characters = 20 cells on the 320)', () => {
    const padded = padTextCells(Uint8Array.from([1, 2, 3]), 20);
    expect(padded.length).toBe(20);
    expect([...padded.subarray(0, 4)]).toEqual([1, 2, 3, 0]);
    expect(padTextCells(new Uint8Array(21).fill(5), 20).length).toBe(40);
    expect(padTextCells(new Uint8Array(40).fill(5), 20).length).toBe(40);
  });

  it('gives one empty line for no cells and refuses a line of no cells', () => {
    expect(padTextCells(new Uint8Array(0), 20)).toEqual(new Uint8Array(20));
    expect(() => padTextCells(new Uint8Array(1), 0)).toThrow(RangeError);
  });
});

describe('textPage', () => {
  const cells = Uint8Array.from({ length: 45 }, (_, i) => i + 1);

  it('cuts pages of the line width, the last one padded', () => {
    expect(textPageCount(45, 20)).toBe(3);
    expect([...textPage(cells, 20, 1)]).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    expect([...textPage(cells, 20, 2)]).toEqual([41, 42, 43, 44, 45, ...new Array<number>(15).fill(0)]);
  });

  it('shows the last page for a page past the end and the first for one before the start', () => {
    expect(textPage(cells, 20, 9)).toEqual(textPage(cells, 20, 2));
    expect(textPage(cells, 20, -1)).toEqual(textPage(cells, 20, 0));
  });
});

describe('acceptsText (spec §5)', () => {
  const L320: DisplayLayout = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
  it('takes text on a device with a text line', () => {
    expect(acceptsText(L320, [1])).toBe(true);
  });
  it('ignores empty text, devices without a text line and 48-column devices', () => {
    expect(acceptsText(L320, [])).toBe(false);
    expect(acceptsText({ textCells: 0, graphicLines: 16, cellsPerLine: 48 }, [1])).toBe(false);
    expect(acceptsText({ textCells: 20, graphicLines: 16, cellsPerLine: 48 }, [1])).toBe(false);
    expect(acceptsText({ textCells: 20, graphicLines: 0, cellsPerLine: 0 }, [1])).toBe(true);
  });
});

describe('wordTextPages (the text line paged at blank cells, notes §8.2)', () => {
  const word = (length: number, dots = 1) => new Array<number>(length).fill(dots);
  const text = (...parts: number[][]) => Uint8Array.from(parts.flatMap((part, i) => (i === 0 ? part : [0, ...part])));
  const unpadded = (page: Uint8Array) => {
    let end = page.length;
    while (end > 0 && page[end - 1] === 0) end--;
    return [...page.subarray(0, end)];
  };

  it('keeps text of exactly one line on one page', () => {
    const pages = wordTextPages(Uint8Array.from(word(20)), 20);
    expect(pages).toHaveLength(1);
    expect([...nth(pages, 0)]).toEqual(word(20));
  });

  it('gives one blank page for empty or all-blank text', () => {
    expect(wordTextPages(new Uint8Array(0), 20)).toEqual([new Uint8Array(20)]);
    expect(wordTextPages(new Uint8Array(35), 20)).toEqual([new Uint8Array(20)]);
  });

  it('moves a word that does not fit whole to the next page, padding each page to the line', () => {
    // 15 + blank + 5 = 21 cells: one cell over, so the 5-cell word goes on.
    const pages = wordTextPages(text(word(15), word(5, 2)), 20);
    expect(pages.map((page) => page.length)).toEqual([20, 20]);
    expect(unpadded(nth(pages, 0))).toEqual(word(15));
    expect(unpadded(nth(pages, 1))).toEqual(word(5, 2));
  });

  it('fills a page when the words end exactly at the line and drops the blank at the break', () => {
    const pages = wordTextPages(text(word(9), word(10, 2), word(4, 3)), 20);
    expect(pages).toHaveLength(2);
    expect(unpadded(nth(pages, 0))).toEqual([...word(9), 0, ...word(10, 2)]);
    expect(unpadded(nth(pages, 1))).toEqual(word(4, 3));
  });

  it('cuts a word longer than the line at the line width', () => {
    const pages = wordTextPages(Uint8Array.from(word(45)), 20);
    expect(pages.map(unpadded)).toEqual([word(20), word(20), word(5)]);
  });

  it('pages 200 cells of 9-cell words into whole words of at most 20 cells', () => {
    const words = Array.from({ length: 20 }, (_, i) => word(9, i + 1));
    const pages = wordTextPages(text(...words), 20);
    // Two 9-cell words and their blank take 19 cells: ten pages of two words.
    expect(pages).toHaveLength(10);
    expect(unpadded(nth(pages, 9))).toEqual([...word(9, 19), 0, ...word(9, 20)]);
  });

  it('refuses a line of no cells', () => {
    expect(() => wordTextPages(Uint8Array.from([1]), 0)).toThrow(RangeError);
    expect(() => wordTextPages(Uint8Array.from([1]), 1.5)).toThrow(RangeError);
  });
});
