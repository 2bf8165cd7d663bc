// The shape tools: straight lines, rectangles, ellipses and triangles, each
// dragged from one corner (or end) to another, as the drawing canvas does.

import { brushAlong, toThickness } from './brush.ts';
import { editGrid, type PinGrid } from './grid.ts';
import type { PinBox } from './linePins.ts';
import { toPinCoordinate, toPinPoint, type Point } from './point.ts';
import { drawRegion, type PinTest } from './region.ts';

export interface LineOptions {
  /** Brush width in pins, 1 (default) to MAX_THICKNESS. */
  readonly thickness?: number;
  /** Shift: turn the line to the nearest of 0°, 45° and 90° (and their opposites). */
  readonly snap?: boolean;
  /** Ctrl: keep the start's row, so the line is horizontal; wins over `snap`. */
  readonly horizontalAxis?: boolean;
}

export interface ShapeOptions {
  /** Outline width in pins, 1 (default) to MAX_THICKNESS, growing inwards; ignored when filled. */
  readonly thickness?: number;
  /** Raise the whole inside, not just the outline. */
  readonly filled?: boolean;
  /** Shift: make the box square (a square, a circle), as large as the drag's longer side. */
  readonly square?: boolean;
}

// tan 22.5°: below this slope a drag is nearer horizontal than diagonal.
const HALF_OCTANT_SLOPE = Math.SQRT2 - 1;

/** Where a line dragged from `from` to `to` really ends once the modifier keys are applied. */
export function constrainLineEnd(from: Point, to: Point, options: Omit<LineOptions, 'thickness'> = {}): Point {
  const start = toPinPoint(from);
  const end = toPinPoint(to);
  if (options.horizontalAxis === true) return { x: end.x, y: start.y };
  if (options.snap !== true) return end;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dy) <= Math.abs(dx) * HALF_OCTANT_SLOPE) return { x: end.x, y: start.y };
  if (Math.abs(dx) <= Math.abs(dy) * HALF_OCTANT_SLOPE) return { x: start.x, y: end.y };
  // Diagonal: as long as the drag's longer side, so the end stays level with the pointer on that axis.
  const reach = Math.max(Math.abs(dx), Math.abs(dy));
  return { x: toPinCoordinate(start.x + Math.sign(dx) * reach), y: toPinCoordinate(start.y + Math.sign(dy) * reach) };
}

/** Raises a straight (Bresenham) line from `from` to `to`, drawn with the round brush. */
export function drawLine(grid: PinGrid, from: Point, to: Point, options: LineOptions = {}): PinGrid {
  const points = [toPinPoint(from), constrainLineEnd(from, to, options)];
  return editGrid(grid, (write) => brushAlong(write, points, toThickness(options.thickness), (x, y) => write.set(x, y, true)));
}

/** The rectangle of pins between two opposite corners, both included; made square if asked. */
export function shapeBox(corner: Point, opposite: Point, square = false): PinBox {
  const a = toPinPoint(corner);
  let b = toPinPoint(opposite);
  if (square) {
    const side = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
    // A drag straight along one axis still has to grow the other one; grow it right or down.
    const towards = (delta: number): number => (delta < 0 ? -1 : 1);
    b = { x: toPinCoordinate(a.x + towards(b.x - a.x) * side), y: toPinCoordinate(a.y + towards(b.y - a.y) * side) };
  }
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
}

export function drawRectangle(grid: PinGrid, corner: Point, opposite: Point, options: ShapeOptions = {}): PinGrid {
  return drawShape(grid, corner, opposite, options, () => () => true);
}

/** The ellipse that fits the box (a circle when `square`). */
export function drawEllipse(grid: PinGrid, corner: Point, opposite: Point, options: ShapeOptions = {}): PinGrid {
  return drawShape(grid, corner, opposite, options, (box) => {
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    // Pin centres within the ellipse whose axes are the box's sides; everything doubled to stay whole.
    // The middle row and column (two of each for an even side) always count: a narrow ellipse's
    // ends fall between pin centres, and without them it would stop short of the box the user dragged.
    return (x, y) => {
      const ex = 2 * x - (box.left + box.right);
      const ey = 2 * y - (box.top + box.bottom);
      if (Math.abs(ex) <= 1 || Math.abs(ey) <= 1) return true;
      return ex * ex * height * height + ey * ey * width * width <= width * width * height * height;
    };
  });
}

/** The isosceles triangle that fits the box: apex at the middle of the top side, base along the bottom. */
export function drawTriangle(grid: PinGrid, corner: Point, opposite: Point, options: ShapeOptions = {}): PinGrid {
  return drawShape(grid, corner, opposite, options, (box) => {
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    return (x, y) => {
      const offCentre = Math.abs(2 * x - (box.left + box.right)); // twice the distance from the centre line
      const rows = y - box.top + 1;
      // The pin must fit inside the triangle's width at its row's lower edge. The middle pin (or the
      // middle two, for an even width) always counts, so the apex touches the top of the box.
      return offCentre <= 1 || (offCentre + 1) * height <= width * rows;
    };
  });
}

function drawShape(grid: PinGrid, corner: Point, opposite: Point, options: ShapeOptions, shape: (box: PinBox) => PinTest): PinGrid {
  const box = shapeBox(corner, opposite, options.square === true);
  return drawRegion(grid, box, shape(box), options.filled === true, toThickness(options.thickness));
}
