import type { CommandScope, Enablement } from '../../core/commands/index.ts';
import type { Message } from '../../core/messages/index.ts';
import type { AppCommand } from '../commands/appCommandContext.ts';
import { currentDriveTarget, type DriveTarget, type FilesTarget, type LibraryTarget, type SelectionSummary, type TrashTarget } from './driveTarget.ts';
import { cloudCommandMessages as m } from './messages.ts';

/**
 * A command of the Cloud screens. Besides the registry's isEnabled and run
 * (which read the screen shown, through driveTarget.ts), it can answer for a
 * given screen state, so a toolbar shows the state it has just rendered.
 */
export type DriveCommand = AppCommand & {
  readonly enabledFor: (target: DriveTarget | null) => Enablement;
};

interface Spec<T> {
  readonly id: string;
  readonly label: Message;
  readonly shortcuts?: readonly string[];
  /** Changes the drive: waits while another change runs. */
  readonly changes?: boolean;
  readonly check?: (target: T) => Enablement;
  readonly run: (target: T) => void;
}

function driveCommand<T extends DriveTarget>(
  scope: CommandScope,
  accepts: (target: DriveTarget | null) => target is T,
  elsewhere: Message,
  spec: Spec<T>,
): DriveCommand {
  const enabledFor = (target: DriveTarget | null): Enablement => {
    if (!accepts(target)) return { reason: elsewhere };
    if (spec.changes && 'busy' in target && target.busy) return { reason: m.busy };
    return spec.check?.(target) ?? true;
  };
  return {
    id: spec.id,
    label: spec.label,
    scope,
    ...(spec.shortcuts ? { shortcuts: spec.shortcuts } : {}),
    enabledFor,
    isEnabled: () => enabledFor(currentDriveTarget()),
    run: () => {
      const target = currentDriveTarget();
      if (accepts(target)) spec.run(target);
    },
  };
}

const isFiles = (target: DriveTarget | null): target is FilesTarget => target?.view === 'files';
const isTrash = (target: DriveTarget | null): target is TrashTarget => target?.view === 'trash';
const isLibrary = (target: DriveTarget | null): target is LibraryTarget => target?.view === 'library';
const isListing = (target: DriveTarget | null): target is FilesTarget | TrashTarget => isFiles(target) || isTrash(target);

const files = (spec: Spec<FilesTarget>) => driveCommand('cloud', isFiles, m.onlyInMyFiles, spec);
const trash = (spec: Spec<TrashTarget>) => driveCommand('cloud', isTrash, m.onlyInTrash, spec);
const library = (spec: Spec<LibraryTarget>) => driveCommand('library', isLibrary, m.notReady, spec);

const some = ({ selection }: { selection: SelectionSummary }): Enablement => selection.count > 0 || { reason: m.noItemSelected };
const one = ({ selection }: { selection: SelectionSummary }): Enablement => {
  if (selection.count === 0) return { reason: m.noItemSelected };
  return selection.count === 1 || { reason: m.selectOne };
};
const someFiles = ({ selection }: { selection: SelectionSummary }): Enablement => {
  if (selection.count === 0) return { reason: m.noItemSelected };
  return selection.folders === 0 || { reason: m.filesOnly };
};
const oneFile = (target: { selection: SelectionSummary }): Enablement => {
  const single = one(target);
  return single === true ? someFiles(target) : single;
};

export const CLOUD_COMMAND_IDS = {
  newFolder: 'cloud.newFolder',
  upload: 'cloud.upload',
  rename: 'cloud.rename',
  moveTo: 'cloud.moveTo',
  copyTo: 'cloud.copyTo',
  copy: 'cloud.copy',
  cut: 'cloud.cut',
  paste: 'cloud.paste',
  trash: 'cloud.trash',
  publish: 'cloud.publish',
  unpublish: 'cloud.unpublish',
  download: 'cloud.download',
  details: 'cloud.details',
  open: 'cloud.open',
  selectAll: 'cloud.selectAll',
  undo: 'cloud.undo',
  redo: 'cloud.redo',
  goUp: 'cloud.goUp',
  toggleView: 'cloud.toggleView',
  focusSearch: 'cloud.focusSearch',
  restore: 'cloud.restore',
  deleteForever: 'cloud.deleteForever',
  emptyTrash: 'cloud.emptyTrash',
  libraryDetails: 'library.details',
  libraryDownload: 'library.download',
  libraryOpenInCanvas: 'library.openInCanvas',
  libraryToggleView: 'library.toggleView',
  libraryFocusSearch: 'library.focusSearch',
} as const;

const id = CLOUD_COMMAND_IDS;

// Shortcuts: the desktop's for the clipboard, undo and select all; F2 to
// rename and Delete to trash as file managers do; Alt+Shift+letter (as the
// global commands) for the rest, clear of browsers and screen readers. In a
// text field Mod+C, X, V, A and Z stay the field's (the screens keep them).
export const cloudCommands: readonly DriveCommand[] = [
  files({ id: id.newFolder, label: m.newFolder, shortcuts: ['Alt+Shift+N'], changes: true, run: (t) => t.actions.newFolder() }),
  files({ id: id.upload, label: m.upload, shortcuts: ['Alt+Shift+U'], changes: true, run: (t) => t.actions.upload() }),
  files({ id: id.rename, label: m.rename, shortcuts: ['F2'], changes: true, check: one, run: (t) => t.actions.rename() }),
  files({ id: id.moveTo, label: m.moveTo, shortcuts: ['Alt+Shift+M'], changes: true, check: some, run: (t) => t.actions.moveTo() }),
  files({ id: id.copyTo, label: m.copyTo, changes: true, check: some, run: (t) => t.actions.copyTo() }),
  files({ id: id.copy, label: m.copy, shortcuts: ['Mod+C'], check: some, run: (t) => t.actions.copy() }),
  files({ id: id.cut, label: m.cut, shortcuts: ['Mod+X'], check: some, run: (t) => t.actions.cut() }),
  files({
    id: id.paste,
    label: m.paste,
    shortcuts: ['Mod+V'],
    changes: true,
    check: (t) => t.clipboardCount > 0 || { reason: m.noFileToPaste },
    run: (t) => t.actions.paste(),
  }),
  files({ id: id.trash, label: m.trash, shortcuts: ['Delete', 'Mod+Backspace'], changes: true, check: some, run: (t) => t.actions.trash() }),
  files({ id: id.publish, label: m.publish, shortcuts: ['Alt+Shift+P'], changes: true, check: someFiles, run: (t) => t.actions.publish() }),
  files({
    id: id.unpublish,
    label: m.unpublish,
    changes: true,
    check: (t) => {
      const selected = some(t);
      return selected === true ? t.selection.publicFiles > 0 || { reason: m.notPublic } : selected;
    },
    run: (t) => t.actions.unpublish(),
  }),
  files({ id: id.download, label: m.download, shortcuts: ['Alt+Shift+O'], check: someFiles, run: (t) => t.actions.download() }),
  files({ id: id.details, label: m.details, shortcuts: ['Mod+I'], check: one, run: (t) => t.actions.details() }),
  files({ id: id.open, label: m.open, check: one, run: (t) => t.actions.open() }),
  driveCommand('cloud', isListing, m.onlyInMyFiles, {
    id: id.selectAll,
    label: m.selectAll,
    shortcuts: ['Mod+A'],
    check: (t) => t.itemCount > 0 || { reason: m.nothingShown },
    run: (t) => t.actions.selectAll(),
  }),
  files({ id: id.undo, label: m.undo, shortcuts: ['Mod+Z'], changes: true, check: (t) => t.canUndo || { reason: m.nothingToUndo }, run: (t) => t.actions.undo() }),
  files({
    id: id.redo,
    label: m.redo,
    shortcuts: ['Mod+Shift+Z', 'Ctrl+Y'],
    changes: true,
    check: (t) => t.canRedo || { reason: m.nothingToRedo },
    run: (t) => t.actions.redo(),
  }),
  files({ id: id.goUp, label: m.goUp, shortcuts: ['Alt+ArrowUp'], check: (t) => !t.atRoot || { reason: m.atTop }, run: (t) => t.actions.goUp() }),
  files({ id: id.toggleView, label: m.toggleView, shortcuts: ['Alt+Shift+V'], run: (t) => t.actions.toggleView() }),
  files({ id: id.focusSearch, label: m.focusSearch, shortcuts: ['Alt+Shift+F'], run: (t) => t.actions.focusSearch() }),
  trash({ id: id.restore, label: m.restore, shortcuts: ['Alt+Shift+R'], changes: true, check: some, run: (t) => t.actions.restore() }),
  trash({ id: id.deleteForever, label: m.deleteForever, shortcuts: ['Shift+Delete'], changes: true, check: some, run: (t) => t.actions.deleteForever() }),
  trash({
    id: id.emptyTrash,
    label: m.emptyTrash,
    changes: true,
    check: (t) => t.itemCount > 0 || { reason: m.trashEmpty },
    run: (t) => t.actions.emptyTrash(),
  }),
  library({ id: id.libraryDetails, label: m.details, shortcuts: ['Mod+I'], check: one, run: (t) => t.actions.details() }),
  library({ id: id.libraryDownload, label: m.download, shortcuts: ['Alt+Shift+O'], check: oneFile, run: (t) => t.actions.download() }),
  library({ id: id.libraryOpenInCanvas, label: m.openInCanvas, check: oneFile, run: (t) => t.actions.openInCanvas() }),
  library({ id: id.libraryToggleView, label: m.toggleView, shortcuts: ['Alt+Shift+V'], run: (t) => t.actions.toggleView() }),
  library({ id: id.libraryFocusSearch, label: m.focusSearch, shortcuts: ['Alt+Shift+F'], run: (t) => t.actions.focusSearch() }),
];

export function findCloudCommand(commandId: string): DriveCommand | undefined {
  return cloudCommands.find((command) => command.id === commandId);
}
