// Spec §4: the undo and redo stacks hold commands, and executing a new
// command clears the redo stack. Plain values: each function returns a new
// stack, so the model is easy to test and to show.

export interface UndoStack<C> {
  /** Done commands, the latest last. */
  readonly undo: readonly C[];
  /** Undone commands, the latest undone last. */
  readonly redo: readonly C[];
}

/** How many commands undo remembers. */
export const UNDO_DEPTH = 50;

export function emptyUndoStack<C>(): UndoStack<C> {
  return { undo: [], redo: [] };
}

/** A new command was done: it can be undone, and nothing can be redone any more. */
export function recordDone<C>(stack: UndoStack<C>, command: C, depth = UNDO_DEPTH): UndoStack<C> {
  return { undo: [...stack.undo, command].slice(-depth), redo: [] };
}

export function nextToUndo<C>(stack: UndoStack<C>): C | undefined {
  return stack.undo.at(-1);
}

export function nextToRedo<C>(stack: UndoStack<C>): C | undefined {
  return stack.redo.at(-1);
}

/** The latest done command was undone: it moves to the redo stack. */
export function recordUndone<C>(stack: UndoStack<C>): UndoStack<C> {
  const command = nextToUndo(stack);
  if (command === undefined) return stack;
  return { undo: stack.undo.slice(0, -1), redo: [...stack.redo, command] };
}

/** The latest undone command was redone: it moves back, and what was undone before it stays redoable. */
export function recordRedone<C>(stack: UndoStack<C>): UndoStack<C> {
  const command = nextToRedo(stack);
  if (command === undefined) return stack;
  return { undo: [...stack.undo, command], redo: stack.redo.slice(0, -1) };
}
