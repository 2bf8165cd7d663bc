// The fill bucket: raises the region of lowered pins around a point.

import { editGrid, getPin, inBounds, type PinGrid } from './grid.ts';
import { toPinPoint, type Point } from './point.ts';

/**
 * Raises every lowered pin connected to `at` through up, down, left and right
 * steps (not diagonals: a thin diagonal outline must hold the fill in). On a
 * raised pin, or off the grid, nothing changes. The walk keeps its own stack
 * instead of recursing, so even a fill of a whole empty grid cannot overflow
 * the call stack; each pin is raised when first reached, so it is stacked at
 * most once.
 */
export function floodFill(grid: PinGrid, at: Point): PinGrid {
  const start = toPinPoint(at);
  if (!inBounds(grid, start.x, start.y) || getPin(grid, start.x, start.y)) return editGrid(grid, () => undefined);
  const { width, height } = grid;
  return editGrid(grid, (write) => {
    const pending: number[] = [start.y * width + start.x];
    write.set(start.x, start.y, true);
    const reach = (x: number, y: number): void => {
      if (x < 0 || y < 0 || x >= width || y >= height || write.get(x, y)) return;
      write.set(x, y, true);
      pending.push(y * width + x);
    };
    for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
      const x = index % width;
      const y = (index - x) / width;
      reach(x - 1, y);
      reach(x + 1, y);
      reach(x, y - 1);
      reach(x, y + 1);
    }
  });
}
