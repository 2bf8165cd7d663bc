// Freehand drawing: the pen, the mirrored pen and the eraser follow the
// pointer's points with the round brush; erase-all clears the display.

import { brushAlong, toThickness } from './brush.ts';
import { createGrid, editGrid, type PinGrid } from './grid.ts';
import type { Point } from './point.ts';

export interface PenOptions {
  /** Brush width in pins, 1 (default) to MAX_THICKNESS. */
  readonly thickness?: number;
}

export interface EraserOptions {
  /** Eraser width in pins, 1 (default) to MAX_THICKNESS. */
  readonly size?: number;
}

/** Raises the pins under a stroke through `points` (a single point is a dot; no points, no change). */
export function penStroke(grid: PinGrid, points: readonly Point[], options: PenOptions = {}): PinGrid {
  return editGrid(grid, (write) => brushAlong(write, points, toThickness(options.thickness), (x, y) => write.set(x, y, true)));
}

/**
 * The pen, drawn twice: once where the pointer went and once mirrored about
 * the grid's vertical centre line, for symmetric figures. The mirror is taken
 * pin by pin after drawing, so the two halves match exactly.
 */
export function mirrorPenStroke(grid: PinGrid, points: readonly Point[], options: PenOptions = {}): PinGrid {
  return editGrid(grid, (write) =>
    brushAlong(write, points, toThickness(options.thickness), (x, y) => {
      write.set(x, y, true);
      write.set(write.width - 1 - x, y, true);
    }),
  );
}

/** Lowers the pins under an eraser stroke through `points`. */
export function eraseStroke(grid: PinGrid, points: readonly Point[], options: EraserOptions = {}): PinGrid {
  return editGrid(grid, (write) => brushAlong(write, points, toThickness(options.size), (x, y) => write.set(x, y, false)));
}

/** A grid of the same size with every pin lowered. */
export function eraseAll(grid: PinGrid): PinGrid {
  return createGrid(grid.width, grid.height);
}
