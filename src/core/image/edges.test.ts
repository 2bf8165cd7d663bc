import { describe, expect, it } from 'vitest';
import { gridToText } from '../pins/index.ts';
import { edgePins, edgeStrength } from './edges.ts';
import type { GrayImage } from './types.ts';

const gray = (width: number, height: number, values: readonly number[]): GrayImage => ({ width, height, data: Uint8ClampedArray.from(values) });

/** A white 10×10 picture with a filled black 4×4 square at (3, 3). */
function filledSquare(): GrayImage {
  const values: number[] = [];
  for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) values.push(x >= 3 && x < 7 && y >= 3 && y < 7 ? 0 : 255);
  return gray(10, 10, values);
}

describe('Sobel edge strength', () => {
  it('is zero on a flat picture, including its border', () => {
    expect([...edgeStrength(gray(3, 3, Array(9).fill(140))).data]).toEqual(Array(9).fill(0));
  });

  it('measures a clean black-to-white step as 255 on both sides of it', () => {
    const step = gray(4, 3, [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255]);
    expect([...edgeStrength(step).data].slice(0, 4)).toEqual([0, 255, 255, 0]);
  });

  it('measures a step in proportion to its height', () => {
    const step = gray(2, 1, [100, 140]);
    expect([...edgeStrength(step).data]).toEqual([40, 40]);
  });

  it('finds the outline of a filled square, not its inside', () => {
    const text = gridToText(edgePins(edgeStrength(filledSquare()), 127));
    expect(text).toBe(
      [
        '..........',
        '..........',
        '...####...',
        '..######..',
        '..##..##..',
        '..##..##..',
        '..######..',
        '...####...',
        '..........',
        '..........',
      ].join('\n'),
    );
  });
});
