// Brightness and sharpness, the two sliders of the conversion. Both take
// 0 to 100 per cent in steps of 10, as the interface offers them; anything
// else is a caller's mistake and is refused rather than rounded.

import { TactileImageError } from './errors.ts';
import type { GrayImage } from './types.ts';

export const PERCENT_STEP = 10;

function assertPercent(code: 'brightness' | 'sharpness', percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100 || percent % PERCENT_STEP !== 0) {
    throw new TactileImageError(code, `The ${code} must be 0 to 100 per cent in steps of ${PERCENT_STEP}, not ${percent}.`);
  }
}

/**
 * The grey-level offset for a brightness: 50% adds nothing, each step of 10
 * adds or removes 51 levels (a fifth of the range), so 0% makes any picture black (every pin
 * raised) and 100% makes it white (none). A plain offset is the textbook
 * brightness; the pipeline applies it after choosing the automatic threshold,
 * since Otsu's method would otherwise follow the shift and undo it.
 */
export function brightnessOffset(percent: number): number {
  assertPercent('brightness', percent);
  return ((percent - 50) / 50) * 255;
}

export function adjustBrightness(image: GrayImage, percent: number): GrayImage {
  const offset = brightnessOffset(percent);
  if (offset === 0) return image;
  const data = new Uint8ClampedArray(image.data.length);
  for (let i = 0; i < data.length; i++) data[i] = (image.data[i] ?? 255) + offset;
  return { width: image.width, height: image.height, data };
}

/** Unsharp-mask strength: 0% leaves the picture alone, 100% adds twice the detail (a strong but common setting). */
export function sharpnessAmount(percent: number): number {
  assertPercent('sharpness', percent);
  return percent / 50;
}

/**
 * Unsharp masking: the picture plus `amount` times its difference from a
 * blurred copy. The blur is the 3×3 binomial kernel (1 2 1 across and down,
 * over 16), with edge pixels repeated so the border gains no false edge. It
 * runs on the small, already fitted picture, where one pixel is one pin.
 */
export function sharpen(image: GrayImage, percent: number): GrayImage {
  const amount = sharpnessAmount(percent);
  if (amount === 0) return image;
  const { width, height, data: src } = image;
  const at = (x: number, y: number) =>
    src[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? 255;
  const data = new Uint8ClampedArray(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let blur = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) blur += (2 - Math.abs(dx)) * (2 - Math.abs(dy)) * at(x + dx, y + dy);
      }
      const value = at(x, y);
      data[y * width + x] = value + amount * (value - blur / 16);
    }
  }
  return { width, height, data };
}
