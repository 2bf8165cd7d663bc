import { describe, expect, it } from 'vitest';
import { COORDINATE_LIMIT, toPinCoordinate, toPinPoint } from './point.ts';

describe('pin coordinates', () => {
  it('rounds to whole pins and holds wild values within the limit', () => {
    expect([2.4, 2.5, -1.6, Number.NaN, Infinity, -1e300].map(toPinCoordinate)).toEqual([2, 3, -2, 0, COORDINATE_LIMIT, -COORDINATE_LIMIT]);
    expect(toPinPoint({ x: 0.6, y: Number.MAX_SAFE_INTEGER })).toEqual({ x: 1, y: COORDINATE_LIMIT });
  });
});
