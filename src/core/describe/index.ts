// The public surface of the drawing describer: what a screen reader user hears
// about a pin grid, as translatable messages. Other modules import only this.

export type { Description, DescriptionPart, FormatMessage } from './description.ts';
export { formatDescription } from './description.ts';
export type { PinRect, Region } from './region.ts';
export type { GridSummary } from './summary.ts';
export { raisedBox, summarize, summaryDescription } from './summary.ts';
export type { LineRuns, Run } from './rows.ts';
export { columnRuns, describeColumns, describeRows, rowRuns } from './rows.ts';
export type { Pin, ShapeClass } from './classify.ts';
export { classifyShape } from './classify.ts';
export type { LayoutPosition } from './position.ts';
export { layoutPosition } from './position.ts';
export type { Shape } from './shapes.ts';
export { findShapes, shapeDescription } from './shapes.ts';
export type { DescribeOptions } from './describe.ts';
export { DEFAULT_MAX_SHAPES, describeGrid, describeRegion } from './describe.ts';
export { describeMessages, positionMessages, shapeClassMessages } from './messages.ts';
