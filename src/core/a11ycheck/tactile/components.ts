// The raised pins of a page split into pieces a finger feels as one thing:
// pins joined side by side or corner to corner (8-connected). A line drawn
// with diagonal steps stays one piece; two lines one empty pin apart do not.

import { getPin, type PinGrid } from '../../pins/index.ts';
import type { PinArea } from '../finding.ts';

export type Pin = readonly [number, number];

export interface Component {
  /** Index in the page's list, the value `componentAt` holds for its pins. */
  readonly id: number;
  readonly pins: readonly Pin[];
  /** The smallest box holding every pin. */
  readonly box: PinArea;
}

export interface ComponentMap {
  readonly components: readonly Component[];
  /** For pin index y·width+x: the id of its component, or -1 for a lowered pin. */
  readonly componentAt: Int32Array;
}

export function findComponents(grid: PinGrid): ComponentMap {
  const { width, height } = grid;
  const componentAt = new Int32Array(width * height).fill(-1);
  const components: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (componentAt[start] !== -1 || !getPin(grid, start % width, Math.floor(start / width))) continue;
    const id = components.length;
    const pins: Pin[] = [];
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    componentAt[start] = id;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop() as number;
      const x = index % width;
      const y = Math.floor(index / width);
      pins.push([x, y]);
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (componentAt[next] !== -1 || !getPin(grid, nx, ny)) continue;
          componentAt[next] = id;
          stack.push(next);
        }
      }
    }
    pins.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    components.push({ id, pins, box: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 } });
  }
  return { components, componentAt };
}

/** The smallest area holding all of `areas` (which must not be empty). */
export function unionArea(areas: readonly PinArea[]): PinArea {
  const left = Math.min(...areas.map((area) => area.x));
  const top = Math.min(...areas.map((area) => area.y));
  const right = Math.max(...areas.map((area) => area.x + area.width));
  const bottom = Math.max(...areas.map((area) => area.y + area.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The smallest area holding all of `pins` (which must not be empty). */
export function areaOfPins(pins: readonly Pin[]): PinArea {
  return unionArea(pins.map(([x, y]) => ({ x, y, width: 1, height: 1 })));
}
