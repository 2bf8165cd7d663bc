import { describe, expect, it } from 'vitest';
import { changedRun, createLine, mergeRuns, writeLine } from './lineState.ts';

const known = (cells: number[]) => {
  const line = createLine(1, cells.length);
  line.cells.set(cells);
  line.known = true;
  return line;
};

describe('changedRun', () => {
  it('spans the first to the last changed cell', () => {
    expect(changedRun(Uint8Array.from([0, 0, 0, 0, 0]), Uint8Array.from([0, 1, 0, 2, 0]))).toEqual({ start: 1, end: 4 });
    expect(changedRun(Uint8Array.from([1, 2, 3]), Uint8Array.from([9, 2, 3]))).toEqual({ start: 0, end: 1 });
  });
  it('is undefined when nothing changed', () => {
    expect(changedRun(Uint8Array.from([1, 2]), Uint8Array.from([1, 2]))).toBeUndefined();
  });
});

describe('mergeRuns', () => {
  it('covers both runs', () => {
    expect(mergeRuns({ start: 2, end: 4 }, { start: 8, end: 9 })).toEqual({ start: 2, end: 9 });
    expect(mergeRuns(undefined, { start: 8, end: 9 })).toEqual({ start: 8, end: 9 });
  });
});

describe('writeLine', () => {
  it('queues only the changed run and records the new cells', () => {
    const line = known([0, 0, 0, 0, 0, 0]);
    expect(writeLine(line, 0, [0, 0, 7, 0, 8, 0])).toEqual({ start: 2, end: 5 });
    expect(line.pending).toEqual({ start: 2, end: 5 });
    expect(line.ready).toBe(true);
    expect(line.acknowledged).toBe(false);
    expect([...line.cells]).toEqual([0, 0, 7, 0, 8, 0]);
  });

  it('merges with a run still pending into one contiguous run', () => {
    const line = known([0, 0, 0, 0, 0, 0]);
    writeLine(line, 0, [0, 1, 0, 0, 0, 0]);
    writeLine(line, 4, [3]);
    expect(line.pending).toEqual({ start: 1, end: 5 });
  });

  it('queues nothing when nothing changed', () => {
    const line = known([4, 5, 6]);
    expect(writeLine(line, 1, [5, 6])).toBeUndefined();
    expect(line.ready).toBe(false);
    expect(line.pending).toBeUndefined();
  });

  it('queues the whole line while its content is unknown, then compares', () => {
    const line = createLine(2, 4);
    expect(writeLine(line, 0, [0, 0, 0, 0])).toEqual({ start: 0, end: 4 });
    line.pending = undefined;
    line.ready = false;
    expect(writeLine(line, 0, [0, 0, 0, 0])).toBeUndefined();
  });

  it('cuts a run that would run past the end of the line', () => {
    const line = known([0, 0, 0]);
    expect(writeLine(line, 2, [1, 1, 1])).toEqual({ start: 2, end: 3 });
    expect([...line.cells]).toEqual([0, 0, 1]);
  });
});
