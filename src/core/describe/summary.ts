// The first thing said about a drawing: how many pins are raised and the
// smallest box holding them all, so the user knows where to start exploring.

import { countRaised, forEachRaised, type PinGrid } from '../pins/index.ts';
import type { Description } from './description.ts';
import { describeMessages } from './messages.ts';
import { focus, type PinRect, type Region } from './region.ts';
import { columnSpanPart, rowSpanPart } from './spans.ts';

export interface GridSummary {
  /** Raised pins (inside the region, when one is given). */
  readonly count: number;
  /** The smallest box holding them, numbered from 0; null when none is raised. */
  readonly box: PinRect | null;
}

export function summarize(grid: PinGrid, region?: Region): GridSummary {
  const focused = focus(grid, region).grid;
  return { count: countRaised(focused), box: raisedBox(focused) };
}

/** The bounding box of the raised pins, or null for an empty grid. */
export function raisedBox(grid: PinGrid): PinRect | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  forEachRaised(grid, (x, y) => {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  });
  return left === Infinity ? null : { left, top, right, bottom };
}

export function summaryDescription(summary: GridSummary): Description {
  if (summary.box === null) return { message: describeMessages.empty };
  const { left, top, right, bottom } = summary.box;
  return {
    message: describeMessages.summary,
    values: { count: summary.count },
    parts: { columns: columnSpanPart(left, right), rows: rowSpanPart(top, bottom) },
  };
}
