// Reading a drawing line by line, the way a finger sweeps it: for each row (or
// column) with raised pins, the runs of consecutive raised pins. Rows without
// raised pins are left out; saying "row 7: nothing" 60 times helps nobody.

import { getPin, type PinGrid } from '../pins/index.ts';
import type { Description } from './description.ts';
import { describeMessages } from './messages.ts';
import { focus, type Region } from './region.ts';
import { runPart } from './spans.ts';

/** Consecutive raised pins, first and last included, numbered from 0. */
export type Run = readonly [from: number, to: number];

export interface LineRuns {
  /** The row's (or column's) number, from 0. */
  readonly index: number;
  readonly runs: readonly Run[];
  /** Raised pins in the line. */
  readonly count: number;
}

export function rowRuns(grid: PinGrid, region?: Region): LineRuns[] {
  const focused = focus(grid, region).grid;
  return linesOf(focused.height, focused.width, (row, pin) => getPin(focused, pin, row));
}

export function columnRuns(grid: PinGrid, region?: Region): LineRuns[] {
  const focused = focus(grid, region).grid;
  return linesOf(focused.width, focused.height, (column, pin) => getPin(focused, column, pin));
}

/** "Row 12: pins 5–20, 30 raised." for each row with raised pins, top to bottom; numbers from 1. */
export function describeRows(grid: PinGrid, region?: Region): Description[] {
  return rowRuns(grid, region).map((line) => lineDescription(line, 'row'));
}

/** "Column 3: pins 1–4 raised." for each column with raised pins, left to right; numbers from 1. */
export function describeColumns(grid: PinGrid, region?: Region): Description[] {
  return columnRuns(grid, region).map((line) => lineDescription(line, 'column'));
}

function lineDescription(line: LineRuns, kind: 'row' | 'column'): Description {
  return {
    message: kind === 'row' ? describeMessages.row : describeMessages.column,
    values: { [kind]: line.index + 1, count: line.count },
    parts: { runs: line.runs.map(([from, to]) => runPart(from, to)) },
  };
}

/** The non-empty lines among `lines` lines of `length` pins each, read through `raised`. */
function linesOf(lines: number, length: number, raised: (line: number, pin: number) => boolean): LineRuns[] {
  const result: LineRuns[] = [];
  for (let line = 0; line < lines; line++) {
    const runs: Run[] = [];
    let count = 0;
    let start = -1;
    for (let pin = 0; pin <= length; pin++) {
      // One step past the end closes a run that touches the edge.
      const up = pin < length && raised(line, pin);
      if (up && start < 0) start = pin;
      if (!up && start >= 0) {
        runs.push([start, pin - 1]);
        count += pin - start;
        start = -1;
      }
    }
    if (runs.length > 0) result.push({ index: line, runs, count });
  }
  return result;
}
