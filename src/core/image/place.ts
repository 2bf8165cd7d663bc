// Small grid operations the pipeline needs around the picture itself.

import { createGrid, editGrid, getPin } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';

/** Every pin flipped. */
export function invertGrid(grid: PinGrid): PinGrid {
  return editGrid(grid, (write) => {
    for (let y = 0; y < grid.height; y++) for (let x = 0; x < grid.width; x++) write.set(x, y, !getPin(grid, x, y));
  });
}

/** A blank `width` × `height` grid with `picture` copied in at (`left`, `top`); what falls outside is clipped. */
export function placeGrid(picture: PinGrid, width: number, height: number, left: number, top: number): PinGrid {
  return editGrid(createGrid(width, height), (write) => {
    for (let y = 0; y < picture.height; y++) {
      for (let x = 0; x < picture.width; x++) if (getPin(picture, x, y)) write.set(left + x, top + y, true);
    }
  });
}
