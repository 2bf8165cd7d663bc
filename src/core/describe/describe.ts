// The spoken description of a drawing, as an ordered list of sentences: first
// the summary, then how many shapes there are, then the shapes themselves,
// largest first. A busy drawing is capped, so the user hears what matters and
// a count of the rest rather than a minute of dots.

import type { PinGrid } from '../pins/index.ts';
import type { Description } from './description.ts';
import { describeMessages } from './messages.ts';
import { focus, type Region } from './region.ts';
import { findShapes, shapeDescription } from './shapes.ts';
import { columnSpanPart, rowSpanPart } from './spans.ts';
import { summarize, summaryDescription } from './summary.ts';

/** How many shapes are described one by one when the caller does not say. */
export const DEFAULT_MAX_SHAPES = 8;

export interface DescribeOptions {
  /** Describe at most this many shapes, then say how many more there are; default DEFAULT_MAX_SHAPES. */
  readonly maxShapes?: number;
  /** Describe only this part of the grid; positions are then relative to it. */
  readonly region?: Region;
}

export function describeGrid(grid: PinGrid, options: DescribeOptions = {}): Description[] {
  const { region } = options;
  const summary = summarize(grid, region);
  if (summary.count === 0) return [summaryDescription(summary)];
  const shapes = findShapes(grid, region);
  const max = Math.max(0, Math.floor(options.maxShapes ?? DEFAULT_MAX_SHAPES));
  const told = shapes.slice(0, max);
  const lines: Description[] = [summaryDescription(summary)];
  // One shape is already said by its own sentence; "1 shape." before it is noise.
  if (shapes.length > 1) lines.push({ message: describeMessages.shapeCount, values: { count: shapes.length } });
  lines.push(...told.map(shapeDescription));
  if (shapes.length > told.length) lines.push({ message: describeMessages.moreShapes, values: { count: shapes.length - told.length } });
  return lines;
}

/** The description of one region (a selection mask or a box): where it is, then what is in it. */
export function describeRegion(grid: PinGrid, region: Region, options: Omit<DescribeOptions, 'region'> = {}): Description[] {
  const { frame } = focus(grid, region);
  const inside = describeGrid(grid, { ...options, region });
  if (frame === null) return inside;
  const header: Description = {
    message: describeMessages.region,
    parts: { columns: columnSpanPart(frame.left, frame.right), rows: rowSpanPart(frame.top, frame.bottom) },
  };
  return [header, ...inside];
}
