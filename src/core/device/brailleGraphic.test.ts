import { describe, expect, it } from 'vitest';
import { brailleGraphicLayout, brailleGraphicScreens } from './brailleGraphic.ts';
import { BRAILLE_LINE_SPACING, brailleLineSpacingOf } from './models.ts';

/** The item at `index`, failing the test when there is none. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const AREA_320 = { cellsPerLine: 30, graphicLines: 10 };
const AREA_768 = { cellsPerLine: 48, graphicLines: 16 };
const line = (length: number, dots = 1) => new Uint8Array(length).fill(dots);

describe('the spec §3 line spacing per model', () => {
  it('has a line break in pins equal to the line height in 4-pin cell rows', () => {
    expect(BRAILLE_LINE_SPACING[320]).toEqual({ lineBreakPins: 6, lineHeightCells: 1.5, columnGapPins: 1 });
    expect(BRAILLE_LINE_SPACING[768]).toEqual({ lineBreakPins: 5, lineHeightCells: 1.25, columnGapPins: 1 });
    for (const spacing of Object.values(BRAILLE_LINE_SPACING)) expect(spacing.lineBreakPins / 4).toBe(spacing.lineHeightCells);
  });

  it("gives the 768's to a 48-cell line and the 320's to any other", () => {
    expect(brailleLineSpacingOf(AREA_768)).toBe(BRAILLE_LINE_SPACING[768]);
    expect(brailleLineSpacingOf(AREA_320)).toBe(BRAILLE_LINE_SPACING[320]);
    expect(brailleLineSpacingOf({ cellsPerLine: 15 })).toBe(BRAILLE_LINE_SPACING[320]);
  });
});

describe('brailleGraphicLayout', () => {
  it.each([
    [AREA_320, 6, { cellsPerLine: 20, lines: 7, rowGap: 3 }],
    [AREA_320, 8, { cellsPerLine: 20, lines: 7, rowGap: 2 }],
    [AREA_768, 6, { cellsPerLine: 32, lines: 13, rowGap: 2 }],
    [AREA_768, 8, { cellsPerLine: 32, lines: 13, rowGap: 1 }],
  ] as const)('%o with %i dots takes %o', (area, dots, expected) => {
    expect(brailleGraphicLayout(area, dots)).toEqual({ ...expected, dots, columnGap: 1 });
  });

  it('refuses other cell sizes and areas with no room', () => {
    expect(() => brailleGraphicLayout(AREA_320, 7 as 6)).toThrow(RangeError);
    expect(() => brailleGraphicLayout({ cellsPerLine: 0, graphicLines: 10 }, 6)).toThrow(RangeError);
    expect(() => brailleGraphicLayout({ cellsPerLine: 30, graphicLines: 0 }, 6)).toThrow(RangeError);
  });
});

describe('brailleGraphicScreens', () => {
  const cellAt = (screen: Uint8Array, area: typeof AREA_320, line: number, cell: number) => screen[line * area.cellsPerLine + cell];

  describe.each([
    ['320', AREA_320, 20, 7],
    ['768', AREA_768, 32, 13],
  ] as const)('on the %s', (_name, area, cellsPerLine, lines) => {
    for (const dots of [6, 8] as const) {
      it(`fills one screen exactly with ${lines} lines of ${cellsPerLine} cells (${dots} dots)`, () => {
        const screens = brailleGraphicScreens(Array.from({ length: lines }, () => line(cellsPerLine)), area, dots);
        expect(screens).toHaveLength(1);
        expect(screens[0]).toHaveLength(area.cellsPerLine * area.graphicLines);
      });

      it(`goes on to a second screen one line over (${dots} dots)`, () => {
        const screens = brailleGraphicScreens(Array.from({ length: lines + 1 }, () => line(cellsPerLine)), area, dots);
        expect(screens).toHaveLength(2);
        // The second screen has only its first line.
        expect(cellAt(nth(screens, 1), area, 0, 0)).not.toBe(0);
        expect(nth(screens, 1).subarray(area.cellsPerLine * 2).every((cell) => cell === 0)).toBe(true);
      });
    }

    it('cuts a word longer than a line; one cell over takes a line more', () => {
      const full = brailleGraphicScreens(Array.from({ length: lines - 1 }, () => line(cellsPerLine)).concat([line(cellsPerLine + 1)]), area, 6);
      expect(full).toHaveLength(2);
      const fits = brailleGraphicScreens(Array.from({ length: lines - 2 }, () => line(cellsPerLine)).concat([line(cellsPerLine + 1)]), area, 6);
      expect(fits).toHaveLength(1);
    });

    it('gives one blank screen for nothing to show', () => {
      for (const input of [[], [new Uint8Array(0)], [new Uint8Array(5)]]) {
        const screens = brailleGraphicScreens(input, area, 6);
        expect(screens).toHaveLength(1);
        expect(nth(screens, 0).every((cell) => cell === 0)).toBe(true);
        expect(screens[0]).toHaveLength(area.cellsPerLine * area.graphicLines);
      }
    });
  });

  it('puts the 320s lines 6 pins apart and cells 3 pins apart, in pin order', () => {
    // Dot 1 of line 1 cell 1, line 1 cell 2 and line 2 cell 1.
    const screen = nth(brailleGraphicScreens([Uint8Array.from([1, 1]), Uint8Array.from([1])], AREA_320, 6), 0);
    expect(cellAt(screen, AREA_320, 0, 0)).toBe(0x01); // pin (0, 0)
    expect(cellAt(screen, AREA_320, 0, 1)).toBe(0x10); // pin (3, 0): the right column of cell 1
    expect(cellAt(screen, AREA_320, 1, 0)).toBe(0x04); // pin (0, 6): third row of cell line 2
  });

  it('puts the 768s lines 5 pins apart', () => {
    const screen = nth(brailleGraphicScreens([Uint8Array.from([1]), Uint8Array.from([1])], AREA_768, 8), 0);
    expect(cellAt(screen, AREA_768, 1, 0)).toBe(0x02); // pin (0, 5)
  });

  it('shows dots 7 and 8 only with 8 dots', () => {
    const six = nth(brailleGraphicScreens([Uint8Array.from([0xc0])], AREA_320, 6), 0);
    const eight = nth(brailleGraphicScreens([Uint8Array.from([0xc0])], AREA_320, 8), 0);
    expect(six.every((cell) => cell === 0)).toBe(true);
    expect(cellAt(eight, AREA_320, 0, 0)).toBe(0x88); // pins (0, 3) and (1, 3)
  });

  it('wraps a long paragraph at blank cells across screens', () => {
    // 60 words of 9 cells: two a line on the 320 (19 cells), 30 lines, 5 screens of 7 lines.
    const paragraph = Uint8Array.from(Array.from({ length: 60 }, () => [...line(9), 0]).flat());
    expect(brailleGraphicScreens([paragraph], AREA_320, 6)).toHaveLength(5);
  });
});
