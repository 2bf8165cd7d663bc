import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, editGrid, equalGrids, gridFromText, gridToText } from '../pins/index.ts';
import { invertGrid, placeGrid } from './place.ts';

describe('grid helpers', () => {
  it('inverts every pin', () => {
    expect(gridToText(invertGrid(gridFromText('#..\n.#.')))).toBe('.##\n#.#');
  });

  it('inverting twice gives the grid back (property)', () => {
    const grid = fc
      .record({ w: fc.integer({ min: 1, max: 30 }), h: fc.integer({ min: 1, max: 30 }) })
      .chain(({ w, h }) =>
        fc.array(fc.boolean(), { minLength: w * h, maxLength: w * h }).map((pins) =>
          editGrid(createGrid(w, h), (write) => pins.forEach((on, i) => write.set(i % w, Math.floor(i / w), on))),
        ),
      );
    fc.assert(fc.property(grid, (g) => equalGrids(invertGrid(invertGrid(g)), g)));
  });

  it('places a picture on a blank grid and clips what falls outside', () => {
    const picture = gridFromText('##\n#.');
    expect(gridToText(placeGrid(picture, 4, 3, 1, 1))).toBe('....\n.##.\n.#..');
    expect(gridToText(placeGrid(picture, 2, 2, 1, 1))).toBe('..\n.#');
  });
});
