import { useIntl } from 'react-intl';
import { cloudCommandMessages } from '../shell/messages.ts';
import { itemRef } from '../api/itemRefs.ts';
import { isFolder } from '../api/types.ts';
import { ItemDetailsDialog } from '../common/ItemDetailsDialog.tsx';
import type { FolderStep } from '../dialogs/FolderPicker.tsx';
import { dialogMessages } from '../dialogs/messages.ts';
import { MoveCopyDialog } from '../dialogs/MoveCopyDialog.tsx';
import { NameDialog } from '../dialogs/NameDialog.tsx';
import { PublishDialog } from '../dialogs/PublishDialog.tsx';
import { UploadDialog } from '../dialogs/UploadDialog.tsx';
import { copyCommand, moveCommand, newFolderCommand, publishCommand, renameCommand, type DriveCommand } from '../model/driveCommands.ts';
import { driveToastMessages } from '../state/messages.ts';
import { useRefreshDrive } from '../state/queries.ts';
import type { CommandRunner } from '../state/useCommandRunner.ts';
import { useDriveApi, useDriveSession } from '../state/useDrive.ts';
import { useDriveFeedback } from '../state/useDriveFeedback.ts';
import { useUploader } from '../state/useUploader.ts';
import { showToast } from '../../../ui/toasts.ts';
import type { FilesDialog } from './filesDialog.ts';

interface Props {
  readonly dialog: FilesDialog | null;
  readonly onClose: () => void;
  readonly folderNo: string;
  readonly steps: readonly FolderStep[];
  readonly runner: CommandRunner;
}

/** The dialogs of My files; each change they make is a drive command (undoable). */
export function FilesDialogs({ dialog, onClose, folderNo, steps, runner }: Props) {
  const intl = useIntl();
  const api = useDriveApi();
  const { history } = useDriveSession();
  const refresh = useRefreshDrive();
  const feedback = useDriveFeedback();
  const upload = useUploader();
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
          onPublish={(place) => runLoudly(publishCommand(api, dialog.files, place))}
          onClose={onClose}
        />
      );
    }
    case 'upload':
      return (
        <UploadDialog
          folderName={steps.at(-1)?.name ?? ''}
          folderNo={folderNo}
          upload={upload}
          onUploaded={(outcome, resultText) => {
            void refresh();
            // One announcement for the whole upload (the toast is spoken): what was stored, and each refused file with its reason.
            showToast(resultText, outcome.refused.length > 0 ? 'error' : 'success');
          }}
          onClose={onClose}
        />
      );
    case 'details':
      return <ItemDetailsDialog item={dialog.item} onClose={onClose} />;
  }
}
