import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floodFill } from './fill.ts';
import { countRaised, createGrid, equalGrids, getPin, gridFromText, gridToText } from './grid.ts';

const picture = (...rows: string[]): string => rows.join('\n');
const coordinate = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.integer());
const grid = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
  .chain(([width, height]) =>
    fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }).map((pins) => {
      const rows = Array.from({ length: height }, (_, y) => pins.slice(y * width, (y + 1) * width).map((up) => (up ? '#' : '.')).join(''));
      return gridFromText(rows.join('\n'));
    }),
  );

describe('the fill bucket', () => {
  const ring = picture('.......', '.#####.', '.#...#.', '.#...#.', '.#####.', '.......');

  it('fills the inside of an outline', () => {
    expect(gridToText(floodFill(gridFromText(ring), { x: 3, y: 2 }))).toBe(
      picture('.......', '.#####.', '.#####.', '.#####.', '.#####.', '.......'),
    );
  });

  it('fills the outside, up to the edges of the grid', () => {
    expect(gridToText(floodFill(gridFromText(ring), { x: 0, y: 0 }))).toBe(
      picture('#######', '#######', '##...##', '##...##', '#######', '#######'),
    );
  });

  it('does not leak through diagonal gaps', () => {
    const diagonal = picture('..#', '.#.', '#..');
    expect(gridToText(floodFill(gridFromText(diagonal), { x: 0, y: 0 }))).toBe(picture('###', '##.', '#..'));
  });

  it('does nothing on a raised pin or off the grid', () => {
    const grid = gridFromText(ring);
    expect(equalGrids(floodFill(grid, { x: 1, y: 1 }), grid)).toBe(true);
    expect(equalGrids(floodFill(grid, { x: -1, y: 2 }), grid)).toBe(true);
    expect(equalGrids(floodFill(grid, { x: 2, y: 1e12 }), grid)).toBe(true);
  });

  // Speed is measured by `npm run bench`, never asserted here.
  it('fills a whole empty display, and the deepest maze, without recursion', () => {
    const filled = floodFill(createGrid(96, 64), { x: 50, y: 30 });
    expect(countRaised(filled)).toBe(96 * 64);
    // A serpentine maze makes a single path thousands of pins long: the deepest a fill can go.
    const maze = gridFromText(
      Array.from({ length: 64 }, (_, y) => {
        if (y % 2 === 0) return '.'.repeat(96);
        return y % 4 === 1 ? '#'.repeat(95) + '.' : '.' + '#'.repeat(95);
      }).join('\n'),
    );
    expect(countRaised(floodFill(maze, { x: 0, y: 0 }))).toBe(96 * 64);
  });

  it('for any grid and point: keeps the size, only raises, and is idempotent', () => {
    fc.assert(
      fc.property(grid, coordinate, coordinate, (before, x, y) => {
        const once = floodFill(before, { x, y });
        expect([once.width, once.height]).toEqual([before.width, before.height]);
        for (let py = 0; py < before.height; py++) for (let px = 0; px < before.width; px++) if (getPin(before, px, py)) expect(getPin(once, px, py)).toBe(true);
        expect(equalGrids(floodFill(once, { x, y }), once)).toBe(true);
      }),
    );
  });

  it('leaves no lowered pin next to the filled region', () => {
    fc.assert(
      fc.property(grid, fc.nat(), fc.nat(), (before, seedX, seedY) => {
        const x = seedX % before.width;
        const y = seedY % before.height;
        const after = floodFill(before, { x, y });
        if (getPin(before, x, y)) return;
        for (let py = 0; py < before.height; py++) {
          for (let px = 0; px < before.width; px++) {
            const newlyRaised = getPin(after, px, py) && !getPin(before, px, py);
            if (!newlyRaised) continue;
            for (const [nx, ny] of [[px - 1, py], [px + 1, py], [px, py - 1], [px, py + 1]] as const) {
              if (nx >= 0 && ny >= 0 && nx < before.width && ny < before.height) expect(getPin(after, nx, ny)).toBe(true);
            }
          }
        }
      }),
    );
  });
});
