import { describe, expect, it } from 'vitest';
import { emptyUndoStack, nextToRedo, nextToUndo, recordDone, recordRedone, recordUndone } from './undoStack.ts';

describe('the undo stack', () => {
  it('undoes the latest command first and redoes in reverse', () => {
    let stack = recordDone(recordDone(emptyUndoStack<string>(), 'a'), 'b');
    expect(nextToUndo(stack)).toBe('b');
    stack = recordUndone(stack);
    stack = recordUndone(stack);
    expect(stack).toEqual({ undo: [], redo: ['b', 'a'] });
    expect(nextToRedo(stack)).toBe('a');
    stack = recordRedone(stack);
    expect(stack).toEqual({ undo: ['a'], redo: ['b'] });
  });

  it('clears the redo stack when a new command is done', () => {
    const undone = recordUndone(recordDone(emptyUndoStack<string>(), 'a'));
    expect(undone.redo).toEqual(['a']);
    expect(recordDone(undone, 'b')).toEqual({ undo: ['b'], redo: [] });
  });

  it('remembers only so many commands', () => {
    let stack = emptyUndoStack<number>();
    for (let n = 0; n < 5; n++) stack = recordDone(stack, n, 3);
    expect(stack.undo).toEqual([2, 3, 4]);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const stack = emptyUndoStack<string>();
    expect(recordUndone(stack)).toBe(stack);
    expect(recordRedone(stack)).toBe(stack);
    expect(nextToUndo(stack)).toBeUndefined();
  });
});
