// Undo and redo for the whole document: a stack of snapshots. A snapshot is
// the document value (pages share their unchanged grids), the current page
// and the selection, so undoing a page deletion brings the page back and
// undoing a move brings the selection back with the pins.

import type { Message } from '../messages/index.ts';
import type { SelectionMask } from '../pins/index.ts';
import type { CanvasDocument } from './document.ts';

/** Steps beyond this are forgotten; a hundred pages of the large display are under 80 kB a snapshot, and most share pages. */
export const MAX_UNDO_STEPS = 200;

export interface Snapshot {
  readonly document: CanvasDocument;
  readonly pageIndex: number;
  readonly selection: SelectionMask | null;
}

interface Step {
  readonly label: Message;
  readonly snapshot: Snapshot;
}

export interface UndoStack {
  /** Oldest first; each holds the state before its step. */
  readonly done: readonly Step[];
  /** Each holds the state after its step; the last is redone first. */
  readonly undone: readonly Step[];
}

export const EMPTY_UNDO: UndoStack = { done: [], undone: [] };

/** Records a step taken from `before`; a new step clears what could be redone (spec §4). */
export function recordStep(stack: UndoStack, label: Message, before: Snapshot): UndoStack {
  return { done: [...stack.done, { label, snapshot: before }].slice(-MAX_UNDO_STEPS), undone: [] };
}

/** The snapshot to go back to and the stack after it, or null with nothing to undo. */
export function undoStep(stack: UndoStack, present: Snapshot): { stack: UndoStack; snapshot: Snapshot; label: Message } | null {
  const step = stack.done.at(-1);
  if (step === undefined) return null;
  return {
    stack: { done: stack.done.slice(0, -1), undone: [...stack.undone, { label: step.label, snapshot: present }] },
    snapshot: step.snapshot,
    label: step.label,
  };
}

export function redoStep(stack: UndoStack, present: Snapshot): { stack: UndoStack; snapshot: Snapshot; label: Message } | null {
  const step = stack.undone.at(-1);
  if (step === undefined) return null;
  return {
    stack: { done: [...stack.done, { label: step.label, snapshot: present }], undone: stack.undone.slice(0, -1) },
    snapshot: step.snapshot,
    label: step.label,
  };
}
