import { describe, expect, it } from 'vitest';
import { fakeCommandApi, fileRef, folderRef } from '../testing/fakeCommandApi.ts';
import { copyCommand, moveCommand, newFolderCommand, publishCommand, renameCommand, trashCommand, unpublishCommand } from './driveCommands.ts';

describe('drive commands', () => {
  it('rename and rename back', async () => {
    const { api, calls } = fakeCommandApi();
    const command = renameCommand(api, fileRef('1'), 'Map');
    expect(await command.perform()).toEqual({ ok: true });
    expect(command.applied).toBe(1);
    await command.revert();
    expect(calls).toEqual(['rename 1 Map', 'rename 1 File 1']);
    expect(command.applied).toBe(0);
  });

  it('move each item and put each back in its own folder', async () => {
    const { api, calls } = fakeCommandApi();
    const command = moveCommand(api, [fileRef('1', 'A'), folderRef('2', 'B')], 'C');
    await command.perform();
    await command.revert();
    expect(calls).toEqual(['move 1 C', 'move 2 C', 'move 2 B', 'move 1 A']);
  });

  it('stop at the first failure and undo only what was done', async () => {
    const { api, calls, failing } = fakeCommandApi();
    failing.add('move 2 C');
    const command = moveCommand(api, [fileRef('1', 'A'), fileRef('2', 'A'), fileRef('3', 'A')], 'C', 'paste');
    const result = await command.perform();
    expect(result).toMatchObject({ ok: false, failure: { status: 409 } });
    expect(command.applied).toBe(1);
    await command.revert();
    expect(calls).toEqual(['move 1 C', 'move 2 C', 'move 1 A']);
  });

  it('copy once, undo to the trash and redo by restoring the same copy', async () => {
    const { api, calls } = fakeCommandApi();
    const command = copyCommand(api, [fileRef('1')], 'F');
    await command.perform();
    await command.revert();
    await command.perform();
    expect(calls).toEqual(['copy 1 F', 'status n1 TRASHED', 'status n1 ACTIVE']);
  });

  it('create a folder, undo it to the trash, redo by restoring it', async () => {
    const { api, calls } = fakeCommandApi();
    const command = newFolderCommand(api, 'Maps', 'ROOT');
    await command.perform();
    await command.revert();
    await command.perform();
    expect(calls).toEqual(['create Maps ROOT', 'status n1 TRASHED', 'status n1 ACTIVE']);
  });

  it('trash, and on undo restore and publish again what was published', async () => {
    const { api, calls } = fakeCommandApi();
    const published = fileRef('1', 'ROOT', { published: { groupNo: 'P1', category: 'MATH' } });
    const command = trashCommand(api, [published, folderRef('2')]);
    await command.perform();
    await command.revert();
    expect(calls).toEqual(['status 1 TRASHED', 'status 2 TRASHED', 'status 2 ACTIVE', 'status 1 ACTIVE', 'publish 1 P1 MATH']);
  });

  it('publish, and undo to how each file was', async () => {
    const { api, calls } = fakeCommandApi();
    const moved = fileRef('2', 'ROOT', { published: { groupNo: 'P0', category: 'ART' } });
    const command = publishCommand(api, [fileRef('1'), moved], { groupNo: 'P1', category: 'SCIENCE' });
    await command.perform();
    await command.revert();
    expect(calls).toEqual(['publish 1 P1 SCIENCE', 'publish 2 P1 SCIENCE', 'publish 2 P0 ART', 'unpublish 1']);
  });

  it('unpublish, and undo by publishing where it was', async () => {
    const { api, calls } = fakeCommandApi();
    const command = unpublishCommand(api, [fileRef('1', 'ROOT', { published: { groupNo: 'P1', category: 'MATH' } })]);
    await command.perform();
    await command.revert();
    expect(calls).toEqual(['unpublish 1', 'publish 1 P1 MATH']);
  });
});
