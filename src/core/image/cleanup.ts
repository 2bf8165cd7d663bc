// A single raised pin with nothing around it is felt as noise, not as part of
// a shape, and photographs leave many. Removing them is the usual clean-up.

import { editGrid, getPin } from '../pins/index.ts';
import type { PinGrid } from '../pins/index.ts';

function hasRaisedNeighbour(grid: PinGrid, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    // getPin reads outside the grid as lowered, so border pins need no special case.
    for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && getPin(grid, x + dx, y + dy)) return true;
  }
  return false;
}

/** The grid without raised pins that have no raised pin among their 8 neighbours. */
export function removeIsolatedPins(grid: PinGrid): PinGrid {
  return editGrid(grid, (write) => {
    for (let y = 0; y < grid.height; y++) {
      // Reads come from the unchanged input, so one removal never isolates another pin.
      for (let x = 0; x < grid.width; x++) if (getPin(grid, x, y) && !hasRaisedNeighbour(grid, x, y)) write.set(x, y, false);
    }
  });
}
