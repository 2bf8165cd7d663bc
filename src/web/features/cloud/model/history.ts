import type { ApiFailure } from '../../../api/apiTypes.ts';
import type { DriveCommand, DriveCommandKind, StepOutcome } from './driveCommands.ts';
import { emptyUndoStack, nextToRedo, nextToUndo, recordDone, recordRedone, recordUndone, type UndoStack } from './undoStack.ts';

/** What running, undoing or redoing a command came to. */
export type HistoryOutcome =
  | { readonly kind: 'done'; readonly command: DriveCommand }
  /** `partial`: some of its items changed before the failure (they can be undone). */
  | { readonly kind: 'failed'; readonly command: DriveCommand; readonly failure: ApiFailure; readonly partial: boolean }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'busy' };

export interface HistorySnapshot {
  readonly busy: boolean;
  readonly undoKind: DriveCommandKind | undefined;
  readonly redoKind: DriveCommandKind | undefined;
}

export interface DriveHistory {
  execute(command: DriveCommand): Promise<HistoryOutcome>;
  undo(): Promise<HistoryOutcome>;
  redo(): Promise<HistoryOutcome>;
  /** Something other than a command changed the drive (an upload, a permanent delete): nothing to undo there. */
  clear(): void;
  snapshot(): HistorySnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * The drive's undo and redo, one command at a time: while one runs, the
 * others answer 'busy' (the server must see them in order).
 */
export function createDriveHistory(): DriveHistory {
  let stack: UndoStack<DriveCommand> = emptyUndoStack();
  let busy = false;
  let snapshot: HistorySnapshot = { busy, undoKind: undefined, redoKind: undefined };
  const listeners = new Set<() => void>();

  const changed = () => {
    snapshot = { busy, undoKind: nextToUndo(stack)?.kind, redoKind: nextToRedo(stack)?.kind };
    listeners.forEach((listener) => listener());
  };

  async function run(
    command: DriveCommand | undefined,
    act: (command: DriveCommand) => Promise<StepOutcome>,
    settle: (command: DriveCommand, before: number) => void,
  ): Promise<HistoryOutcome> {
    if (busy) return { kind: 'busy' };
    if (command === undefined) return { kind: 'nothing' };
    busy = true;
    changed();
    const before = command.applied;
    try {
      const result = await act(command);
      settle(command, before);
      if (result.ok) return { kind: 'done', command };
      return { kind: 'failed', command, failure: result.failure, partial: command.applied !== before };
    } finally {
      busy = false;
      changed();
    }
  }

  return {
    execute: (command) =>
      run(
        command,
        (c) => c.perform(),
        (c) => {
          if (c.applied > 0) stack = recordDone(stack, c);
        },
      ),
    undo: () =>
      run(
        nextToUndo(stack),
        (c) => c.revert(),
        // Only a command undone completely moves to redo; one undone half way stays to be undone again.
        (c) => {
          if (c.applied === 0) stack = recordUndone(stack);
        },
      ),
    redo: () =>
      run(
        nextToRedo(stack),
        (c) => c.perform(),
        (c, before) => {
          if (c.applied > before) stack = recordRedone(stack);
        },
      ),
    clear() {
      stack = emptyUndoStack();
      changed();
    },
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
