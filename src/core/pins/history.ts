// Undo and redo for the drawing: a stack of whole grids. A grid is small (768
// bytes for the large display) and immutable, so keeping whole grids is
// simpler and safer than keeping reversible edits, and costs little.

import { equalGrids, type PinGrid } from './grid.ts';

/**
 * How many steps can be undone. The oldest step is forgotten beyond this: 200
 * grids of the large display are about 150 kB, and nobody undoes 200 strokes.
 */
export const MAX_HISTORY_DEPTH = 200;

/** A step that was done: its name (for "Undo line" and the screen reader) and the grid before it. */
export interface DoneStep {
  readonly label: string;
  readonly before: PinGrid;
}

/** A step that was undone: its name and the grid it had produced. */
export interface UndoneStep {
  readonly label: string;
  readonly after: PinGrid;
}

export interface History {
  readonly present: PinGrid;
  /** Oldest first; the last one is what `undo` takes back. */
  readonly done: readonly DoneStep[];
  /** Most recently undone last; the last one is what `redo` does again. */
  readonly undone: readonly UndoneStep[];
}

export function createHistory(grid: PinGrid): History {
  return { present: grid, done: [], undone: [] };
}

/**
 * Runs `command` on the present grid and records it as one undoable step,
 * dropping anything that could be redone. A command that changes nothing (a
 * fill on a raised pin) is not recorded, so undo never seems to do nothing.
 */
export function execute(history: History, label: string, command: (grid: PinGrid) => PinGrid): History {
  const next = command(history.present);
  if (equalGrids(next, history.present)) return history;
  const done = [...history.done, { label, before: history.present }].slice(-MAX_HISTORY_DEPTH);
  return { present: next, done, undone: [] };
}

export function canUndo(history: History): boolean {
  return history.done.length > 0;
}

export function canRedo(history: History): boolean {
  return history.undone.length > 0;
}

/** The name of the step `undo` would take back, if any. */
export function undoLabel(history: History): string | undefined {
  return history.done.at(-1)?.label;
}

/** The name of the step `redo` would do again, if any. */
export function redoLabel(history: History): string | undefined {
  return history.undone.at(-1)?.label;
}

/** Takes back the last step; with nothing to undo, returns the history as it was. */
export function undo(history: History): History {
  const step = history.done.at(-1);
  if (step === undefined) return history;
  return {
    present: step.before,
    done: history.done.slice(0, -1),
    undone: [...history.undone, { label: step.label, after: history.present }],
  };
}

/** Does the last undone step again; with nothing to redo, returns the history as it was. */
export function redo(history: History): History {
  const step = history.undone.at(-1);
  if (step === undefined) return history;
  return {
    present: step.after,
    done: [...history.done, { label: step.label, before: history.present }],
    undone: history.undone.slice(0, -1),
  };
}
