import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_MODELS, countRaised, createGrid, getPin, gridToText, stampTemplate } from '../pins/index.ts';
import { BrailleError } from './errors.ts';
import { brailleBlock, multiBrailleBlock, multiBrailleCapacity } from './multiBraille.ts';
import { cellsFromUnicode } from './unicodeBraille.ts';

const cells = (text: string) => cellsFromUnicode(text);

describe('a block of touching braille cells', () => {
  it('lays the cells out as 2×4 pins, dot 1 top left, in lines', () => {
    // Unicode braille: "d" = dots 1 4 5 (0x19), "a" = dot 1 (0x01), full cell with dots 7 and 8 (0xff).
    const block = brailleBlock(new Uint8Array([0x19, 0x01, 0xff]), 2);
    expect(gridToText(block)).toBe(['###.', '.#..', '....', '....', '##..', '##..', '##..', '##..'].join('\n'));
  });

  it('stamps onto a canvas where it is put', () => {
    const canvas = stampTemplate(createGrid(6, 4), brailleBlock(new Uint8Array([0x3f]), 1), { x: 3, y: 0 });
    expect(gridToText(canvas)).toBe(['...##.', '...##.', '...##.', '......'].join('\n'));
  });

  it('refuses a line length that is not a whole number from 1', () => {
    expect(() => brailleBlock(new Uint8Array([1]), 0)).toThrow(BrailleError);
  });
});

describe('how much multi-line braille fits the display', () => {
  it('fits 20 cells by 7 lines of 8-dot braille on the 320, as BRLTTY does, and 8 lines of 6-dot', () => {
    const { width, height } = DEVICE_MODELS[320];
    expect(multiBrailleCapacity(width, height, { pinsPerCell: 8 })).toEqual({ cellsPerLine: 20, lines: 7 });
    expect(multiBrailleCapacity(width, height, { pinsPerCell: 6 })).toEqual({ cellsPerLine: 20, lines: 8 });
  });

  it('fits 32 cells by 11 lines of 8-dot or 13 lines of 6-dot braille on the 768', () => {
    const { width, height } = DEVICE_MODELS[768];
    expect(multiBrailleCapacity(width, height, { pinsPerCell: 8 })).toEqual({ cellsPerLine: 32, lines: 11 });
    expect(multiBrailleCapacity(width, height, { pinsPerCell: 6 })).toEqual({ cellsPerLine: 32, lines: 13 });
  });

  it('follows the spacing a user chooses', () => {
    expect(multiBrailleCapacity(60, 40, { pinsPerCell: 8, columnGap: 0, rowGap: 0 })).toEqual({ cellsPerLine: 30, lines: 10 });
    expect(multiBrailleCapacity(60, 40, { pinsPerCell: 6, columnGap: 2, rowGap: 1 })).toEqual({ cellsPerLine: 15, lines: 10 });
    expect(multiBrailleCapacity(1, 2, { pinsPerCell: 6 })).toEqual({ cellsPerLine: 0, lines: 0 });
  });

  it('is the most that fits: one more cell or line would not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(6 as const, 8 as const),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (width, height, pinsPerCell, columnGap, rowGap) => {
          const { cellsPerLine, lines } = multiBrailleCapacity(width, height, { pinsPerCell, columnGap, rowGap });
          const h = pinsPerCell === 6 ? 3 : 4;
          const across = (n: number) => 2 * n + Math.max(0, n - 1) * columnGap;
          const down = (n: number) => h * n + Math.max(0, n - 1) * rowGap;
          expect(across(cellsPerLine)).toBeLessThanOrEqual(width);
          expect(across(cellsPerLine + 1)).toBeGreaterThan(width);
          expect(down(lines)).toBeLessThanOrEqual(height);
          expect(down(lines + 1)).toBeGreaterThan(height);
        },
      ),
    );
  });

  it('refuses spacing or an area it cannot use', () => {
    expect(() => multiBrailleCapacity(60, 40, { pinsPerCell: 7 as 8 })).toThrow(expect.objectContaining({ code: 'BAD_LAYOUT' }));
    expect(() => multiBrailleCapacity(60, 40, { pinsPerCell: 8, columnGap: -1 })).toThrow(expect.objectContaining({ code: 'BAD_LAYOUT' }));
    expect(() => multiBrailleCapacity(60, 40, { pinsPerCell: 8, rowGap: 1.5 })).toThrow(expect.objectContaining({ code: 'BAD_LAYOUT' }));
    expect(() => multiBrailleCapacity(0, 40, { pinsPerCell: 8 })).toThrow(expect.objectContaining({ code: 'BAD_LAYOUT' }));
    expect(() => multiBrailleBlock([], { pinsPerCell: 8, maxHeight: 5000 })).toThrow(expect.objectContaining({ code: 'BAD_LAYOUT' }));
  });
});

describe('several lines of braille on the canvas', () => {
  it('puts one pin column between cells and two pin rows between lines', () => {
    const block = multiBrailleBlock([cells('⠁⠃'), cells('⣿')], { pinsPerCell: 8 });
    expect(gridToText(block.grid)).toBe(
      ['#..#.', '...#.', '.....', '.....', '.....', '.....', '##...', '##...', '##...', '##...'].join('\n'),
    );
    expect(block).toMatchObject({ rows: 2, leftOutFrom: undefined, leftOut: [], lostDots78: [] });
  });

  it('draws 6-dot cells 3 pins tall and says which cells lost dots 7 and 8', () => {
    const block = multiBrailleBlock([cells('⠁'), cells('⠀⣿')], { pinsPerCell: 6 });
    expect(gridToText(block.grid)).toBe(['#....', '.....', '.....', '.....', '.....', '...##', '...##', '...##'].join('\n'));
    expect(block.lostDots78).toEqual([{ lineIndex: 1, cellIndex: 1 }]);
  });

  it('wraps a long line at word breaks within the area', () => {
    const block = multiBrailleBlock([cells('⠁⠁⠁ ⠃⠃⠃ ⠉⠉⠉')], { pinsPerCell: 8, maxWidth: 20, maxHeight: 40 });
    expect(block.capacity).toEqual({ cellsPerLine: 7, lines: 7 });
    expect(block.rows).toBe(2);
    expect(block.grid.width).toBe(7 * 3 - 1);
    expect(getPin(block.grid, 0, 6)).toBe(true); // the third word starts the second row
  });

  it('reports what did not fit the area, so nothing is silently dropped', () => {
    const lines = Array.from({ length: 9 }, (_, i) => Uint8Array.of(i + 1, 0, i + 1));
    const block = multiBrailleBlock(lines, { pinsPerCell: 8, maxWidth: 60, maxHeight: 40 });
    expect(block.rows).toBe(7);
    expect(block.leftOutFrom).toEqual({ lineIndex: 7, cellIndex: 0 });
    expect(block.leftOut).toEqual([lines[7], lines[8]]);
  });

  it('hands back the rest of a line cut by the bottom of the area', () => {
    const line = cells('⠁⠁⠁ ⠃⠃⠃ ⠉⠉⠉');
    const block = multiBrailleBlock([line, cells('⠙')], { pinsPerCell: 8, maxWidth: 11, maxHeight: 4 });
    expect(block.capacity).toEqual({ cellsPerLine: 4, lines: 1 });
    expect(block.leftOutFrom).toEqual({ lineIndex: 0, cellIndex: 4 });
    expect(block.leftOut).toEqual([cells('⠃⠃⠃ ⠉⠉⠉'), cells('⠙')]);
  });

  it('leaves everything out of an area too small for one cell', () => {
    const block = multiBrailleBlock([cells('⠁')], { pinsPerCell: 8, maxWidth: 1, maxHeight: 40 });
    expect(block).toMatchObject({ rows: 0, leftOutFrom: { lineIndex: 0, cellIndex: 0 }, leftOut: [cells('⠁')] });
    expect(countRaised(block.grid)).toBe(0);
  });

  it('places or hands back every raised dot, for any lines and area', () => {
    const line = fc.uint8Array({ maxLength: 60 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 70 }), (lines, maxWidth, maxHeight) => {
        const block = multiBrailleBlock(lines, { pinsPerCell: 8, maxWidth, maxHeight });
        expect(block.grid.width).toBeLessThanOrEqual(Math.max(1, maxWidth));
        expect(block.grid.height).toBeLessThanOrEqual(Math.max(1, maxHeight));
        const dots = (all: readonly Uint8Array[]) => all.reduce((sum, l) => sum + [...l].reduce((s, c) => s + c.toString(2).replaceAll('0', '').length, 0), 0);
        expect(countRaised(block.grid) + dots(block.leftOut)).toBe(dots(lines));
      }),
    );
  });
});
