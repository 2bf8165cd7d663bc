import { describe, expect, it, vi } from 'vitest';
import { fakeCommandApi, fileRef } from '../testing/fakeCommandApi.ts';
import { moveCommand, renameCommand } from './driveCommands.ts';
import { createDriveHistory } from './history.ts';

describe('the drive history', () => {
  it('undoes and redoes through the API, and a new command clears redo', async () => {
    const { api, calls } = fakeCommandApi();
    const history = createDriveHistory();
    await history.execute(renameCommand(api, fileRef('1'), 'A'));
    await history.execute(renameCommand(api, fileRef('2'), 'B'));
    expect(history.snapshot()).toEqual({ busy: false, undoKind: 'rename', redoKind: undefined });

    expect(await history.undo()).toMatchObject({ kind: 'done' });
    expect(history.snapshot().redoKind).toBe('rename');
    expect(await history.redo()).toMatchObject({ kind: 'done' });
    await history.undo();
    await history.execute(moveCommand(api, [fileRef('3')], 'F'));
    expect(history.snapshot()).toMatchObject({ undoKind: 'move', redoKind: undefined });
    expect(await history.redo()).toEqual({ kind: 'nothing' });
    expect(calls).toEqual(['rename 1 A', 'rename 2 B', 'rename 2 File 2', 'rename 2 B', 'rename 2 File 2', 'move 3 F']);
  });

  it('keeps a command that did nothing out of the stack, and one that did part of its work in it', async () => {
    const { api, failing } = fakeCommandApi();
    const history = createDriveHistory();
    failing.add('rename 1 A');
    expect(await history.execute(renameCommand(api, fileRef('1'), 'A'))).toMatchObject({ kind: 'failed', partial: false });
    expect(history.snapshot().undoKind).toBeUndefined();
    failing.add('move 2 F');
    expect(await history.execute(moveCommand(api, [fileRef('1'), fileRef('2')], 'F'))).toMatchObject({ kind: 'failed', partial: true });
    expect(history.snapshot().undoKind).toBe('move');
  });

  it('leaves a command that failed to undo on the undo stack, to try again', async () => {
    const { api, failing } = fakeCommandApi();
    const history = createDriveHistory();
    await history.execute(renameCommand(api, fileRef('1'), 'A'));
    failing.add('rename 1 File 1');
    expect(await history.undo()).toMatchObject({ kind: 'failed' });
    expect(history.snapshot()).toMatchObject({ undoKind: 'rename', redoKind: undefined });
    failing.clear();
    expect(await history.undo()).toMatchObject({ kind: 'done' });
    expect(history.snapshot()).toMatchObject({ undoKind: undefined, redoKind: 'rename' });
  });

  it('runs one command at a time and tells its listeners', async () => {
    const { api } = fakeCommandApi();
    const history = createDriveHistory();
    const listener = vi.fn();
    history.subscribe(listener);
    const first = history.execute(renameCommand(api, fileRef('1'), 'A'));
    expect(history.snapshot().busy).toBe(true);
    expect(await history.undo()).toEqual({ kind: 'busy' });
    await first;
    expect(history.snapshot().busy).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    history.clear();
    expect(history.snapshot().undoKind).toBeUndefined();
  });
});
