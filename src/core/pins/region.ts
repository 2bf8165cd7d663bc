// Drawing a closed shape given as "which pins are inside it": all of it
// (filled), or a band of its outermost pins (outline), clipped to the grid.

import { editGrid, type PinGrid } from './grid.ts';
import type { PinBox } from './linePins.ts';

/** Whether a pin belongs to the filled shape; only asked about pins inside the shape's box. */
export type PinTest = (x: number, y: number) => boolean;

/**
 * Raises the pins of the shape `inside` within `box`. An outline of thickness
 * t keeps the pins that have a pin outside the shape within t steps up, down,
 * left or right: at t = 1 that is a thin line with no corner doubling, and
 * thicker bands grow inwards, so a shape never spills out of the box the user
 * dragged.
 */
export function drawRegion(grid: PinGrid, box: PinBox, inside: PinTest, filled: boolean, thickness: number): PinGrid {
  const depth = filled ? 0 : thickness;
  // Work in a window of the box around the grid. Beyond the window we assume
  // "inside"; that guess can move the band by one pin per erosion step, and
  // the window reaches `depth` pins past the grid, so it never gets onto it.
  const left = Math.max(box.left, -depth);
  const top = Math.max(box.top, -depth);
  const right = Math.min(box.right, grid.width - 1 + depth);
  const bottom = Math.min(box.bottom, grid.height - 1 + depth);
  if (left > right || top > bottom) return editGrid(grid, () => undefined);

  const width = right - left + 1;
  const height = bottom - top + 1;
  const shape = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) shape[y * width + x] = inside(left + x, top + y) ? 1 : 0;

  let core: Uint8Array = shape;
  for (let step = 0; step < depth; step++) core = erode(core, width, height, box, left, top);

  return editGrid(grid, (write) => {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const index = y * width + x;
        if (shape[index] === 1 && (filled || core[index] !== 1)) write.set(left + x, top + y, true);
      }
    }
  });
}

/** One step of erosion: a pin stays only if its four neighbours are in the shape (outside the box is outside). */
function erode(shape: Uint8Array, width: number, height: number, box: PinBox, left: number, top: number): Uint8Array {
  const next = new Uint8Array(shape.length);
  const at = (x: number, y: number): boolean => {
    const gx = left + x;
    const gy = top + y;
    if (gx < box.left || gx > box.right || gy < box.top || gy > box.bottom) return false;
    if (x < 0 || y < 0 || x >= width || y >= height) return true;
    return shape[y * width + x] === 1;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (shape[y * width + x] === 1 && at(x - 1, y) && at(x + 1, y) && at(x, y - 1) && at(x, y + 1)) next[y * width + x] = 1;
    }
  }
  return next;
}
