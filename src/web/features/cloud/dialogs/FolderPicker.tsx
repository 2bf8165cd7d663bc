import { DRIVE_MAX_PAGE_SIZE, ROOT_GROUP_NO, type DriveKindCode } from '../../../../shared/api/driveAppPaths.ts';
import { FolderPickerView, type FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';
import { isFolder } from '../api/types.ts';
import { LoadFailed } from '../common/ListStatus.tsx';
import { useFolderListing } from '../state/queries.ts';

export type { FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';

interface Props {
  readonly driverKind: DriveKindCode;
  /** The folders shown, the root first; the last is where the picker is. */
  readonly path: readonly FolderStep[];
  readonly onPathChange: (path: readonly FolderStep[]) => void;
  /** The folder chosen in the list, if any. */
  readonly chosen: FolderStep | null;
  readonly onChoose: (folder: FolderStep | null) => void;
  /** Folders that cannot be chosen or entered (the ones being moved). */
  readonly disabledNos?: ReadonlySet<string>;
  readonly describedBy?: string;
  /** The first entry's words where the folder shown cannot itself be chosen (FolderPickerView's `hereLabel`). */
  readonly hereLabel?: string | undefined;
}

/**
 * The Cloud's folder picker: the shared picker (ui/folderPicker) over the
 * drive's folder listing, with focus in the list whenever it shows a folder.
 */
export function FolderPicker({ driverKind, path, onPathChange, chosen, onChoose, disabledNos, describedBy, hereLabel }: Props) {
  const here = path.at(-1) ?? { no: ROOT_GROUP_NO, name: '' };
  const listing = useFolderListing({ folderNo: here.no, pageNo: 1, pageSize: DRIVE_MAX_PAGE_SIZE, sort: 'NAME_ASC', driverKind }, { keepPrevious: false });
  const folders = (listing.data?.items ?? []).filter(isFolder).map((folder) => ({ key: folder.fileKey, no: folder.dtmGroupNo, name: folder.dtmGroupName }));
  return (
    <FolderPickerView
      path={path}
      onPathChange={onPathChange}
      folders={folders}
      loading={listing.isPending}
      failure={listing.isError ? <LoadFailed onRetry={() => void listing.refetch()} /> : undefined}
      chosen={chosen}
      onChoose={onChoose}
      autoFocus
      {...(hereLabel ? { hereLabel } : {})}
      {...(disabledNos ? { disabledNos } : {})}
      {...(describedBy ? { describedBy } : {})}
    />
  );
}
