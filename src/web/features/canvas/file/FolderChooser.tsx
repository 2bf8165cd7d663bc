import { Button, ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DriveFolder } from '../../cloud/api/types.ts';
import type { CanvasDriveApi } from './canvasDriveApi.ts';
import { fileMessages as m } from './messages.ts';
import { pickerMessages as p } from './pickerMessages.ts';
import { useDriveAnswer } from './useDriveAnswer.ts';

const HERE = 'here';

export interface FolderStep {
  readonly no: string;
  readonly name: string;
}

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
 * Where to save, without drag and drop, as the Cloud's folder picker works: a
 * trail of buttons for where the chooser is, a button one level up, and a list
 * box of "this folder" and the folders inside it. Arrows choose; Enter or a
 * double click goes into the folder chosen.
 */
export function FolderChooser({ api, path, onPathChange, chosen, onChoose, describedBy }: Props) {
  const intl = useIntl();
  const here = path.at(-1);
  const listing = useDriveAnswer(`folders:${here?.no ?? ''}`, () => api.listFolder(here?.no ?? ''));
  const folders = (listing.data?.items ?? []).filter(isFolder);
  const byKey = new Map(folders.map((folder) => [folder.fileKey, folder]));

  const goTo = (index: number) => {
    onPathChange(path.slice(0, index + 1));
    onChoose(null);
  };
  const enter = (folder: DriveFolder) => {
    onPathChange([...path, { no: folder.dtmGroupNo, name: folder.dtmGroupName }]);
    onChoose(null);
  };
  const choose = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    const folder = key === undefined ? undefined : byKey.get(String(key));
    onChoose(folder ? { no: folder.dtmGroupNo, name: folder.dtmGroupName } : null);
  };
  const entries = [
    { key: HERE, name: intl.formatMessage(p.thisFolder, { folder: here?.name ?? '' }) },
    ...folders.map((folder) => ({ key: folder.fileKey, name: folder.dtmGroupName })),
  ];
  const chosenKey = folders.find((folder) => folder.dtmGroupNo === chosen?.no)?.fileKey ?? HERE;

  return (
    <div className="folder-picker">
      <nav aria-label={intl.formatMessage(p.location)}>
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
        {intl.formatMessage(p.upOneLevel)}
      </Button>
      {listing.failed ? (
        <div className="list-status" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button className="button" onPress={listing.retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <ListBox
          key={here?.no}
          className="listbox picker-list"
          aria-label={intl.formatMessage(p.subfolders, { folder: here?.name ?? '' })}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          items={entries}
          selectionMode="single"
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={[chosenKey]}
          onSelectionChange={choose}
          onAction={(key: Key) => {
            const folder = byKey.get(String(key));
            if (folder) enter(folder);
          }}
        >
          {(entry) => (
            <ListBoxItem id={entry.key} textValue={entry.name} className="listbox-item">
              {entry.name}
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {!listing.loading && !listing.failed && folders.length === 0 && <p className="field-note">{intl.formatMessage(p.noSubfolders)}</p>}
      {listing.loading && <p role="status">{intl.formatMessage(m.loading)}</p>}
    </div>
  );
}
