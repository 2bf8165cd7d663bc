// A tactile fix's steps applied to pages' grids: each step lowers its pins,
// then raises its pins, on its page. Pure: the grids given are left alone;
// pages no step names are returned as they were. A step for a page that is
// not there, or pins off the page, change nothing (the fix was made for
// another version of the document).

import { editGrid, type PinGrid } from '../../pins/index.ts';
import type { PageFixStep } from '../finding.ts';

export function applyPageFix(grids: readonly PinGrid[], steps: readonly PageFixStep[]): PinGrid[] {
  const result = [...grids];
  for (const step of steps) {
    const grid = result[step.page];
    if (grid === undefined) continue;
    result[step.page] = editGrid(grid, (write) => {
      for (const [x, y] of step.lower) write.set(x, y, false);
      for (const [x, y] of step.raise) write.set(x, y, true);
    });
  }
  return result;
}
