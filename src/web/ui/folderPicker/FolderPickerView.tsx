import type { ReactNode } from 'react';
import { Button, ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useTypeAheadSelection } from '../useTypeAheadSelection.ts';
import { folderPickerMessages as m } from './messages.ts';

const HERE = 'here';

/** A folder of the drive as the picker needs it. */
export interface PickerFolder {
  /** The list's key (FILE_KEY). */
  readonly key: string;
  readonly no: string;
  readonly name: string;
}

export interface FolderStep {
  readonly no: string;
  readonly name: string;
}

export interface FolderPickerViewProps {
  /** The folders shown, the root first; the last is where the picker is. */
  readonly path: readonly FolderStep[];
  readonly onPathChange: (path: readonly FolderStep[]) => void;
  /** The folders inside the one shown (empty while loading). */
  readonly folders: readonly PickerFolder[];
  readonly loading: boolean;
  /** Shown instead of the list when the folders could not be read (with a way to retry). */
  readonly failure?: ReactNode;
  /** The folder chosen in the list, or null for the one shown itself. */
  readonly chosen: FolderStep | null;
  readonly onChoose: (folder: FolderStep | null) => void;
  /** Folders that cannot be chosen or entered (the ones being moved). */
  readonly disabledNos?: ReadonlySet<string>;
  readonly describedBy?: string;
  /** The list takes focus when it shows a folder (when the picker is the dialog's first stop). */
  readonly autoFocus?: boolean;
  /**
   * The first entry's words instead of "{folder} (this folder)", where the
   * folder shown cannot itself take what is being placed (the public
   * drive's root holds no publication): the entry then says so, and stays
   * the "nothing chosen yet" of the list rather than a choice.
   */
  readonly hereLabel?: string;
}

/**
 * Choosing a folder without drag and drop: where the picker is (a trail of
 * buttons), a button one level up, then a list box of the folder shown
 * ("this folder", chosen at first) and the folders inside it. Arrows choose
 * (selection follows focus, type-ahead included); Enter or a double click
 * goes into the folder chosen. Each feature reads the folders its own way
 * and hands them here.
 */
export function FolderPickerView(props: FolderPickerViewProps) {
  const { path, onPathChange, folders, loading, failure, chosen, onChoose, disabledNos, describedBy, autoFocus = false, hereLabel } = props;
  const intl = useIntl();
  const here = path.at(-1) ?? { no: '', name: '' };
  const byKey = new Map(folders.map((folder) => [folder.key, folder]));
  const step = (folder: PickerFolder): FolderStep => ({ no: folder.no, name: folder.name });

  const enter = (folder: PickerFolder) => {
    if (disabledNos?.has(folder.no)) return;
    onPathChange([...path, step(folder)]);
    onChoose(null);
  };
  const goTo = (index: number) => {
    onPathChange(path.slice(0, index + 1));
    onChoose(null);
  };
  const choose = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    const folder = key === undefined ? undefined : byKey.get(String(key));
    onChoose(folder ? step(folder) : null);
  };
  // The folder shown comes first in the list: choosing nothing else means "here".
  const entries = [{ key: HERE, name: hereLabel ?? intl.formatMessage(m.thisFolder, { folder: here.name }), inside: false }, ...folders.map((folder) => ({ key: folder.key, name: folder.name, inside: true }))];
  const chosenKey = folders.find((folder) => folder.no === chosen?.no)?.key ?? HERE;
  const disabledKeys = folders.filter((folder) => disabledNos?.has(folder.no)).map((folder) => folder.key);
  const typeAhead = useTypeAheadSelection((key) => {
    if (!disabledKeys.includes(key)) choose(new Set([key]));
  });

  return (
    <div className="folder-picker">
      <nav aria-label={intl.formatMessage(m.location)}>
        <ol className="picker-trail">
          {path.map((folder, index) => (
            <li key={folder.no}>
              <Button className="button button--quiet" onPress={() => goTo(index)} {...(index === path.length - 1 ? { 'aria-current': 'location' as const } : {})}>
                {folder.name}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <Button className="button" isDisabled={path.length <= 1} onPress={() => goTo(path.length - 2)}>
        {intl.formatMessage(m.upOneLevel)}
      </Button>
      {failure ?? (
        // Only listens: the keys and focus of the list inside (see useTypeAheadSelection).
        <div {...typeAhead}>
          <ListBox
            key={here.no}
            className="listbox picker-list"
            aria-label={intl.formatMessage(m.subfolders, { folder: here.name })}
            {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            {...(autoFocus ? { autoFocus: 'first' as const } : {})}
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
              <ListBoxItem id={entry.key} textValue={entry.name} className={entry.inside ? 'listbox-item' : 'listbox-item picker-here'}>
                {entry.name}
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      )}
      {!loading && !failure && folders.length === 0 && <p className="field-note">{intl.formatMessage(m.noSubfolders)}</p>}
      {loading && <p role="status">{intl.formatMessage(m.loading)}</p>}
    </div>
  );
}
