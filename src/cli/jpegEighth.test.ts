import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { decodeJpegEighth, jpegSize } from './jpegEighth.ts';
import { jpegOf } from './jpegTestPictures.ts';

describe('decodeJpegEighth', () => {
  it('gives one pixel per 8×8 block, the mean of the full decode', () => {
    const width = 403;
    const height = 301;
    const bytes = jpegOf(width, height);
    expect(jpegSize(bytes)).toEqual({ width, height });
    const small = decodeJpegEighth(bytes);
    expect(small).toMatchObject({ width: 51, height: 38 });
    const full = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
    let worst = 0;
    for (let by = 0; by < 37; by++) {
      for (let bx = 0; bx < 50; bx++) {
        for (let channel = 0; channel < 3; channel++) {
          let sum = 0;
          for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) sum += full.data[((by * 8 + y) * width + bx * 8 + x) * 4 + channel] ?? 0;
          worst = Math.max(worst, Math.abs(sum / 64 - (small?.data[(by * 51 + bx) * 4 + channel] ?? 0)));
        }
      }
    }
    // The full decode rounds and clamps each pixel after its inverse DCT; the mean is taken before.
    expect(worst).toBeLessThan(4);
    expect(small?.data[3]).toBe(255);
  });

  it('reads 4:2:0 colour (a JPEG from Chromium), its luma the mean of the full decode', () => {
    // shapes-420.jpg: 403×301, a gradient, a disc and a bar, made by Chromium's canvas.toBlob (Y sampled 2×2).
    const bytes = new Uint8Array(readFileSync(new URL('./__fixtures__/shapes-420.jpg', import.meta.url)));
    const small = decodeJpegEighth(bytes);
    expect(small).toMatchObject({ width: 51, height: 38 });
    const full = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
    const luma = (data: ArrayLike<number>, at: number) => 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
    let worst = 0;
    for (let by = 0; by < 37; by++) {
      for (let bx = 0; bx < 50; bx++) {
        let sum = 0;
        for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) sum += luma(full.data, ((by * 8 + y) * 403 + bx * 8 + x) * 4);
        worst = Math.max(worst, Math.abs(sum / 64 - luma(small?.data ?? new Uint8Array(), (by * 51 + bx) * 4)));
      }
    }
    // Colour is a 16×16 mean at this scale (its own resolution), so only luma is compared pixel for pixel.
    expect(worst).toBeLessThan(2);
  });

  it('answers undefined for what it does not read (a progressive frame, a damaged file), so the full decoder decides', () => {
    const bytes = jpegOf(64, 48);
    const sof = bytes.findIndex((value, i) => value === 0xff && bytes[i + 1] === 0xc0);
    const progressive = bytes.slice();
    progressive[sof + 1] = 0xc2;
    expect(decodeJpegEighth(progressive)).toBeUndefined();
    expect(decodeJpegEighth(bytes.subarray(0, sof + 4))).toBeUndefined();
    expect(decodeJpegEighth(new Uint8Array([0x89, 0x50]))).toBeUndefined();
  });
});
