// Points on the pin grid, and the one place that decides what a coordinate
// from the outside world (a pointer, a file, a test) becomes before we draw.

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The width and height a selection mask or a new grid is made to match. */
export interface GridSize {
  readonly width: number;
  readonly height: number;
}

/**
 * How far from the origin we follow a coordinate. No display is anywhere near
 * this big, and keeping every coordinate within ±2^24 keeps the products in the
 * rasterisers (at most about 2^51) exact in ordinary numbers, so a wild point
 * can neither throw nor make a line wobble. Points beyond it are pulled in.
 */
export const COORDINATE_LIMIT = 2 ** 24;

/** A whole-pin coordinate: rounded, held within ±COORDINATE_LIMIT; NaN becomes 0. */
export function toPinCoordinate(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.max(-COORDINATE_LIMIT, Math.min(COORDINATE_LIMIT, Math.round(value)));
}

export function toPinPoint(point: Point): Point {
  return { x: toPinCoordinate(point.x), y: toPinCoordinate(point.y) };
}
