import { describe, expect, it } from 'vitest';
import { brailleBlock, cellsFromAscii, multiBrailleBlock } from '../../braille/index.ts';
import { createGrid, drawEllipse, drawLine, drawRectangle, forEachRaised, gridFromText, setPin, stampTemplate, type PinGrid } from '../../pins/index.ts';
import { findBrailleLabels, isDeviceTextPage } from './brailleDetection.ts';
import { findComponents } from './components.ts';

const page = () => createGrid(60, 40);

function write(grid: PinGrid, lines: readonly string[], x: number, y: number, options: { pinsPerCell?: 6 | 8; columnGap?: number } = {}): PinGrid {
  const block = multiBrailleBlock(
    lines.map((line) => cellsFromAscii(line)),
    { pinsPerCell: options.pinsPerCell ?? 6, ...(options.columnGap === undefined ? {} : { columnGap: options.columnGap }) },
  );
  return stampTemplate(grid, block.grid, { x, y });
}

const labelsOf = (grid: PinGrid) => findBrailleLabels(findComponents(grid), grid.width);

function raisedPins(grid: PinGrid): string[] {
  const pins: string[] = [];
  forEachRaised(grid, (x, y) => pins.push(`${x},${y}`));
  return pins.sort();
}

describe('findBrailleLabels', () => {
  it('finds a word written by the multi-braille layout, with its cells’ area', () => {
    const labels = labelsOf(write(page(), ['MAP'], 8, 11));
    expect(labels).toHaveLength(1);
    expect(labels[0]?.pitch).toBe(3);
    // Three cells: 2 + 1 + 2 + 1 + 2 pins across, a 6-dot cell's 3 rows down.
    expect(labels[0]?.area).toEqual({ x: 8, y: 11, width: 8, height: 3 });
  });

  it('takes every pin of many words as braille, wherever they are placed', () => {
    const words = ['THE', 'QUICK BROWN', 'FOX', 'JUMPS OVER', 'LAZY DOGS', 'A CAT', 'WITH', 'ZEBRA', 'KNOWN', 'VIEW', 'I AM'];
    words.forEach((word, index) => {
      const grid = write(page(), [word], (index * 7) % 20, (index * 5) % 30);
      const pins = labelsOf(grid).flatMap((label) => label.pins.map(([x, y]) => `${x},${y}`));
      expect(pins.sort(), word).toEqual(raisedPins(grid));
    });
  });

  it('finds each line of a multi-line block as its own label', () => {
    const labels = labelsOf(write(page(), ['NORTH', 'SOUTH'], 4, 4));
    expect(labels.map((label) => label.area.y)).toEqual([4, 9]);
  });

  it('finds 8-dot cells (4 rows) and cells 2 pins apart', () => {
    const eight = labelsOf(write(page(), ['HELLO'], 3, 3, { pinsPerCell: 8 }));
    expect(eight).toHaveLength(1);
    const wide = labelsOf(write(page(), ['HELLO'], 3, 3, { columnGap: 2 }));
    expect(wide.map((label) => label.pitch)).toEqual([4]);
  });

  it('keeps a label when one stray pin sits among its cells off the lattice', () => {
    const grid = setPin(write(page(), ['LABELS'], 5, 5), 7, 6);
    const labels = labelsOf(grid);
    expect(labels).toHaveLength(1);
    expect(labels[0]?.pins.some(([x, y]) => x === 7 && y === 6)).toBe(false);
  });

  it('finds a cut first cell as a cell reaching past the page', () => {
    const labels = labelsOf(write(page(), ['MAP'], -1, 5));
    expect(labels[0]?.area.x).toBe(-1);
  });

  it('does not take graphics for braille: lines, boxes, circles', () => {
    let grid = drawRectangle(page(), { x: 2, y: 2 }, { x: 20, y: 15 });
    grid = drawEllipse(grid, { x: 25, y: 2 }, { x: 45, y: 20 });
    grid = drawLine(grid, { x: 2, y: 30 }, { x: 55, y: 38 });
    expect(labelsOf(grid)).toEqual([]);
  });

  it('does not take dotted or dashed lines for braille, nor a lone cell', () => {
    expect(labelsOf(gridFromText('#.#.#.#.#.#.#'))).toEqual([]);
    expect(labelsOf(gridFromText('#..#..#..#..#'))).toEqual([]);
    expect(labelsOf(gridFromText('##.##.##.##.##'))).toEqual([]);
    expect(labelsOf(gridFromText('#\n.\n#\n.\n#\n.\n#'))).toEqual([]);
    expect(labelsOf(write(page(), ['M'], 5, 5))).toEqual([]);
  });

});

describe('isDeviceTextPage', () => {
  const text = 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG. A CAT IS ON A MAT; 123 BUSES WENT BY, ALL THE WAY TO THE SEA.';
  const isText = (grid: PinGrid) => isDeviceTextPage(findComponents(grid));

  it('knows a page of braille on the device’s own lines (a BRF page, the Book’s display)', () => {
    expect(isText(brailleBlock(cellsFromAscii(text), 30))).toBe(true);
  });

  it('does not take a drawing, lines in the gaps between text lines, or a lone speck for text', () => {
    expect(isText(drawRectangle(page(), { x: 2, y: 2 }, { x: 20, y: 15 }))).toBe(false);
    expect(isText(drawLine(brailleBlock(cellsFromAscii(text), 30), { x: 0, y: 9 }, { x: 30, y: 9 }))).toBe(false);
    expect(isText(setPin(page(), 5, 5))).toBe(false);
  });
});
