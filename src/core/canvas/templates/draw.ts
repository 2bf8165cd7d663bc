// The few drawing steps every template shares, over the pins module's own
// lines and shapes: a blank page, a path through points, short tick marks
// and arrowheads. Everything is whole pins, so a template is the same pins
// on every machine and the shipped files can be checked against it.

import { DEVICE_MODELS, drawLine, gridForModel, type DeviceModel, type PinGrid, type Point } from '../../pins/index.ts';

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export function pageSize(model: DeviceModel): PageSize {
  const { width, height } = DEVICE_MODELS[model];
  return { width, height };
}

export function blankPage(model: DeviceModel): PinGrid {
  return gridForModel(model);
}

/** Straight lines from each point to the next (and back to the first when `closed`). */
export function drawPath(grid: PinGrid, points: readonly Point[], closed = false): PinGrid {
  let result = grid;
  const ends = closed ? [...points, ...points.slice(0, 1)] : points;
  for (let i = 1; i < ends.length; i++) {
    const from = ends[i - 1];
    const to = ends[i];
    if (from && to) result = drawLine(result, from, to);
  }
  return result;
}

/** A point on a circle round `centre`, 0° pointing up and angles turning clockwise (as on a clock), rounded to a pin. */
export function onCircle(centre: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: Math.round(centre.x + radius * Math.sin(radians)), y: Math.round(centre.y - radius * Math.cos(radians)) };
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/** An open arrowhead at `tip`, its two strokes `size` pins long, pointing `direction`. */
export function drawArrowhead(grid: PinGrid, tip: Point, direction: Direction, size: number): PinGrid {
  const back = { left: { x: 1, y: 0 }, right: { x: -1, y: 0 }, up: { x: 0, y: 1 }, down: { x: 0, y: -1 } }[direction];
  const across = { x: back.y, y: back.x };
  const wing = (sign: number) => ({ x: tip.x + back.x * size + across.x * size * sign, y: tip.y + back.y * size + across.y * size * sign });
  return drawPath(drawPath(grid, [wing(1), tip]), [tip, wing(-1)]);
}

/** Tick marks across a horizontal line at row `y`: `above` pins up and `below` pins down at each x. */
export function drawHorizontalTicks(grid: PinGrid, y: number, xs: readonly number[], above: number, below: number): PinGrid {
  return xs.reduce((result, x) => drawLine(result, { x, y: y - above }, { x, y: y + below }), grid);
}

/** Tick marks across a vertical line at column `x`: `left` pins left and `right` pins right at each y. */
export function drawVerticalTicks(grid: PinGrid, x: number, ys: readonly number[], left: number, right: number): PinGrid {
  return ys.reduce((result, y) => drawLine(result, { x: x - left, y }, { x: x + right, y }), grid);
}

/**
 * Evenly spaced lines across `size` pins: as many whole cells of `pitch` as
 * fit, centred, so the outer lines are as far from both edges.
 */
export function latticeLines(size: number, pitch: number): number[] {
  const cells = Math.floor((size - 1) / pitch);
  const offset = Math.floor((size - (cells * pitch + 1)) / 2);
  return Array.from({ length: cells + 1 }, (_, k) => offset + k * pitch);
}
