import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, equalGrids, gridToText, setPin, togglePin, type PinGrid } from './grid.ts';
import { MAX_HISTORY_DEPTH, canRedo, canUndo, createHistory, execute, redo, redoLabel, undo, undoLabel, type History } from './history.ts';

const blank = createGrid(4, 2);
const raise = (x: number, y: number) => (grid: PinGrid) => setPin(grid, x, y);

describe('the history', () => {
  it('undoes and redoes steps in order, by name', () => {
    let history = createHistory(blank);
    expect(canUndo(history) || canRedo(history)).toBe(false);
    history = execute(history, 'dot one', raise(0, 0));
    history = execute(history, 'dot two', raise(3, 1));
    expect(gridToText(history.present)).toBe('#...\n...#');
    expect(undoLabel(history)).toBe('dot two');

    history = undo(history);
    expect(gridToText(history.present)).toBe('#...\n....');
    expect([canUndo(history), canRedo(history), redoLabel(history)]).toEqual([true, true, 'dot two']);

    history = undo(history);
    expect(equalGrids(history.present, blank)).toBe(true);
    expect(undo(history)).toBe(history);

    history = redo(redo(history));
    expect(gridToText(history.present)).toBe('#...\n...#');
    expect(redo(history)).toBe(history);
  });

  it('forgets what could be redone when a new step is done', () => {
    const history = execute(undo(execute(createHistory(blank), 'dot', raise(0, 0))), 'other dot', raise(1, 0));
    expect(canRedo(history)).toBe(false);
    expect(gridToText(history.present)).toBe('.#..\n....');
  });

  it('does not record a step that changes nothing', () => {
    const history = execute(createHistory(blank), 'dot', raise(0, 0));
    expect(execute(history, 'same dot', raise(0, 0))).toBe(history);
  });

  it(`keeps at most ${MAX_HISTORY_DEPTH} steps, forgetting the oldest`, () => {
    let history = createHistory(createGrid(1, 1));
    for (let step = 0; step < MAX_HISTORY_DEPTH + 5; step++) history = execute(history, `step ${step}`, (grid) => togglePin(grid, 0, 0));
    expect(history.done).toHaveLength(MAX_HISTORY_DEPTH);
    expect(history.done[0]?.label).toBe('step 5');
    for (let step = 0; step < MAX_HISTORY_DEPTH; step++) history = undo(history);
    expect(canUndo(history)).toBe(false);
  });

  it('never changes a history it was given', () => {
    const history = execute(createHistory(blank), 'dot', raise(0, 0));
    const snapshot = JSON.stringify(history, (_, value: unknown) => (value instanceof Uint8Array ? [...value] : value));
    undo(history);
    execute(history, 'more', raise(1, 1));
    expect(JSON.stringify(history, (_, value: unknown) => (value instanceof Uint8Array ? [...value] : value))).toBe(snapshot);
  });
});

describe('the history, for any sequence of steps', () => {
  // A step toggles one pin: it always changes the grid, so it is always recorded.
  const toggle = fc.record({ x: fc.integer({ min: 0, max: 3 }), y: fc.integer({ min: 0, max: 1 }) });
  const build = (toggles: { x: number; y: number }[]): History =>
    toggles.reduce((history, { x, y }, index) => execute(history, `toggle ${index}`, (grid) => togglePin(grid, x, y)), createHistory(blank));

  it('undo after execute restores the previous grid; redo after undo restores the next', () => {
    fc.assert(
      fc.property(fc.array(toggle, { maxLength: 12 }), toggle, (earlier, last) => {
        const before = build(earlier);
        const after = execute(before, 'last', (grid) => togglePin(grid, last.x, last.y));
        const undone = undo(after);
        expect(equalGrids(undone.present, before.present)).toBe(true);
        expect(equalGrids(redo(undone).present, after.present)).toBe(true);
      }),
    );
  });

  it('execute after undo clears redo', () => {
    fc.assert(
      fc.property(fc.array(toggle, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 12 }), toggle, (steps, undos, next) => {
        let history = build(steps);
        for (let i = 0; i < undos; i++) history = undo(history);
        expect(canRedo(history)).toBe(true);
        history = execute(history, 'next', (grid) => togglePin(grid, next.x, next.y));
        expect(canRedo(history)).toBe(false);
      }),
    );
  });

  it('undoing everything reaches the first grid, and redoing everything the last', () => {
    fc.assert(
      fc.property(fc.array(toggle, { maxLength: 12 }), (steps) => {
        const done = build(steps);
        let history = done;
        while (canUndo(history)) history = undo(history);
        expect(equalGrids(history.present, blank)).toBe(true);
        while (canRedo(history)) history = redo(history);
        expect(equalGrids(history.present, done.present)).toBe(true);
      }),
    );
  });
});
