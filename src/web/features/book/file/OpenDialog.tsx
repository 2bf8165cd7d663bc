import { useState } from 'react';
import { Button, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { folderPickerMessages as p } from '../../../ui/folderPicker/messages.ts';
import type { BookDriveApi } from '../api/bookDriveApi.ts';
import { FolderChooser, useFolderListing, type FolderStep } from './FolderChooser.tsx';
import { bookFileMessages as m } from './messages.ts';

interface Props {
  readonly api: BookDriveApi;
  readonly initialPath: readonly FolderStep[];
  readonly onOpen: (dtmNo: string, path: readonly FolderStep[]) => void;
  readonly onClose: () => void;
}

/**
 * Open a Book document of my Cloud: folders with the shared picker (Enter
 * goes in), the documents of the folder shown in a list (Enter or Open opens).
 */
export function OpenDialog({ api, initialPath, onOpen, onClose }: Props) {
  const intl = useIntl();
  const [path, setPath] = useState<readonly FolderStep[]>(initialPath);
  const [chosenFolder, setChosenFolder] = useState<FolderStep | null>(null);
  const [chosen, setChosen] = useState<string>();
  const here = path.at(-1);
  const listing = useFolderListing(api, here?.no ?? '');
  const open = (dtmNo: string | undefined) => {
    if (dtmNo === undefined) return;
    onClose();
    onOpen(dtmNo, path);
  };
  const choose = (keys: Selection) => setChosen(keys === 'all' ? undefined : (keys.values().next().value as string | undefined));
  return (
    <AppDialog title={intl.formatMessage(m.open)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} className="modal--wide">
      <div className="dialog-body">
        <p className="field-note">{intl.formatMessage(p.pickerHelp)}</p>
        <FolderChooser
          path={path}
          onPathChange={(next) => {
            setPath(next);
            setChosenFolder(null);
            setChosen(undefined);
          }}
          chosen={chosenFolder}
          onChoose={setChosenFolder}
          listing={listing}
        />
        {!listing.listing.loading && !listing.listing.failed && listing.documents.length === 0 ? (
          <p className="field-note">{intl.formatMessage(m.noDocuments)}</p>
        ) : (
          <ListBox
            className="listbox"
            aria-label={intl.formatMessage(m.documents, { folder: here?.name ?? '/' })}
            items={listing.documents}
            selectionMode="single"
            selectionBehavior="replace"
            selectedKeys={chosen === undefined ? [] : [chosen]}
            onSelectionChange={choose}
            onAction={(key) => open(String(key))}
          >
            {(file) => (
              <ListBoxItem id={file.dtmNo} textValue={file.fileName} className="listbox-item">
                {file.fileName}
              </ListBoxItem>
            )}
          </ListBox>
        )}
        <div className="button-row">
          <Button className="button button--primary" isDisabled={chosen === undefined} onPress={() => open(chosen)}>
            {intl.formatMessage(m.openButton)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
