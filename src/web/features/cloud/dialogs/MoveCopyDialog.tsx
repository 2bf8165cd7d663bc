import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { listMessages } from '../common/messages.ts';
import type { ItemRef } from '../model/types.ts';
import { FolderPicker, type FolderStep } from './FolderPicker.tsx';
import { dialogMessages as m } from './messages.ts';
import { folderPickerMessages } from '../../../ui/folderPicker/messages.ts';

interface Props {
  readonly mode: 'move' | 'copy';
  readonly items: readonly ItemRef[];
  /** Where the picker starts: the folder shown, the root first. */
  readonly startPath: readonly FolderStep[];
  /** Moves or copies; true when it worked (the dialog closes). */
  readonly onPick: (folderNo: string) => Promise<boolean>;
  readonly onClose: () => void;
}

/** Move or copy to a folder chosen in a list (spec: move without drag and drop). */
export function MoveCopyDialog({ mode, items, startPath, onPick, onClose }: Props) {
  const intl = useIntl();
  const [path, setPath] = useState(startPath);
  const [chosen, setChosen] = useState<FolderStep | null>(null);
  const [sending, setSending] = useState(false);
  const target = chosen ?? path.at(-1);
  // A folder cannot go into itself (nor, the server checks, below itself).
  const disabledNos = new Set(items.filter((item) => item.type === 'FOLDER').map((item) => item.no));

  const pick = async () => {
    if (!target || sending) return;
    setSending(true);
    const done = await onPick(target.no);
    setSending(false);
    if (done) onClose();
  };

  const title = intl.formatMessage(mode === 'move' ? m.moveTitle : m.copyTitle, { count: items.length });
  return (
    <AppDialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <div className="dialog-body">
        <p id="folder-picker-help" className="field-note">
          {intl.formatMessage(folderPickerMessages.pickerHelp)}
        </p>
        <FolderPicker driverKind="P" path={path} onPathChange={setPath} chosen={chosen} onChoose={setChosen} disabledNos={disabledNos} describedBy="folder-picker-help" />
        <div className="button-row">
          <Button className="button button--primary" isDisabled={!target} isPending={sending} onPress={() => void pick()}>
            {target ? intl.formatMessage(mode === 'move' ? m.moveHere : m.copyHere, { folder: target.name }) : intl.formatMessage(m.saving)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(listMessages.cancel)}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
