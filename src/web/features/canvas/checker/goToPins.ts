// Where a tactile problem is, for the keyboard: its page, and the first
// raised pin of its area (reading order: rows top to bottom, each left to
// right), or the area's corner when none is raised (a gap that is too narrow).

import { getPin, type PinGrid, type Point } from '../../../../core/pins/index.ts';
import type { PinArea } from '../../../../core/a11ycheck/index.ts';

export function firstPinOf(grid: PinGrid, area: PinArea): Point {
  for (let y = area.y; y < Math.min(grid.height, area.y + area.height); y += 1) {
    for (let x = area.x; x < Math.min(grid.width, area.x + area.width); x += 1) {
      if (getPin(grid, x, y)) return { x, y };
    }
  }
  return { x: Math.min(area.x, grid.width - 1), y: Math.min(area.y, grid.height - 1) };
}
