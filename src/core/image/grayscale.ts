// RGBA to grey. We use the Rec. 709 luma weights: sRGB shares Rec. 709's
// primaries, so these are the weights that match the pictures people load.
// They are applied to the gamma-encoded values (luma, Y′), as the textbook
// formula does, not to linearised light: the threshold works on how dark a
// pixel looks, and encoded values already track that closely.

import type { GrayRows, RgbaImage } from './types.ts';

const RED = 0.2126;
const GREEN = 0.7152;
const BLUE = 0.0722;

/**
 * The grey level of one pixel composited over white: a transparent pixel is
 * paper, and paper carries no pins. Compositing the luma is the same as
 * compositing each channel, because both steps are linear.
 */
export function luma(r: number, g: number, b: number, a: number): number {
  const y = RED * r + GREEN * g + BLUE * b;
  return 255 - (a / 255) * (255 - y);
}

/** Writes the grey levels of row `y` of `image` into `out`. */
export function grayscaleRow(image: RgbaImage, y: number, out: Float32Array): void {
  const { width, data } = image;
  let i = y * width * 4;
  for (let x = 0; x < width; x++, i += 4) {
    out[x] = luma(data[i] ?? 255, data[i + 1] ?? 255, data[i + 2] ?? 255, data[i + 3] ?? 0);
  }
}

/** The image as a row source for the resampler, converted lazily. */
export function grayscaleRows(image: RgbaImage): GrayRows {
  return { width: image.width, height: image.height, readRow: (y, out) => grayscaleRow(image, y, out) };
}
