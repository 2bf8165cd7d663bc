// The public surface of the pin grid; other core modules import only from here.

export type { DeviceModel, PinGrid, PinWriter } from './grid.ts';
export {
  DEVICE_MODELS,
  GridSizeError,
  MAX_GRID_SIDE,
  cloneGrid,
  countRaised,
  createGrid,
  editGrid,
  equalGrids,
  forEachRaised,
  getPin,
  gridForModel,
  gridFromText,
  gridToText,
  inBounds,
  setPin,
  togglePin,
} from './grid.ts';

// Drawing operations on grids; every one takes a grid and returns a new one.
export type { GridSize, Point } from './point.ts';
export { COORDINATE_LIMIT } from './point.ts';
export { MAX_THICKNESS, brushOffsets } from './brush.ts';
export type { EraserOptions, PenOptions } from './strokes.ts';
export { eraseAll, eraseStroke, mirrorPenStroke, penStroke } from './strokes.ts';
export type { PinBox } from './linePins.ts';
export type { LineOptions, ShapeOptions } from './shapes.ts';
export { constrainLineEnd, drawEllipse, drawLine, drawRectangle, drawTriangle, shapeBox } from './shapes.ts';
export { floodFill } from './fill.ts';
export type { SelectionBounds, SelectionMask } from './selection.ts';
export {
  copySelection,
  cropToSelection,
  cutSelection,
  freeformSelection,
  moveSelection,
  pasteAt,
  polygonSelection,
  rectangleSelection,
  selectionBounds,
  stampTemplate,
} from './selection.ts';
export type { DoneStep, History, UndoneStep } from './history.ts';
export { MAX_HISTORY_DEPTH, canRedo, canUndo, createHistory, execute, redo, redoLabel, undo, undoLabel } from './history.ts';
