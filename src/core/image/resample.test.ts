import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resampleArea } from './resample.ts';
import type { GrayRows } from './types.ts';

function rowsOf(width: number, height: number, values: readonly number[]): GrayRows & { reads: number[] } {
  const reads: number[] = [];
  return {
    width,
    height,
    reads,
    readRow(y, out) {
      reads.push(y);
      for (let x = 0; x < width; x++) out[x] = values[y * width + x] ?? 0;
    },
  };
}

describe('area-average resampling', () => {
  it('keeps a picture of the same size as it is', () => {
    const values = [0, 10, 20, 30, 40, 50];
    expect([...resampleArea(rowsOf(3, 2, values), 3, 2).data]).toEqual(values);
  });

  it('averages 2×2 blocks when halving', () => {
    // prettier-ignore
    const values = [
      0, 0, 255, 255,
      0, 0, 255, 255,
      0, 100, 200, 200,
      100, 200, 200, 200,
    ];
    expect([...resampleArea(rowsOf(4, 4, values), 2, 2).data]).toEqual([0, 255, 100, 200]);
  });

  it('weighs partly covered pixels by the part covered', () => {
    // Three pixels into two: the first target covers 1.5 source pixels, [0, 255 × ½].
    expect([...resampleArea(rowsOf(3, 1, [0, 255, 255]), 2, 1).data]).toEqual([85, 255]);
  });

  it('enlarges by repeating', () => {
    expect([...resampleArea(rowsOf(1, 1, [77]), 3, 2).data]).toEqual([77, 77, 77, 77, 77, 77]);
  });

  it('reads each source row once, in order', () => {
    const source = rowsOf(50, 30, []);
    resampleArea(source, 7, 4);
    expect(source.reads).toEqual(Array.from({ length: 30 }, (_, y) => y));
  });

  it('keeps the mean grey level (property)', () => {
    const picture = fc
      .record({ w: fc.integer({ min: 1, max: 40 }), h: fc.integer({ min: 1, max: 40 }) })
      .chain(({ w, h }) =>
        fc.record({
          w: fc.constant(w),
          h: fc.constant(h),
          values: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: w * h, maxLength: w * h }),
          tw: fc.integer({ min: 1, max: 40 }),
          th: fc.integer({ min: 1, max: 40 }),
        }),
      );
    fc.assert(
      fc.property(picture, ({ w, h, values, tw, th }) => {
        const out = resampleArea(rowsOf(w, h, values), tw, th);
        const mean = (xs: ArrayLike<number>) => Array.from(xs).reduce((a, b) => a + b, 0) / xs.length;
        expect(out.data.length).toBe(tw * th);
        // Every target pixel has the same area, so only rounding to whole levels moves the mean.
        expect(Math.abs(mean(out.data) - mean(values))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
