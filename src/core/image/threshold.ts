// From grey levels to pins: dark is ink, ink is raised. The cut is either
// chosen by the user or found by Otsu's method.

import { createGrid, editGrid } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';
import { TactileImageError } from './errors.ts';
import type { GrayImage } from './types.ts';

/** Counts of each grey level 0 to 255. */
export function histogram(image: GrayImage): Uint32Array {
  const counts = new Uint32Array(256);
  for (const value of image.data) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/**
 * Otsu's method: the level k that splits the histogram into levels ≤ k and
 * levels > k with the largest between-class variance,
 *   σ²(k) = (μ_T·ω(k) − μ(k))² / (ω(k)·(1 − ω(k))),
 * computed here on counts rather than probabilities (the same k). When a
 * range of levels ties, as every level in the empty gap between two modes
 * does, we take the middle of the range, so the cut sits between the modes
 * rather than against one of them. Undefined when fewer than two levels
 * occur: a flat picture has nothing to split.
 */
export function otsuLevel(counts: Uint32Array): number | undefined {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < counts.length; level++) {
    total += counts[level] ?? 0;
    sum += level * (counts[level] ?? 0);
  }
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let first = -1;
  let last = -1;
  for (let k = 0; k < counts.length - 1; k++) {
    below += counts[k] ?? 0;
    sumBelow += k * (counts[k] ?? 0);
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const spread = total * sumBelow - sum * below;
    const variance = (spread * spread) / (below * above);
    if (variance > best) {
      best = variance;
      first = last = k;
    } else if (variance === best && last === k - 1) {
      last = k;
    }
  }
  return first < 0 ? undefined : Math.floor((first + last) / 2);
}

/** What a flat picture is cut at: mid-grey, so black paper is all pins and white paper none. */
export const FLAT_PICTURE_THRESHOLD = 128;

/**
 * The automatic threshold for `image`, in the same sense as a manual one:
 * levels below it become pins.
 */
export function automaticThreshold(image: GrayImage): number {
  const level = otsuLevel(histogram(image));
  return level === undefined ? FLAT_PICTURE_THRESHOLD : level + 1;
}

export function assertThreshold(threshold: number): void {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > 255) {
    throw new TactileImageError('threshold', `A threshold must be a whole grey level from 0 to 255, not ${threshold}.`);
  }
}

/**
 * Pins where the picture is darker than `threshold`: 0 raises nothing, 255
 * everything but pure white, so blank paper never carries pins.
 */
export function darkPins(image: GrayImage, threshold: number): PinGrid {
  const { width, height, data } = image;
  return editGrid(createGrid(width, height), (write) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 255) < threshold) write.set(x, y, true);
    }
  });
}
