import { describe, expect, it } from 'vitest';
import { adjustBrightness, brightnessOffset, sharpen, sharpnessAmount } from './adjust.ts';
import { TactileImageError } from './errors.ts';
import type { GrayImage } from './types.ts';

const gray = (width: number, height: number, values: readonly number[]): GrayImage => ({ width, height, data: Uint8ClampedArray.from(values) });

describe('brightness', () => {
  it('is neutral at 50% and moves 51 levels a step', () => {
    expect(brightnessOffset(50)).toBe(0);
    expect(brightnessOffset(60)).toBe(51);
    expect(brightnessOffset(0)).toBe(-255);
    expect(brightnessOffset(100)).toBe(255);
  });

  it('shifts and clamps grey levels', () => {
    const image = gray(3, 1, [0, 100, 250]);
    expect(adjustBrightness(image, 50)).toBe(image);
    expect([...adjustBrightness(image, 70).data]).toEqual([102, 202, 255]);
    expect([...adjustBrightness(image, 0).data]).toEqual([0, 0, 0]);
    expect([...adjustBrightness(image, 100).data]).toEqual([255, 255, 255]);
  });
});

describe('sharpness (unsharp mask)', () => {
  it('leaves the picture alone at 0% and a flat picture alone at any strength', () => {
    const image = gray(3, 2, [1, 2, 3, 4, 5, 6]);
    expect(sharpen(image, 0)).toBe(image);
    expect([...sharpen(gray(3, 3, Array(9).fill(90)), 100).data]).toEqual(Array(9).fill(90));
  });

  it('steepens a step edge in proportion to the strength', () => {
    const step = gray(4, 2, [100, 100, 200, 200, 100, 100, 200, 200]);
    expect(sharpnessAmount(100)).toBe(2);
    expect([...sharpen(step, 100).data].slice(0, 4)).toEqual([100, 50, 250, 200]);
    expect([...sharpen(step, 50).data].slice(0, 4)).toEqual([100, 75, 225, 200]);
  });
});

describe('percent settings', () => {
  it.each([5, -10, 110, 55, 10.5, Number.NaN])('refuses %s with a coded RangeError', (value) => {
    for (const [call, code] of [
      [() => brightnessOffset(value), 'brightness'],
      [() => sharpnessAmount(value), 'sharpness'],
    ] as const) {
      expect(call).toThrow(TactileImageError);
      expect(call).toThrow(RangeError);
      try {
        call();
      } catch (error) {
        expect((error as TactileImageError).code).toBe(code);
      }
    }
  });

  it('accepts every step of 10', () => {
    for (let p = 0; p <= 100; p += 10) {
      expect(() => brightnessOffset(p)).not.toThrow();
      expect(() => sharpnessAmount(p)).not.toThrow();
    }
  });
});
