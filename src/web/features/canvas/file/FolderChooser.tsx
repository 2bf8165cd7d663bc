import type { DriveFolder } from '../../cloud/index.ts';
import { FolderPickerView, type FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CanvasDriveApi } from './canvasDriveApi.ts';
import { fileMessages as m } from './messages.ts';
import { useDriveAnswer } from '../../../api/useDriveAnswer.ts';

export type { FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';

interface Props {
  readonly api: CanvasDriveApi;
  /** The folders shown, the root first; the last is where the chooser is. */
  readonly path: readonly FolderStep[];
  readonly onPathChange: (path: readonly FolderStep[]) => void;
  /** The folder chosen inside the one shown, or null for the one shown itself. */
  readonly chosen: FolderStep | null;
  readonly onChoose: (folder: FolderStep | null) => void;
  readonly describedBy?: string;
}

const isFolder = (item: { readonly fileType: string }): item is DriveFolder => item.fileType === 'FOLDER';

/**
 * Where to save: the shared folder picker (ui/folderPicker) over the Canvas's
 * own small drive client, which works without React Query (Easy canvas's
 * layout has none).
 */
export function FolderChooser({ api, path, onPathChange, chosen, onChoose, describedBy }: Props) {
  const intl = useIntl();
  const here = path.at(-1);
  const listing = useDriveAnswer(`folders:${here?.no ?? ''}`, () => api.listFolder(here?.no ?? ''));
  const folders = (listing.data?.items ?? []).filter(isFolder).map((folder) => ({ key: folder.fileKey, no: folder.dtmGroupNo, name: folder.dtmGroupName }));
  const failure = listing.failed ? (
    <div className="list-status" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button className="button" onPress={listing.retry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  ) : undefined;
  return (
    <FolderPickerView
      path={path}
      onPathChange={onPathChange}
      folders={folders}
      loading={listing.loading}
      failure={failure}
      chosen={chosen}
      onChoose={onChoose}
      {...(describedBy ? { describedBy } : {})}
    />
  );
}
