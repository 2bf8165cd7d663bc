import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_THICKNESS, brushOffsets, toThickness } from './brush.ts';
import { createGrid, editGrid, gridToText } from './grid.ts';

/** The brush of `thickness` stamped with its origin at (3, 3) of a 7×7 grid. */
function brushPicture(thickness: number): string {
  return gridToText(editGrid(createGrid(7, 7), (write) => brushOffsets(thickness).forEach(({ x, y }) => write.set(3 + x, 3 + y, true))));
}

describe('the brush', () => {
  it('is one pin, then squares, then round', () => {
    expect(brushPicture(1)).toBe(['.......', '.......', '.......', '...#...', '.......', '.......', '.......'].join('\n'));
    expect(brushPicture(2)).toBe(['.......', '.......', '.......', '...##..', '...##..', '.......', '.......'].join('\n'));
    expect(brushPicture(3)).toBe(['.......', '.......', '..###..', '..###..', '..###..', '.......', '.......'].join('\n'));
    expect(brushPicture(4)).toBe(['.......', '.......', '...##..', '..####.', '..####.', '...##..', '.......'].join('\n'));
    expect(brushPicture(5)).toBe(['.......', '..###..', '.#####.', '.#####.', '.#####.', '..###..', '.......'].join('\n'));
  });

  it('pulls any size into 1..MAX_THICKNESS', () => {
    expect([undefined, Number.NaN, 0, -3, 2.4, 2.6, 1e9, Infinity].map(toThickness)).toEqual([1, 1, 1, 1, 2, 3, MAX_THICKNESS, MAX_THICKNESS]);
  });

  it('covers about a disc-shaped share (π/4) of thickness² pins, symmetrically about its centre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_THICKNESS }), (thickness) => {
        const offsets = brushOffsets(thickness);
        expect(offsets.length).toBeLessThanOrEqual(thickness * thickness);
        expect(offsets.length).toBeGreaterThanOrEqual(thickness * thickness * 0.7);
        const keys = new Set(offsets.map(({ x, y }) => `${x},${y}`));
        // Mirrored about the centre (which is half a pin right and down for even sizes).
        const shift = thickness % 2 === 0 ? 1 : 0;
        for (const { x, y } of offsets) expect(keys.has(`${shift - x},${shift - y}`) && keys.has(`${y},${x}`)).toBe(true);
      }),
    );
  });
});
