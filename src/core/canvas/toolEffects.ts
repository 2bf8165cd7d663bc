// What each tool does with the points it gathered: a new drawing, a new
// selection, both (move), or a request for something only the user can give
// (the text of a text box, a picture). Pure functions of the page; the
// editor commits the result as one undoable step or shows it as a preview.

import {
  createGrid,
  drawEllipse,
  drawLine,
  drawRectangle,
  drawTriangle,
  editGrid,
  eraseStroke,
  floodFill,
  freeformSelection,
  getPin,
  mirrorPenStroke,
  moveSelection,
  penStroke,
  polygonSelection,
  rectangleSelection,
  selectionBounds,
  type PinGrid,
  type Point,
  type SelectionMask,
} from '../pins/index.ts';
import type { Gesture } from './gesture.ts';
import { previewPoints } from './gesture.ts';
import type { ToolOptions } from './options.ts';
import { isPlacingTool, type PlacingTool } from './tools.ts';

export interface ToolContext {
  readonly grid: PinGrid;
  readonly selection: SelectionMask | null;
  readonly options: ToolOptions;
}

export type ToolEffect =
  | { readonly kind: 'grid'; readonly grid: PinGrid }
  | { readonly kind: 'selection'; readonly selection: SelectionMask | null }
  | { readonly kind: 'move'; readonly grid: PinGrid; readonly selection: SelectionMask | null }
  | { readonly kind: 'request'; readonly tool: PlacingTool; readonly at: Point }
  | { readonly kind: 'none' };

const NONE: ToolEffect = { kind: 'none' };

/** The whole page as a selection: what Move moves when nothing is selected, and Select all. */
export function wholeSelection(size: { width: number; height: number }): SelectionMask {
  return rectangleSelection(size, { x: 0, y: 0 }, { x: size.width - 1, y: size.height - 1 });
}

/** The grid with only the pins inside `mask` kept. */
function keepInside(grid: PinGrid, mask: SelectionMask): PinGrid {
  return editGrid(createGrid(grid.width, grid.height), (write) => {
    for (let y = 0; y < grid.height; y++) for (let x = 0; x < grid.width; x++) if (getPin(mask, x, y) && getPin(grid, x, y)) write.set(x, y, true);
  });
}

/** What the gesture's points do. For a preview pass an unfinished gesture: the same function shows what a release would give. */
export function applyTool(context: ToolContext, gesture: Gesture): ToolEffect {
  const { grid, options } = context;
  const points = previewPoints(gesture);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return NONE;
  const square = gesture.modifiers.shift;
  const shape = { thickness: options.thickness, filled: options.filled, square };
  switch (gesture.tool) {
    case 'pen':
      return { kind: 'grid', grid: penStroke(grid, points, { thickness: options.thickness }) };
    case 'mirrorPen':
      return { kind: 'grid', grid: mirrorPenStroke(grid, points, { thickness: options.thickness }) };
    case 'eraser':
      return { kind: 'grid', grid: eraseStroke(grid, points, { size: options.eraserSize }) };
    case 'fill':
      return { kind: 'grid', grid: floodFill(grid, first) };
    case 'line':
      return { kind: 'grid', grid: drawLine(grid, first, last, { thickness: options.thickness, snap: square, horizontalAxis: gesture.modifiers.ctrl }) };
    case 'rectangle':
      return { kind: 'grid', grid: drawRectangle(grid, first, last, shape) };
    case 'circle':
      return { kind: 'grid', grid: drawEllipse(grid, first, last, shape) };
    case 'triangle':
      return { kind: 'grid', grid: drawTriangle(grid, first, last, shape) };
    case 'rectangleSelection':
      return { kind: 'selection', selection: nonEmpty(rectangleSelection(grid, first, last)) };
    case 'lasso':
      return { kind: 'selection', selection: nonEmpty(polygonSelection(grid, points)) };
    case 'freeformSelection':
      return { kind: 'selection', selection: nonEmpty(freeformSelection(grid, points)) };
    case 'crop':
      return { kind: 'grid', grid: keepInside(grid, rectangleSelection(grid, first, last)) };
    case 'move': {
      const mask = context.selection ?? wholeSelection(grid);
      const moved = moveSelection(grid, mask, { x: last.x - first.x, y: last.y - first.y });
      return { kind: 'move', grid: moved.grid, selection: context.selection === null ? null : nonEmpty(moved.selection) };
    }
    default:
      return isPlacingTool(gesture.tool) ? { kind: 'request', tool: gesture.tool, at: first } : NONE;
  }
}

function nonEmpty(mask: SelectionMask): SelectionMask | null {
  return selectionBounds(mask) === null ? null : mask;
}
