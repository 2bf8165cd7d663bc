import { describe, expect, it } from 'vitest';
import type { DisplayLayout } from '../models.ts';
import { acceptsText, padTextCells, textPage, textPageCount } from './textPages.ts';

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
