import { describe, expect, it } from 'vitest';
import { gridToText } from '../pins/index.ts';
import { TactileImageError } from './errors.ts';
import { FLAT_PICTURE_THRESHOLD, assertThreshold, automaticThreshold, darkPins, histogram, otsuLevel } from './threshold.ts';
import type { GrayImage } from './types.ts';

const gray = (width: number, height: number, values: readonly number[]): GrayImage => ({ width, height, data: Uint8ClampedArray.from(values) });

function counts(entries: Record<number, number>): Uint32Array {
  const result = new Uint32Array(256);
  for (const [level, count] of Object.entries(entries)) result[Number(level)] = count;
  return result;
}

describe('the histogram', () => {
  it('counts each level', () => {
    const h = histogram(gray(2, 2, [0, 0, 7, 255]));
    expect([h[0], h[7], h[255], h.reduce((a, b) => a + b, 0)]).toEqual([2, 1, 1, 4]);
  });
});

describe("Otsu's method", () => {
  it('cuts in the middle of the gap between two clean modes', () => {
    expect(otsuLevel(counts({ 50: 100, 200: 100 }))).toBe(124);
    // Unequal modes leave the same gap, and every level in it scores the same.
    expect(otsuLevel(counts({ 50: 10, 200: 300 }))).toBe(124);
  });

  it('cuts between two spread-out modes of different sizes', () => {
    const h = new Uint32Array(256);
    for (let d = -10; d <= 10; d++) {
      h[40 + d] = 200 - 15 * Math.abs(d);
      h[180 + d] = 80 - 6 * Math.abs(d);
    }
    const level = otsuLevel(h) ?? -1;
    expect(level).toBeGreaterThanOrEqual(50);
    expect(level).toBeLessThan(170);
  });

  it('splits two neighbouring levels between them', () => {
    expect(otsuLevel(counts({ 10: 3, 11: 5 }))).toBe(10);
  });

  it('has no answer for a flat or empty histogram', () => {
    expect(otsuLevel(counts({ 90: 12 }))).toBeUndefined();
    expect(otsuLevel(new Uint32Array(256))).toBeUndefined();
  });

  it('gives a threshold in the manual sense: levels below it are ink', () => {
    expect(automaticThreshold(gray(4, 1, [50, 50, 200, 200]))).toBe(125);
    expect(automaticThreshold(gray(2, 1, [0, 0]))).toBe(FLAT_PICTURE_THRESHOLD);
  });
});

describe('dark pins', () => {
  const ramp = gray(4, 2, [0, 100, 200, 255, 255, 127, 128, 0]);

  it('raises pins darker than the threshold', () => {
    expect(gridToText(darkPins(ramp, 128))).toBe('##..\n.#.#');
  });

  it('raises nothing at 0 and all but white at 255', () => {
    expect(gridToText(darkPins(ramp, 0))).toBe('....\n....');
    expect(gridToText(darkPins(ramp, 255))).toBe('###.\n.###');
  });

  it('refuses thresholds that are not whole levels 0 to 255', () => {
    for (const bad of [-1, 256, 12.5, Number.NaN]) {
      expect(() => assertThreshold(bad)).toThrow(TactileImageError);
    }
    expect(() => assertThreshold(0)).not.toThrow();
    expect(() => assertThreshold(255)).not.toThrow();
  });
});
