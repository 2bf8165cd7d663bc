import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRaised, createGrid, equalGrids, getPin, gridFromText, gridToText, type PinGrid } from './grid.ts';
import { eraseAll, eraseStroke, mirrorPenStroke, penStroke } from './strokes.ts';

const picture = (...rows: string[]): string => rows.join('\n');

// Any whole coordinate, mostly near a small grid, sometimes absurdly far.
const coordinate = fc.oneof(fc.integer({ min: -12, max: 24 }), fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const point = fc.record({ x: coordinate, y: coordinate });
const thickness = fc.integer({ min: 1, max: 8 });
const grid = fc
  .tuple(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 16 }))
  .chain(([width, height]) =>
    fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }).map((pins) => {
      const rows = Array.from({ length: height }, (_, y) => pins.slice(y * width, (y + 1) * width).map((up) => (up ? '#' : '.')).join(''));
      return gridFromText(rows.join('\n'));
    }),
  );

describe('the pen', () => {
  it('draws a thin stroke through its points', () => {
    const drawn = penStroke(createGrid(6, 4), [{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 5, y: 3 }]);
    expect(gridToText(drawn)).toBe(picture('####..', '....#.', '....#.', '.....#'));
  });

  it('leaves a dot for a tap and nothing for no points', () => {
    expect(gridToText(penStroke(createGrid(3, 3), [{ x: 1, y: 1 }]))).toBe(picture('...', '.#.', '...'));
    expect(countRaised(penStroke(createGrid(3, 3), []))).toBe(0);
  });

  it('draws thick strokes with the round brush', () => {
    const drawn = penStroke(createGrid(9, 5), [{ x: 2, y: 2 }, { x: 6, y: 2 }], { thickness: 3 });
    expect(gridToText(drawn)).toBe(picture('.........', '.#######.', '.#######.', '.#######.', '.........'));
  });

  it('clips at the edges', () => {
    const drawn = penStroke(createGrid(4, 3), [{ x: -5, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 10 }], { thickness: 2 });
    // An even brush leans right and down, so the top row's band is two rows deep.
    expect(gridToText(drawn)).toBe(picture('####', '####', '..##'));
  });

  it('does not touch the grid it was given', () => {
    const before = createGrid(4, 4);
    penStroke(before, [{ x: 0, y: 0 }, { x: 3, y: 3 }]);
    expect(countRaised(before)).toBe(0);
  });
});

describe('the mirrored pen', () => {
  it('draws the stroke and its mirror about the vertical centre line', () => {
    const drawn = mirrorPenStroke(createGrid(7, 3), [{ x: 0, y: 0 }, { x: 2, y: 2 }]);
    expect(gridToText(drawn)).toBe(picture('#.....#', '.#...#.', '..#.#..'));
  });

  it('always leaves a blank grid symmetric, even with even brushes and widths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(point, { maxLength: 4 }), thickness, (width, points, size) => {
        const drawn = mirrorPenStroke(createGrid(width, 5), points, { thickness: size });
        for (let y = 0; y < 5; y++) for (let x = 0; x < width; x++) expect(getPin(drawn, x, y)).toBe(getPin(drawn, width - 1 - x, y));
      }),
    );
  });
});

describe('the eraser', () => {
  it('lowers the pins under its stroke', () => {
    const full = gridFromText(picture('#####', '#####', '#####'));
    expect(gridToText(eraseStroke(full, [{ x: 0, y: 1 }, { x: 4, y: 1 }]))).toBe(picture('#####', '.....', '#####'));
    expect(gridToText(eraseStroke(full, [{ x: 2, y: 1 }], { size: 3 }))).toBe(picture('#...#', '#...#', '#...#'));
  });

  it('erases everything at once', () => {
    const cleared = eraseAll(gridFromText(picture('#.#', '.#.')));
    expect(gridToText(cleared)).toBe(picture('...', '...'));
  });
});

describe('every stroke, for any points and sizes', () => {
  it('keeps the grid size, never throws, and only raises (pen) or only lowers (eraser)', () => {
    fc.assert(
      fc.property(grid, fc.array(point, { maxLength: 5 }), thickness, (before, points, size) => {
        const results: [PinGrid, 'raises' | 'lowers'][] = [
          [penStroke(before, points, { thickness: size }), 'raises'],
          [mirrorPenStroke(before, points, { thickness: size }), 'raises'],
          [eraseStroke(before, points, { size }), 'lowers'],
          [eraseAll(before), 'lowers'],
        ];
        for (const [after, direction] of results) {
          expect([after.width, after.height]).toEqual([before.width, before.height]);
          for (let y = 0; y < before.height; y++) {
            for (let x = 0; x < before.width; x++) {
              if (direction === 'raises' && getPin(before, x, y)) expect(getPin(after, x, y)).toBe(true);
              if (direction === 'lowers' && !getPin(before, x, y)) expect(getPin(after, x, y)).toBe(false);
            }
          }
        }
      }),
    );
  });

  it('erasing a pen stroke with the same points and size clears what it drew', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 5 }), thickness, (points, size) => {
        const blank = createGrid(12, 9);
        const erased = eraseStroke(penStroke(blank, points, { thickness: size }), points, { size });
        expect(equalGrids(erased, blank)).toBe(true);
      }),
    );
  });
});
