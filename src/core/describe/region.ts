// What part of the drawing is being described. Every describer takes the
// whole grid or a region of it: a selection mask (a grid of the drawing's size
// whose raised pins are the selected ones) or a box. Rather than teach every
// describer about regions, we lower every pin outside the region first and
// remember the region's frame, which positions ("top left") are relative to.

import { createGrid, editGrid, forEachRaised, getPin, type PinGrid, type SelectionBounds, type SelectionMask } from '../pins/index.ts';

/** A rectangle of pins, both ends included, numbered from 0 like the grid. */
export interface PinRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A region to describe: a selection mask, or a box of pins {x, y, width, height}. */
export type Region = SelectionMask | SelectionBounds;

export interface Focus {
  /** The drawing with every pin outside the region lowered. */
  readonly grid: PinGrid;
  /** The region's extent, clipped to the grid; null when the region holds no pin of the grid. */
  readonly frame: PinRect | null;
}

export function focus(grid: PinGrid, region?: Region): Focus {
  if (region === undefined) return { grid, frame: { left: 0, top: 0, right: grid.width - 1, bottom: grid.height - 1 } };
  return 'bits' in region ? focusOnMask(grid, region) : focusOnBox(grid, region);
}

function focusOnBox(grid: PinGrid, box: SelectionBounds): Focus {
  // Boxes come from pointer maths, so round inwards and clip rather than trust them.
  const left = Math.max(0, Math.ceil(box.x));
  const top = Math.max(0, Math.ceil(box.y));
  const right = Math.min(grid.width - 1, Math.floor(box.x + box.width) - 1);
  const bottom = Math.min(grid.height - 1, Math.floor(box.y + box.height) - 1);
  // NaN fails every comparison, so a box of NaNs is empty here too.
  if (!(left <= right && top <= bottom)) return { grid: createGrid(grid.width, grid.height), frame: null };
  const frame = { left, top, right, bottom };
  return { grid: keepOnly(grid, (x, y) => x >= left && x <= right && y >= top && y <= bottom), frame };
}

function focusOnMask(grid: PinGrid, mask: SelectionMask): Focus {
  // The frame is the selection's own extent within the grid; a mask of another size counts only where it overlaps.
  let frame: PinRect | null = null;
  forEachRaised(mask, (x, y) => {
    if (x >= grid.width || y >= grid.height) return;
    frame =
      frame === null
        ? { left: x, top: y, right: x, bottom: y }
        : { left: Math.min(frame.left, x), top: Math.min(frame.top, y), right: Math.max(frame.right, x), bottom: Math.max(frame.bottom, y) };
  });
  return { grid: keepOnly(grid, (x, y) => getPin(mask, x, y)), frame };
}

function keepOnly(grid: PinGrid, keep: (x: number, y: number) => boolean): PinGrid {
  return editGrid(createGrid(grid.width, grid.height), (write) => forEachRaised(grid, (x, y) => write.set(x, y, keep(x, y))));
}
