// The round-ish brush that pens, erasers and thick lines are drawn with.

import type { GridSize, Point } from './point.ts';
import { forEachLinePin } from './linePins.ts';

/** Thickest brush we draw with: a third of the small display; more is a fill, not a stroke. */
export const MAX_THICKNESS = 32;

/** A brush size as drawn: whole, 1..MAX_THICKNESS; anything else (NaN, 0, 1e9) is pulled into range, never an error. */
export function toThickness(value: number | undefined): number {
  if (value === undefined || Number.isNaN(value)) return 1;
  return Math.max(1, Math.min(MAX_THICKNESS, Math.round(value)));
}

/**
 * The pins a brush of `thickness` covers, as offsets from the pin under the
 * pointer: the pins whose centres lie within a disc `thickness` pins across.
 * Sizes 1–3 come out as squares (a pin, 2×2, 3×3); from 4 on the corners go
 * and it reads as round under a finger. An even-sized disc cannot be centred
 * on a pin, so it leans one pin right and down.
 */
export function brushOffsets(thickness: number): readonly Point[] {
  const size = toThickness(thickness);
  const low = -Math.floor((size - 1) / 2);
  // All distances are doubled so the half-pin centre of even sizes stays whole.
  const twiceCentre = 2 * low + size - 1;
  const offsets: Point[] = [];
  for (let y = low; y < low + size; y++) {
    for (let x = low; x < low + size; x++) {
      const ex = 2 * x - twiceCentre;
      const ey = 2 * y - twiceCentre;
      if (ex * ex + ey * ey <= size * size) offsets.push({ x, y });
    }
  }
  return offsets;
}

/**
 * Calls `mark` for every pin the brush covers along the polyline through
 * `points`. Line pins further than a brush width off the grid are skipped: the
 * brush could not reach back onto it from there.
 */
export function brushAlong(
  grid: GridSize,
  points: readonly Point[],
  thickness: number,
  mark: (x: number, y: number) => void,
): void {
  const brush = brushOffsets(thickness);
  const reach = toThickness(thickness);
  const clip = { left: -reach, top: -reach, right: grid.width - 1 + reach, bottom: grid.height - 1 + reach };
  const stamp = (x: number, y: number): void => {
    for (const offset of brush) mark(x + offset.x, y + offset.y);
  };
  points.forEach((point, index) => {
    // The first point draws a dot so that a tap leaves a mark; each later one the segment from its predecessor.
    const previous = index === 0 ? point : (points[index - 1] ?? point);
    forEachLinePin(previous, point, clip, stamp);
  });
}
