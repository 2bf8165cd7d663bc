import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FolderPickerView, type FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';
import type { DriveFile, DriveFolder, DriveItem } from '../../cloud/index.ts';
import { isBookDocument, type BookDriveApi } from '../api/bookDriveApi.ts';
import { bookFileMessages as m } from './messages.ts';
import { useDriveAnswer } from '../../../api/useDriveAnswer.ts';

export type { FolderStep } from '../../../ui/folderPicker/FolderPickerView.tsx';

const isFolder = (item: DriveItem): item is DriveFolder => item.fileType === 'FOLDER';

/** The folder shown's listing: its folders for the picker, its Book documents for Open. */
export function useFolderListing(api: BookDriveApi, folderNo: string) {
  const listing = useDriveAnswer(`folder:${folderNo}`, () => api.listFolder(folderNo));
  const items = listing.data?.items ?? [];
  const folders = items.filter(isFolder).map((folder) => ({ key: folder.fileKey, no: folder.dtmGroupNo, name: folder.dtmGroupName }));
  const documents = items.filter((item): item is DriveFile => !isFolder(item) && isBookDocument(item));
  return { listing, folders, documents };
}

interface Props {
  readonly path: readonly FolderStep[];
  readonly onPathChange: (path: readonly FolderStep[]) => void;
  readonly chosen: FolderStep | null;
  readonly onChoose: (folder: FolderStep | null) => void;
  readonly listing: ReturnType<typeof useFolderListing>;
  readonly describedBy?: string;
}

/** The shared folder picker (ui/folderPicker) over the Book's drive listing. */
export function FolderChooser({ path, onPathChange, chosen, onChoose, listing, describedBy }: Props) {
  const intl = useIntl();
  const failure = listing.listing.failed ? (
    <div className="list-status" role="alert">
      <p>{intl.formatMessage(m.loadFailed)}</p>
      <Button className="button" onPress={listing.listing.retry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </div>
  ) : undefined;
  return (
    <FolderPickerView
      path={path}
      onPathChange={onPathChange}
      folders={listing.folders}
      loading={listing.listing.loading}
      failure={failure}
      chosen={chosen}
      onChoose={onChoose}
      {...(describedBy ? { describedBy } : {})}
    />
  );
}
