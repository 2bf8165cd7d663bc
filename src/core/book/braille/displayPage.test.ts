import { describe, expect, it } from 'vitest';
import { getPin } from '../../pins/index.ts';
import { pageForDisplay, screenToPins } from './displayPage.ts';
import { asAscii, asciiTranslate, h, p, pageBreak } from './testing.ts';

const display320 = { cellsPerLine: 30, lines: 10 };
const display768 = { cellsPerLine: 48, lines: 16 };

describe('a page on the display', () => {
  it('lays the page out at the display size, without page numbers', async () => {
    const page = await pageForDisplay([h(1, 'plants'), p('green leaves make food')], display320, asciiTranslate);
    expect(asAscii(page.screens)).toEqual([['            PLANTS', '', '  GREEN LEAVES MAKE FOOD']]);
    expect(page.rows).toEqual(page.screens.flat());
  });

  it('goes on to more screens when the page is taller than the display', async () => {
    const blocks = Array.from({ length: 20 }, (_, index) => p(`line ${index + 1}`));
    const small = await pageForDisplay(blocks, display320, asciiTranslate);
    expect(small.screens.map((screen) => screen.length)).toEqual([10, 10]);
    expect(asAscii(small.screens)[1]?.[9]).toBe('  LINE 20');
    const large = await pageForDisplay(blocks, display768, asciiTranslate);
    expect(large.screens.map((screen) => screen.length)).toEqual([16, 4]);
  });

  it('gives one empty screen for an empty page and ignores a page break', async () => {
    expect((await pageForDisplay([p('')], display320, asciiTranslate)).screens).toEqual([[]]);
    expect(asAscii((await pageForDisplay([p('a'), pageBreak, p('b')], display320, asciiTranslate)).screens)).toEqual([['  A', '  B']]);
  });
});

describe('a screen as pins', () => {
  it("fills the display's cell area, each cell 2 × 4 pins", async () => {
    const grid = screenToPins(['⠁', '', '⠈'], display320);
    expect([grid.width, grid.height]).toEqual([60, 40]);
    expect(getPin(grid, 0, 0)).toBe(true); // dot 1 of the first cell
    expect(getPin(grid, 1, 8)).toBe(true); // dot 4 of the first cell, third line
    expect(getPin(grid, 0, 4)).toBe(false);
  });

  it('refuses a screen larger than the display', () => {
    expect(() => screenToPins(new Array<string>(11).fill('⠁'), display320)).toThrow(/taller/);
    expect(() => screenToPins(['⠁'.repeat(31)], display320)).toThrow(/31 cells/);
  });
});
