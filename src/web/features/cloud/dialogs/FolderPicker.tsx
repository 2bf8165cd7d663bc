import { Button, ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DRIVE_MAX_PAGE_SIZE, ROOT_GROUP_NO, type DriveKindCode } from '../../../../shared/api/driveAppPaths.ts';
import { isFolder, type DriveFolder } from '../api/types.ts';
import { LoadFailed } from '../common/ListStatus.tsx';
import { listMessages } from '../common/messages.ts';
import { useTypeAheadSelection } from '../common/useTypeAheadSelection.ts';
import { useFolderListing } from '../state/queries.ts';
import { dialogMessages as m } from './messages.ts';

const HERE = 'here';

interface Entry {
  readonly key: string;
  readonly name: string;
  readonly folder?: DriveFolder;
}

export interface FolderStep {
  readonly no: string;
  readonly name: string;
}

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
}

/**
 * Choosing a folder without drag and drop: where the picker is (a trail of
 * buttons), then a list box of the folder shown ("this folder", chosen at
 * first) and the folders inside it. Arrows choose (selection follows
 * focus); Enter or a double click goes into the folder chosen; a button goes
 * one level up. The list has focus when the picker opens and whenever it
 * shows another folder.
 */
export function FolderPicker({ driverKind, path, onPathChange, chosen, onChoose, disabledNos, describedBy }: Props) {
  const intl = useIntl();
  const here = path.at(-1) ?? { no: ROOT_GROUP_NO, name: '' };
  const listing = useFolderListing({ folderNo: here.no, pageNo: 1, pageSize: DRIVE_MAX_PAGE_SIZE, sort: 'NAME_ASC', driverKind }, { keepPrevious: false });
  const folders = (listing.data?.items ?? []).filter(isFolder);

  const enter = (folder: DriveFolder) => {
    if (disabledNos?.has(folder.dtmGroupNo)) return;
    onPathChange([...path, { no: folder.dtmGroupNo, name: folder.dtmGroupName }]);
    onChoose(null);
  };
  const goTo = (index: number) => {
    onPathChange(path.slice(0, index + 1));
    onChoose(null);
  };
  // The folder shown comes first in the list: choosing nothing else means "here".
  const entries: readonly Entry[] = [{ key: HERE, name: intl.formatMessage(m.thisFolder, { folder: here.name }) }, ...folders.map((folder) => ({ key: folder.fileKey, name: folder.dtmGroupName, folder }))];
  const byKey = new Map(folders.map((folder) => [folder.fileKey, folder]));
  const choose = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    const folder = key === undefined ? undefined : byKey.get(String(key));
    onChoose(folder ? { no: folder.dtmGroupNo, name: folder.dtmGroupName } : null);
  };
  const chosenKey = folders.find((folder) => folder.dtmGroupNo === chosen?.no)?.fileKey ?? HERE;
  const disabledKeys = folders.filter((folder) => disabledNos?.has(folder.dtmGroupNo)).map((folder) => folder.fileKey);
  const typeAhead = useTypeAheadSelection((key) => {
    if (!disabledKeys.includes(key)) choose(new Set([key]));
  });

  return (
    <div className="folder-picker">
      <nav aria-label={intl.formatMessage(m.location)}>
        <ol className="picker-trail">
          {path.map((step, index) => (
            <li key={step.no}>
              <Button className="button button--quiet" onPress={() => goTo(index)} {...(index === path.length - 1 ? { 'aria-current': 'location' as const } : {})}>
                {step.name}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <Button className="button" isDisabled={path.length <= 1} onPress={() => goTo(path.length - 2)}>
        {intl.formatMessage(m.upOneLevel)}
      </Button>
      {listing.isError ? (
        <LoadFailed onRetry={() => void listing.refetch()} />
      ) : (
        // Only listens: the keys and focus of the list inside (see useTypeAheadSelection).
        <div {...typeAhead}>
          <ListBox
            key={here.no}
            className="listbox picker-list"
            aria-label={intl.formatMessage(m.subfolders, { folder: here.name })}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            autoFocus="first"
            items={entries}
            selectionMode="single"
            selectionBehavior="replace"
            disallowEmptySelection
            selectedKeys={[chosenKey]}
            onSelectionChange={choose}
            disabledKeys={disabledKeys}
            onAction={(key: Key) => {
              const folder = byKey.get(String(key));
              if (folder) enter(folder);
            }}
          >
            {(entry) => (
              <ListBoxItem id={entry.key} textValue={entry.name} className={entry.folder ? 'listbox-item' : 'listbox-item picker-here'}>
                {entry.name}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      )}
      {listing.isSuccess && folders.length === 0 && <p className="field-note">{intl.formatMessage(m.noSubfolders)}</p>}
      {listing.isPending && <p role="status">{intl.formatMessage(listMessages.loading)}</p>}
    </div>
  );
}
