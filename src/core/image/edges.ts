// Edge mode, for photographs: a photograph thresholded by darkness becomes
// blobs, but its outlines read well by touch. We take the Sobel gradient
// magnitude and raise pins where it is strong.

import { createGrid, editGrid } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';
import type { GrayImage } from './types.ts';

/**
 * Edge strength of each pixel: the Sobel gradient magnitude divided by 4,
 * capped at 255. The Sobel kernels weigh a step edge four times (1 + 2 + 1),
 * so after the division the strength of a clean edge is its step in grey
 * levels: black against white is 255. That keeps manual thresholds
 * meaningful and lets Otsu's 256-bin histogram take the strengths directly.
 * Pixels beyond the border repeat the border, so the frame is not an edge.
 */
export function edgeStrength(image: GrayImage): GrayImage {
  const { width, height, data: src } = image;
  const at = (x: number, y: number) =>
    src[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] ?? 255;
  const data = new Uint8ClampedArray(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx =
        at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - (at(x - 1, y - 1) + 2 * at(x - 1, y) + at(x - 1, y + 1));
      const gy =
        at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - (at(x - 1, y - 1) + 2 * at(x, y - 1) + at(x + 1, y - 1));
      data[y * width + x] = Math.hypot(gx, gy) / 4;
    }
  }
  return { width, height, data };
}

/** Pins where the edge strength exceeds `level` (so Otsu's level, the top of the weak class, can be used as it is). */
export function edgePins(strength: GrayImage, level: number): PinGrid {
  const { width, height, data } = strength;
  return editGrid(createGrid(width, height), (write) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) if ((data[y * width + x] ?? 0) > level) write.set(x, y, true);
    }
  });
}
