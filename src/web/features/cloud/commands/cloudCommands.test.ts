import { beforeAll, describe, expect, it, vi } from 'vitest';
import { commandEnablement, findShortcutConflicts } from '../../../../core/commands/index.ts';
import type { AppCommandContext } from '../../../commands/appCommandContext.ts';
import { commandShape, loadedAppRegistry } from '../../../testing/loadedCommands.ts';
import { CLOUD_COMMAND_IDS as ids } from '../manifest.ts';
import { cloudCommands, findCloudCommand } from './cloudCommands.ts';
import { NOTHING_SELECTED, setDriveTarget, type FilesActions, type FilesTarget, type LibraryTarget, type TrashTarget } from './driveTarget.ts';

const ctx: AppCommandContext = { navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn() };

function filesTarget(change: Partial<FilesTarget> = {}): FilesTarget {
  const actions = Object.fromEntries(
    ['newFolder', 'upload', 'rename', 'moveTo', 'copyTo', 'copy', 'cut', 'paste', 'trash', 'publish', 'unpublish', 'download', 'details', 'open', 'selectAll', 'undo', 'redo', 'goUp', 'toggleView', 'focusSearch', 'convertAgain'].map((name) => [name, vi.fn()]),
  ) as unknown as FilesActions;
  return { view: 'files', busy: false, selection: NOTHING_SELECTED, itemCount: 3, clipboardCount: 0, canUndo: false, canRedo: false, atRoot: true, actions, ...change };
}

const reason = (commandId: string) => {
  const enablement = commandEnablement(findCloudCommand(commandId) as NonNullable<ReturnType<typeof findCloudCommand>>, ctx);
  return enablement === true ? true : enablement.reason.id;
};

let registry: Awaited<ReturnType<typeof loadedAppRegistry>>;
beforeAll(async () => {
  registry = await loadedAppRegistry();
});

describe('the cloud commands', () => {
  it('are in the registry, on the Cloud and Library screens only, without clashing shortcuts', () => {
    expect(registry.all().map(commandShape)).toEqual(expect.arrayContaining(cloudCommands.map(commandShape)));
    expect(cloudCommands.every((command) => registry.isReady(command.id))).toBe(true);
    expect(cloudCommands.every((command) => command.scope === 'cloud' || command.scope === 'library')).toBe(true);
    expect(registry.inScope('cloud').map((command) => command.id)).toContain(ids.paste);
    expect(registry.inScope('library').map((command) => command.id)).not.toContain(ids.paste);
    expect(registry.inScope('canvas').some((command) => command.id.startsWith('cloud.'))).toBe(false);
    expect(findShortcutConflicts(registry.all())).toEqual([]);
  });

  it('give the standard shortcuts to the clipboard, delete, rename, select all, undo and redo', () => {
    const keys = (commandId: string) => findCloudCommand(commandId)?.shortcuts;
    expect(keys(ids.copy)).toEqual(['Mod+C']);
    expect(keys(ids.cut)).toEqual(['Mod+X']);
    expect(keys(ids.paste)).toEqual(['Mod+V']);
    expect(keys(ids.trash)).toContain('Delete');
    expect(keys(ids.rename)).toEqual(['F2']);
    expect(keys(ids.selectAll)).toEqual(['Mod+A']);
    expect(keys(ids.undo)).toEqual(['Mod+Z']);
    expect(keys(ids.redo)).toEqual(['Mod+Shift+Z', 'Ctrl+Y']);
    expect(keys(ids.newFolder)).toEqual(['Alt+Shift+N']);
  });

  it('say why they cannot run when no Cloud screen is shown', () => {
    expect(reason(ids.copy)).toBe('내 파일 화면에서 쓸 수 있습니다.');
    expect(reason(ids.restore)).toBe('휴지통 화면에서 쓸 수 있습니다.');
    expect(reason(ids.libraryDetails)).toBe('화면을 불러오는 중입니다.');
  });

  it('use the spec\'s messages for nothing selected and nothing to paste', () => {
    const stop = setDriveTarget(filesTarget());
    expect(reason(ids.copy)).toBe('선택한 항목이 없습니다.');
    expect(reason(ids.trash)).toBe('선택한 항목이 없습니다.');
    expect(reason(ids.paste)).toBe('붙여넣을 파일이 없습니다.');
    expect(reason(ids.undo)).toBe('되돌릴 작업이 없습니다.');
    expect(reason(ids.goUp)).toBe('가장 위 폴더에 있습니다.');
    expect(reason(ids.newFolder)).toBe(true);
    stop();
  });

  it('check what is selected, and wait while a change runs', () => {
    const one = { count: 1, files: 1, folders: 0, publicFiles: 0, failedConversions: 0 };
    const stop = setDriveTarget(filesTarget({ selection: { count: 2, files: 1, folders: 1, publicFiles: 1, failedConversions: 0 }, clipboardCount: 1 }));
    expect(reason(ids.rename)).toBe('항목을 하나만 선택해 주세요.');
    expect(reason(ids.download)).toBe('폴더가 아닌 파일을 선택해 주세요.');
    expect(reason(ids.unpublish)).toBe(true);
    expect(reason(ids.paste)).toBe(true);
    stop();
    const busy = filesTarget({ selection: one, busy: true, clipboardCount: 1 });
    const stopBusy = setDriveTarget(busy);
    expect(reason(ids.paste)).toBe('앞의 작업이 끝날 때까지 기다려 주세요.');
    expect(reason(ids.copy)).toBe(true);
    expect(reason(ids.unpublish)).toBe('앞의 작업이 끝날 때까지 기다려 주세요.');
    stopBusy();
  });

  it('convert again only one selected document whose conversion failed (issue 21)', () => {
    const document = { count: 1, files: 1, folders: 0, publicFiles: 0 };
    let stop = setDriveTarget(filesTarget({ selection: { ...document, failedConversions: 0 } }));
    expect(reason(ids.convertAgain)).toBe('변환에 실패한 문서를 하나 선택해 주세요.');
    stop();
    stop = setDriveTarget(filesTarget({ selection: { ...document, count: 2, files: 2, failedConversions: 2 } }));
    expect(reason(ids.convertAgain)).toBe('항목을 하나만 선택해 주세요.');
    stop();
    const failed = filesTarget({ selection: { ...document, failedConversions: 1 } });
    stop = setDriveTarget(failed);
    expect(reason(ids.convertAgain)).toBe(true);
    void findCloudCommand(ids.convertAgain)?.run(ctx);
    expect(failed.actions.convertAgain).toHaveBeenCalledTimes(1);
    stop();
  });

  it('run the action of the screen shown, and answer for a given state', () => {
    const target = filesTarget({ selection: { count: 1, files: 1, folders: 0, publicFiles: 0, failedConversions: 0 } });
    const stop = setDriveTarget(target);
    void findCloudCommand(ids.rename)?.run(ctx);
    expect(target.actions.rename).toHaveBeenCalledTimes(1);
    stop();
    void findCloudCommand(ids.rename)?.run(ctx);
    expect(target.actions.rename).toHaveBeenCalledTimes(1);
    expect(findCloudCommand(ids.rename)?.enabledFor(target)).toBe(true);
  });

  it('reach the trash and the library through their own screens', () => {
    const trash: TrashTarget = { view: 'trash', busy: false, selection: NOTHING_SELECTED, itemCount: 0, actions: { restore: vi.fn(), deleteForever: vi.fn(), emptyTrash: vi.fn(), selectAll: vi.fn() } };
    let stop = setDriveTarget(trash);
    expect(reason(ids.emptyTrash)).toBe('휴지통이 비어 있습니다.');
    expect(reason(ids.selectAll)).toBe('표시된 항목이 없습니다.');
    expect(reason(ids.copy)).toBe('내 파일 화면에서 쓸 수 있습니다.');
    stop();
    const library: LibraryTarget = {
      view: 'library',
      selection: { count: 1, files: 1, folders: 0, publicFiles: 1, failedConversions: 0 },
      actions: { details: vi.fn(), download: vi.fn(), open: vi.fn(), toggleView: vi.fn(), focusSearch: vi.fn() },
    };
    stop = setDriveTarget(library);
    expect(reason(ids.libraryDownload)).toBe(true);
    void findCloudCommand(ids.libraryOpen)?.run(ctx);
    expect(library.actions.open).toHaveBeenCalled();
    stop();
  });
});
