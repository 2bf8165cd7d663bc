// Selections and the clipboard: choosing pins (by rectangle or by lasso),
// cropping, cutting, copying, pasting, moving, and stamping templates.

import { brushAlong } from './brush.ts';
import { createGrid, editGrid, forEachRaised, getPin, type PinGrid } from './grid.ts';
import { toPinPoint, type GridSize, type Point } from './point.ts';

/**
 * A selection: a grid the size of the drawing whose raised pins are the
 * selected ones. Being a grid, it can be drawn on, combined and stored like one.
 */
export type SelectionMask = PinGrid;

/** The smallest rectangle of pins holding a whole selection. */
export interface SelectionBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Selects the pins of the rectangle between two opposite corners, both included. */
export function rectangleSelection(size: GridSize, corner: Point, opposite: Point): SelectionMask {
  const a = toPinPoint(corner);
  const b = toPinPoint(opposite);
  const left = Math.max(0, Math.min(a.x, b.x));
  const right = Math.min(size.width - 1, Math.max(a.x, b.x));
  const top = Math.max(0, Math.min(a.y, b.y));
  const bottom = Math.min(size.height - 1, Math.max(a.y, b.y));
  return editGrid(createGrid(size.width, size.height), (write) => {
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) write.set(x, y, true);
  });
}

/**
 * Selects what a closed polygon through `points` encloses, by the even-odd
 * rule (a pin is inside when a ray from it crosses the edges an odd number of
 * times, so a figure-eight's crossing lobes are both in, a path looping round
 * twice leaves a hole). The pins under the path itself are selected too: what
 * the user traced is part of what they meant.
 */
export function polygonSelection(size: GridSize, points: readonly Point[]): SelectionMask {
  const corners = points.map(toPinPoint);
  const first = corners[0];
  const mask = createGrid(size.width, size.height);
  if (first === undefined) return mask;
  return editGrid(mask, (write) => {
    brushAlong(size, [...corners, first], 1, (x, y) => write.set(x, y, true));
    for (let y = 0; y < size.height; y++) {
      const crossings = rowCrossings(corners, y);
      for (let pair = 0; pair + 1 < crossings.length; pair += 2) {
        const from = Math.max(0, Math.ceil(crossings[pair] ?? 0));
        const to = Math.min(size.width, Math.ceil(crossings[pair + 1] ?? 0));
        for (let x = from; x < to; x++) write.set(x, y, true);
      }
    }
  });
}

/** A freehand lasso is a polygon with many corners: the closed path through the pointer's points. */
export const freeformSelection: (size: GridSize, path: readonly Point[]) => SelectionMask = polygonSelection;

/**
 * Where the closed polygon's edges cross the row through pin centres at `y`,
 * sorted. Each edge counts from its upper end up to but not including its
 * lower end, so a corner on the row is counted once and level edges never.
 */
function rowCrossings(corners: readonly Point[], y: number): number[] {
  const crossings: number[] = [];
  corners.forEach((a, index) => {
    const b = corners[(index + 1) % corners.length] ?? a;
    if ((a.y <= y && y < b.y) || (b.y <= y && y < a.y)) crossings.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
  });
  return crossings.sort((p, q) => p - q);
}

/** The bounds of the selected pins, or null when nothing is selected. */
export function selectionBounds(mask: SelectionMask): SelectionBounds | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  forEachRaised(mask, (x, y) => {
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  });
  if (left > right) return null;
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/**
 * The selected part of `grid` as a grid the size of the selection's bounds;
 * pins in the bounds but not selected come out lowered. Null when nothing is
 * selected, since there is no empty grid to return.
 */
export function cropToSelection(grid: PinGrid, mask: SelectionMask): PinGrid | null {
  const bounds = selectionBounds(mask);
  if (bounds === null) return null;
  return editGrid(createGrid(bounds.width, bounds.height), (write) => {
    for (let y = 0; y < bounds.height; y++) {
      for (let x = 0; x < bounds.width; x++) {
        const sx = bounds.x + x;
        const sy = bounds.y + y;
        if (getPin(mask, sx, sy) && getPin(grid, sx, sy)) write.set(x, y, true);
      }
    }
  });
}

/** Copy: the clipboard is the cropped selection (null when nothing is selected). */
export function copySelection(grid: PinGrid, mask: SelectionMask): PinGrid | null {
  return cropToSelection(grid, mask);
}

/** Cut: copies the selection, then lowers the selected pins. */
export function cutSelection(grid: PinGrid, mask: SelectionMask): { grid: PinGrid; clipboard: PinGrid | null } {
  return { grid: lowerSelected(grid, mask), clipboard: cropToSelection(grid, mask) };
}

/**
 * Raises the clipboard's raised pins with its top-left corner at `at`; its
 * lowered pins leave the drawing alone, so pasting never erases.
 */
export function pasteAt(grid: PinGrid, clipboard: PinGrid, at: Point): PinGrid {
  const origin = toPinPoint(at);
  return editGrid(grid, (write) => forEachRaised(clipboard, (x, y) => write.set(origin.x + x, origin.y + y, true)));
}

/** A template (an arrow, a symbol) is stamped the way a clipboard is pasted: its raised pins are added at `at`. */
export function stampTemplate(grid: PinGrid, template: PinGrid, at: Point): PinGrid {
  return pasteAt(grid, template, at);
}

/**
 * Moves the selected pins by `offset`: they are lifted, their old places
 * lowered, and they are set down like a paste (added to what is there). The
 * selection moves with them; whatever leaves the grid is gone.
 */
export function moveSelection(grid: PinGrid, mask: SelectionMask, offset: Point): { grid: PinGrid; selection: SelectionMask } {
  const by = toPinPoint(offset);
  const lifted: Point[] = [];
  forEachRaised(mask, (x, y) => {
    if (getPin(grid, x, y)) lifted.push({ x, y });
  });
  const moved = editGrid(lowerSelected(grid, mask), (write) => lifted.forEach((pin) => write.set(pin.x + by.x, pin.y + by.y, true)));
  const selection = editGrid(createGrid(mask.width, mask.height), (write) => forEachRaised(mask, (x, y) => write.set(x + by.x, y + by.y, true)));
  return { grid: moved, selection };
}

function lowerSelected(grid: PinGrid, mask: SelectionMask): PinGrid {
  return editGrid(grid, (write) => forEachRaised(mask, (x, y) => write.set(x, y, false)));
}
