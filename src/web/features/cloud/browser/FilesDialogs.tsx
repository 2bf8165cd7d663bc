import { useIntl } from 'react-intl';
import { cloudCommandMessages } from '../shell/messages.ts';
import { itemRef } from '../api/itemRefs.ts';
import { isFolder } from '../api/types.ts';
import { ItemDetailsDialog } from '../common/ItemDetailsDialog.tsx';
import { ConvertAgainDialog } from '../conversion/ConvertAgainDialog.tsx';
import type { FolderStep } from '../dialogs/FolderPicker.tsx';
import { dialogMessages } from '../dialogs/messages.ts';
import { MoveCopyDialog } from '../dialogs/MoveCopyDialog.tsx';
import { NameDialog } from '../dialogs/NameDialog.tsx';
import { PublishDialog } from '../dialogs/PublishDialog.tsx';
import { DriveUploadDialog } from '../dialogs/DriveUploadDialog.tsx';
import { copyCommand, moveCommand, newFolderCommand, publishCommand, renameCommand, type DriveCommand } from '../model/driveCommands.ts';
import { driveToastMessages } from '../state/messages.ts';
import { useRefreshDrive } from '../state/queries.ts';
import type { CommandRunner } from '../state/useCommandRunner.ts';
import { useDriveApi, useDriveSession } from '../state/useDrive.ts';
import { useDriveFeedback } from '../state/useDriveFeedback.ts';
import type { FilesDialog } from './filesDialog.ts';

interface Props {
  readonly dialog: FilesDialog | null;
  /** One dialog leads to another (details → convert again). */
  readonly openDialog: (dialog: FilesDialog) => void;
  readonly onClose: () => void;
  readonly folderNo: string;
  readonly steps: readonly FolderStep[];
  readonly runner: CommandRunner;
}

/** The dialogs of My files; each change they make is a drive command (undoable). */
export function FilesDialogs({ dialog, openDialog, onClose, folderNo, steps, runner }: Props) {
  const intl = useIntl();
  const api = useDriveApi();
  const { history } = useDriveSession();
  const refresh = useRefreshDrive();
  const feedback = useDriveFeedback();
  if (!dialog) return null;

  /** For the name dialogs: the failure goes back to the dialog, shown on its field. */
  const runQuietly = async (command: DriveCommand, done: () => void) => {
    const outcome = await history.execute(command);
    await refresh();
    if (outcome.kind === 'done') {
      done();
      return null;
    }
    return outcome.kind === 'failed' ? outcome.failure : null;
  };
  const runLoudly = async (command: DriveCommand) => (await runner.execute(command)).kind === 'done';

  switch (dialog.kind) {
    case 'newFolder':
      return (
        <NameDialog
          title={intl.formatMessage(cloudCommandMessages.newFolder)}
          label={intl.formatMessage(dialogMessages.folderName)}
          submitLabel={intl.formatMessage(dialogMessages.create)}
          onSubmit={(name) => runQuietly(newFolderCommand(api, name, folderNo), () => feedback.success(driveToastMessages.folderCreated))}
          onClose={onClose}
        />
      );
    case 'rename': {
      const ref = itemRef(dialog.item);
      return (
        <NameDialog
          title={intl.formatMessage(cloudCommandMessages.rename)}
          label={intl.formatMessage(dialogMessages.newName)}
          submitLabel={intl.formatMessage(dialogMessages.renameButton)}
          initialName={ref.name}
          note={isFolder(dialog.item) ? undefined : intl.formatMessage(dialogMessages.keepsExtension, { extension: `.${dialog.item.fileExtension}` })}
          onSubmit={async (name) => (name === ref.name ? null : runQuietly(renameCommand(api, ref, name), () => feedback.success(driveToastMessages.updated)))}
          onClose={onClose}
        />
      );
    }
    case 'moveTo':
    case 'copyTo':
      return (
        <MoveCopyDialog
          mode={dialog.kind === 'moveTo' ? 'move' : 'copy'}
          items={dialog.items}
          startPath={steps}
          onPick={(target) => runLoudly(dialog.kind === 'moveTo' ? moveCommand(api, dialog.items, target) : copyCommand(api, dialog.items, target))}
          onClose={onClose}
        />
      );
    case 'publish': {
      const [first] = dialog.files;
      return (
        <PublishDialog
          initialCategory={dialog.files.length === 1 ? first?.published?.category : undefined}
          {...(dialog.bookDocuments ? { bookDocuments: dialog.bookDocuments } : {})}
          onPublish={(place) => runLoudly(publishCommand(api, dialog.files, place))}
          onClose={onClose}
        />
      );
    }
    case 'upload':
      return <DriveUploadDialog folderName={steps.at(-1)?.name ?? ''} folderNo={folderNo} onClose={onClose} />;
    case 'details':
      return <ItemDetailsDialog item={dialog.item} onClose={onClose} onConvertAgain={(file) => openDialog({ kind: 'convertAgain', file })} />;
    case 'convertAgain':
      return <ConvertAgainDialog file={dialog.file} onClose={onClose} />;
  }
}
