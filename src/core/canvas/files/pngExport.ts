// One page as a PNG: each pin a square of `pinSize` pixels holding a dot —
// black and large when raised, small and light grey when lowered, on white —
// so the picture reads like the SVG and like the pins under the fingers.

import { getPin, type PinGrid } from '../../pins/index.ts';
import { encodeGrayPng } from './png.ts';

export interface PngExportOptions {
  /** Pixels per pin, 2 to 64; 10 unless given. */
  readonly pinSize?: number;
}

export const RAISED_SHADE = 0;
export const LOWERED_SHADE = 0xc8;
export const PAPER_SHADE = 0xff;

/** The pixels of one pin's square: which are inside a dot of the given radius (a fraction of the square). */
function dotMask(size: number, radius: number): boolean[] {
  const centre = (size - 1) / 2;
  const limit = (radius * size) ** 2;
  return Array.from({ length: size * size }, (_, index) => {
    const dx = (index % size) - centre;
    const dy = Math.floor(index / size) - centre;
    return dx * dx + dy * dy <= limit;
  });
}

export function pageToPng(grid: PinGrid, options: PngExportOptions = {}): Uint8Array {
  const size = options.pinSize ?? 10;
  if (!Number.isInteger(size) || size < 2 || size > 64) throw new RangeError(`A pin must be 2 to 64 pixels, not ${size}.`);
  const width = grid.width * size;
  const pixels = new Uint8Array(width * grid.height * size).fill(PAPER_SHADE);
  const raised = dotMask(size, 0.4);
  const lowered = dotMask(size, 0.15);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const up = getPin(grid, x, y);
      const mask = up ? raised : lowered;
      const shade = up ? RAISED_SHADE : LOWERED_SHADE;
      mask.forEach((inside, index) => {
        if (inside) pixels[(y * size + Math.floor(index / size)) * width + x * size + (index % size)] = shade;
      });
    }
  }
  return encodeGrayPng(width, grid.height * size, pixels);
}
