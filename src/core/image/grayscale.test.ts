import { describe, expect, it } from 'vitest';
import { grayscaleRow, grayscaleRows, luma } from './grayscale.ts';
import { greyRow } from './__fixtures__/images.ts';

describe('grayscale (Rec. 709 luma over white)', () => {
  it('weighs the primaries by Rec. 709', () => {
    expect(luma(255, 255, 255, 255)).toBeCloseTo(255, 9);
    expect(luma(0, 0, 0, 255)).toBe(0);
    expect(luma(255, 0, 0, 255)).toBeCloseTo(0.2126 * 255, 9);
    expect(luma(0, 255, 0, 255)).toBeCloseTo(0.7152 * 255, 9);
    expect(luma(0, 0, 255, 255)).toBeCloseTo(0.0722 * 255, 9);
  });

  it('composites over white: transparent is paper', () => {
    expect(luma(0, 0, 0, 0)).toBe(255);
    expect(luma(0, 0, 0, 51)).toBeCloseTo(204, 9);
    expect(luma(100, 100, 100, 0)).toBe(255);
  });

  it('converts one row at a time', () => {
    const image = { width: 2, height: 2, data: Uint8ClampedArray.from([0, 0, 0, 255, 0, 0, 0, 0, 10, 10, 10, 255, 255, 255, 255, 255]) };
    const out = new Float32Array(2);
    grayscaleRow(image, 0, out);
    expect([...out]).toEqual([0, 255]);
    grayscaleRows(image).readRow(1, out);
    expect(out[0]).toBeCloseTo(10, 4);
    expect(out[1]).toBeCloseTo(255, 4);
  });

  it('reads levels of a grey picture back', () => {
    const out = new Float32Array(3);
    grayscaleRow(greyRow([0, 128, 255]), 0, out);
    expect([...out].map(Math.round)).toEqual([0, 128, 255]);
  });
});
