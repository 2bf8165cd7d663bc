import { describe, expect, it } from 'vitest';
import { layoutPosition } from './index.ts';

const frame = { left: 0, top: 0, right: 14, bottom: 14 };
const at = (x: number, y: number) => layoutPosition({ left: x, top: y, right: x, bottom: y }, frame);

describe('layoutPosition', () => {
  it('splits a 15-pin side into thirds of 5', () => {
    expect([at(0, 0), at(4, 4), at(5, 5), at(9, 9), at(10, 10), at(14, 14)]).toEqual([
      'top-left',
      'top-left',
      'centre',
      'centre',
      'bottom-right',
      'bottom-right',
    ]);
    expect([at(7, 0), at(14, 7), at(7, 14), at(0, 7), at(14, 0), at(0, 14)]).toEqual([
      'top-centre',
      'centre-right',
      'bottom-centre',
      'centre-left',
      'top-right',
      'bottom-left',
    ]);
  });

  it('judges a box by its centre, relative to the frame', () => {
    expect(layoutPosition({ left: 0, top: 0, right: 14, bottom: 14 }, frame)).toBe('centre');
    expect(layoutPosition({ left: 20, top: 10, right: 21, bottom: 11 }, { left: 20, top: 10, right: 29, bottom: 19 })).toBe('top-left');
  });
});
