import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRaised, createGrid, editGrid, type PinGrid } from '../pins/index.ts';
import { describeGrid, describeRegion, describeRows, findShapes, summarize } from './index.ts';

/** Random grids up to the 768-pin model's 96×64, of varying density so both sparse dots and big blobs occur. */
const grids: fc.Arbitrary<PinGrid> = fc
  .record({ width: fc.integer({ min: 1, max: 96 }), height: fc.integer({ min: 1, max: 64 }), density: fc.double({ min: 0, max: 1, noNaN: true }), seed: fc.integer() })
  .map(({ width, height, density, seed }) => {
    // A small deterministic generator: fast-check shrinks the seed, and big grids stay cheap to build.
    let state = seed >>> 0;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    return editGrid(createGrid(width, height), (write) => {
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) write.set(x, y, next() < density);
    });
  });

describe('describing any grid', () => {
  it('never throws, and the summary counts what countRaised counts', () => {
    fc.assert(
      fc.property(grids, (grid) => {
        expect(summarize(grid).count).toBe(countRaised(grid));
        expect(describeGrid(grid).length).toBeGreaterThan(0);
        expect(describeRows(grid).length).toBeLessThanOrEqual(grid.height);
      }),
      { numRuns: 60 },
    );
  });

  it('finds shapes whose sizes add up to the raised pins, largest first', () => {
    fc.assert(
      fc.property(grids, (grid) => {
        const shapes = findShapes(grid);
        expect(shapes.reduce((sum, shape) => sum + shape.size, 0)).toBe(countRaised(grid));
        shapes.forEach((shape, i) => expect(shape.size).toBeLessThanOrEqual(shapes[i - 1]?.size ?? Infinity));
      }),
      { numRuns: 60 },
    );
  });

  it('never throws for any box, and counts only pins inside it', () => {
    const boxes = fc.record({
      x: fc.integer({ min: -100, max: 100 }),
      y: fc.integer({ min: -100, max: 100 }),
      width: fc.integer({ min: -5, max: 120 }),
      height: fc.integer({ min: -5, max: 80 }),
    });
    fc.assert(
      fc.property(grids, boxes, (grid, box) => {
        expect(describeRegion(grid, box).length).toBeGreaterThan(0);
        const inside = summarize(grid, box);
        expect(inside.count).toBeLessThanOrEqual(countRaised(grid));
        if (inside.box !== null) {
          expect(inside.box.left).toBeGreaterThanOrEqual(box.x);
          expect(inside.box.bottom).toBeLessThan(box.y + box.height);
        }
      }),
      { numRuns: 60 },
    );
  });
});
