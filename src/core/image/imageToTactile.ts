// The whole conversion, picture to pins:
//   grey (Rec. 709, over white) → fit and area-average down to the grid →
//   sharpen → threshold by darkness, or Sobel edges and threshold them →
//   brightness as a shift of the cut → invert → place centred → remove
//   isolated pins.
// Everything after the resampling works on the fitted picture alone, not on
// the letterbox around it: blank margins would otherwise weigh in Otsu's
// histogram and the picture's border would look like an edge. The letterbox
// stays lowered even when inverting, as paper around a picture should.

import { createGrid } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';
import { adjustBrightness, brightnessOffset, sharpen, sharpnessAmount } from './adjust.ts';
import { removeIsolatedPins } from './cleanup.ts';
import { edgePins, edgeStrength } from './edges.ts';
import { TactileImageError } from './errors.ts';
import { fitPlacement } from './fit.ts';
import { grayscaleRows } from './grayscale.ts';
import { invertGrid, placeGrid } from './place.ts';
import { resampleArea } from './resample.ts';
import { assertThreshold, automaticThreshold, darkPins, histogram, otsuLevel } from './threshold.ts';
import type { RgbaImage } from './types.ts';

export interface ImageToTactileOptions {
  /** The pin grid's size, e.g. DEVICE_MODELS[768]. */
  readonly width: number;
  readonly height: number;
  /** 0 to 100 in steps of 10; 50 (the default) leaves the picture as it is, higher gives fewer pins. */
  readonly brightness?: number;
  /** 0 (the default) to 100 in steps of 10: unsharp-mask strength. */
  readonly sharpness?: number;
  /**
   * 'auto' (the default) picks the cut by Otsu's method. A number 0 to 255 is
   * a manual cut: grey levels below it become pins, or in edge mode, edge
   * strengths above it.
   */
  readonly threshold?: 'auto' | number;
  /** Raise the light parts instead of the dark ones (the picture only, not the letterbox). */
  readonly invert?: boolean;
  /** Trace outlines (Sobel) instead of filling dark areas; for photographs. */
  readonly edges?: boolean;
  /** Lower raised pins that have no raised neighbour. */
  readonly removeIsolated?: boolean;
}

function assertImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    throw new TactileImageError('image', `An image must be at least 1×1 pixels, not ${width}×${height}.`);
  }
  if (data.length !== width * height * 4) {
    throw new TactileImageError('image', `A ${width}×${height} RGBA image has ${width * height * 4} bytes, not ${data.length}.`);
  }
}

export function imageToTactile(image: RgbaImage, options: ImageToTactileOptions): PinGrid {
  const { width, height, brightness = 50, sharpness = 0, threshold = 'auto' } = options;
  // Check everything before the expensive part, so a bad setting fails fast.
  createGrid(width, height);
  assertImage(image);
  const offset = brightnessOffset(brightness);
  sharpnessAmount(sharpness);
  if (threshold !== 'auto') assertThreshold(threshold);

  const place = fitPlacement(image.width, image.height, width, height);
  const gray = sharpen(resampleArea(grayscaleRows(image), place.width, place.height), sharpness);

  let picture: PinGrid;
  if (options.edges) {
    const strength = edgeStrength(gray);
    // A picture with no edges at all has one strength level; then nothing is an edge.
    const level = threshold === 'auto' ? (otsuLevel(histogram(strength)) ?? 255) : threshold;
    // Brightness moves the cut the same way as in darkness mode: brighter, fewer pins.
    picture = edgePins(strength, level + offset);
  } else {
    // The cut is chosen before brightness is applied: Otsu's method follows
    // any uniform shift, so choosing it afterwards would cancel the slider.
    const cut = threshold === 'auto' ? automaticThreshold(gray) : threshold;
    picture = darkPins(adjustBrightness(gray, brightness), cut);
  }
  if (options.invert) picture = invertGrid(picture);
  const grid = placeGrid(picture, width, height, place.x, place.y);
  return options.removeIsolated ? removeIsolatedPins(grid) : grid;
}
