// The drawing as separate things: groups of raised pins that touch, sides or
// corners (8-connected, since a diagonal line touches only at corners), each
// with its size, box, kind and place. Largest first: that is what a person
// notices first, and what a capped description must not leave out.

import { getPin, type PinGrid } from '../pins/index.ts';
import { classifyShape, type Pin, type ShapeClass } from './classify.ts';
import type { Description } from './description.ts';
import { describeMessages, positionMessages, shapeClassMessages } from './messages.ts';
import { layoutPosition, type LayoutPosition } from './position.ts';
import { focus, type PinRect, type Region } from './region.ts';
import { columnSpanPart, rowSpanPart } from './spans.ts';

export interface Shape {
  /** Raised pins in the shape. */
  readonly size: number;
  /** Its box, numbered from 0. */
  readonly box: PinRect;
  readonly kind: ShapeClass;
  /** Where its box's centre lies in a 3×3 layout of the grid, or of the region when one is given. */
  readonly position: LayoutPosition;
}

/** The shapes in the grid (or region), largest first; equal sizes in reading order of their boxes. */
export function findShapes(grid: PinGrid, region?: Region): Shape[] {
  const { grid: focused, frame } = focus(grid, region);
  if (frame === null) return [];
  const shapes = components(focused).map((pins): Shape => {
    const box = boxOf(pins);
    return { size: pins.length, box, kind: classifyShape(pins, box), position: layoutPosition(box, frame) };
  });
  return shapes.sort((a, b) => b.size - a.size || a.box.top - b.box.top || a.box.left - b.box.left);
}

/** "Circle at top left: 40 pins, columns 2–10, rows 3–11." */
export function shapeDescription(shape: Shape): Description {
  const { left, top, right, bottom } = shape.box;
  return {
    message: describeMessages.shape,
    values: { size: shape.size },
    parts: {
      shape: { message: shapeClassMessages[shape.kind] },
      position: { message: positionMessages[shape.position] },
      columns: columnSpanPart(left, right),
      rows: rowSpanPart(top, bottom),
    },
  };
}

/** The 8-connected groups of raised pins, each found by a flood from its first pin in reading order. */
function components(grid: PinGrid): Pin[][] {
  const { width, height } = grid;
  const seen = new Uint8Array(width * height);
  const groups: Pin[][] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (seen[y * width + x] === 1 || !getPin(grid, x, y)) continue;
      seen[y * width + x] = 1;
      const group: Pin[] = [];
      // An explicit stack, not recursion: one shape may be the whole 96×64 grid.
      const stack: Pin[] = [{ x, y }];
      for (let pin = stack.pop(); pin !== undefined; pin = stack.pop()) {
        group.push(pin);
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = pin.x + dx;
            const ny = pin.y + dy;
            // getPin is false off the grid, so the index is only used for pins on it.
            if (!getPin(grid, nx, ny) || seen[ny * width + nx] === 1) continue;
            seen[ny * width + nx] = 1;
            stack.push({ x: nx, y: ny });
          }
        }
      }
      groups.push(group);
    }
  }
  return groups;
}

function boxOf(pins: readonly Pin[]): PinRect {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of pins) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  return { left, top, right, bottom };
}
