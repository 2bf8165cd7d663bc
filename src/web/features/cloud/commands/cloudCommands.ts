import type { Enablement } from '../../../../core/commands/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import type { AppCommand } from '../../../commands/appCommandContext.ts';
import { currentDriveTarget, type DriveTarget, type FilesTarget, type LibraryTarget, type SelectionSummary, type TrashTarget } from './driveTarget.ts';
import { CLOUD_COMMAND_ENTRIES, CLOUD_COMMAND_IDS as id } from '../manifest.ts';
import { cloudCommandMessages as m } from '../shell/messages.ts';

/**
 * A command of the Cloud screens. Besides the registry's isEnabled and run
 * (which read the screen shown, through driveTarget.ts), it can answer for a
 * given screen state, so a toolbar shows the state it has just rendered.
 */
export type DriveCommand = AppCommand & DriveCode;

/** A drive command's code (bound to its manifest entry by id). */
interface DriveCode {
  readonly enabledFor: (target: DriveTarget | null) => Enablement;
  readonly isEnabled: () => Enablement;
  readonly run: () => void;
}

interface Spec<T> {
  /** Changes the drive: waits while another change runs. */
  readonly changes?: boolean;
  readonly check?: (target: T) => Enablement;
  readonly run: (target: T) => void;
}

function driveCode<T extends DriveTarget>(
  accepts: (target: DriveTarget | null) => target is T,
  elsewhere: Message,
  spec: Spec<T>,
): DriveCode {
  const enabledFor = (target: DriveTarget | null): Enablement => {
    if (!accepts(target)) return { reason: elsewhere };
    if (spec.changes && 'busy' in target && target.busy) return { reason: m.busy };
    return spec.check?.(target) ?? true;
  };
  return {
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

const files = (spec: Spec<FilesTarget>) => driveCode(isFiles, m.onlyInMyFiles, spec);
const trash = (spec: Spec<TrashTarget>) => driveCode(isTrash, m.onlyInTrash, spec);
const library = (spec: Spec<LibraryTarget>) => driveCode(isLibrary, m.notReady, spec);

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



const CODE: Readonly<Record<string, DriveCode>> = {
  [id.newFolder]: files({ changes: true, run: (t) => t.actions.newFolder() }),
  [id.upload]: files({ changes: true, run: (t) => t.actions.upload() }),
  [id.rename]: files({ changes: true, check: one, run: (t) => t.actions.rename() }),
  [id.moveTo]: files({ changes: true, check: some, run: (t) => t.actions.moveTo() }),
  [id.copyTo]: files({ changes: true, check: some, run: (t) => t.actions.copyTo() }),
  [id.copy]: files({ check: some, run: (t) => t.actions.copy() }),
  [id.cut]: files({ check: some, run: (t) => t.actions.cut() }),
  [id.paste]: files({
    changes: true,
    check: (t) => t.clipboardCount > 0 || { reason: m.noFileToPaste },
    run: (t) => t.actions.paste(),
  }),
  [id.trash]: files({ changes: true, check: some, run: (t) => t.actions.trash() }),
  [id.publish]: files({ changes: true, check: someFiles, run: (t) => t.actions.publish() }),
  [id.unpublish]: files({
    changes: true,
    check: (t) => {
      const selected = some(t);
      return selected === true ? t.selection.publicFiles > 0 || { reason: m.notPublic } : selected;
    },
    run: (t) => t.actions.unpublish(),
  }),
  [id.download]: files({ check: someFiles, run: (t) => t.actions.download() }),
  [id.details]: files({ check: one, run: (t) => t.actions.details() }),
  [id.open]: files({ check: one, run: (t) => t.actions.open() }),
  [id.selectAll]: driveCode(isListing, m.onlyInMyFiles, {
    check: (t) => t.itemCount > 0 || { reason: m.nothingShown },
    run: (t) => t.actions.selectAll(),
  }),
  [id.undo]: files({ changes: true, check: (t) => t.canUndo || { reason: m.nothingToUndo }, run: (t) => t.actions.undo() }),
  [id.redo]: files({
    changes: true,
    check: (t) => t.canRedo || { reason: m.nothingToRedo },
    run: (t) => t.actions.redo(),
  }),
  [id.goUp]: files({ check: (t) => !t.atRoot || { reason: m.atTop }, run: (t) => t.actions.goUp() }),
  [id.toggleView]: files({ run: (t) => t.actions.toggleView() }),
  [id.focusSearch]: files({ run: (t) => t.actions.focusSearch() }),
  [id.restore]: trash({ changes: true, check: some, run: (t) => t.actions.restore() }),
  [id.deleteForever]: trash({ changes: true, check: some, run: (t) => t.actions.deleteForever() }),
  [id.emptyTrash]: trash({
    changes: true,
    check: (t) => t.itemCount > 0 || { reason: m.trashEmpty },
    run: (t) => t.actions.emptyTrash(),
  }),
  [id.convertAgain]: files({
    changes: true,
    check: (t) => {
      const single = one(t);
      return single === true ? t.selection.failedConversions === 1 || { reason: m.notFailedConversion } : single;
    },
    run: (t) => t.actions.convertAgain(),
  }),
  [id.libraryDetails]: library({ check: one, run: (t) => t.actions.details() }),
  [id.libraryDownload]: library({ check: oneFile, run: (t) => t.actions.download() }),
  [id.libraryOpen]: library({ check: oneFile, run: (t) => t.actions.open() }),
  [id.libraryToggleView]: library({ run: (t) => t.actions.toggleView() }),
  [id.libraryFocusSearch]: library({ run: (t) => t.actions.focusSearch() }),
};

/** The drive commands: each manifest entry with its code. */
export const cloudCommands: readonly DriveCommand[] = CLOUD_COMMAND_ENTRIES.map((entry) => {
  const code = CODE[entry.id];
  if (!code) throw new Error(`The drive command ${entry.id} has no code`);
  return { ...entry, ...code };
});

const byId = new Map(cloudCommands.map((command) => [command.id, command]));

export function findCloudCommand(commandId: string): DriveCommand | undefined {
  return byId.get(commandId);
}
