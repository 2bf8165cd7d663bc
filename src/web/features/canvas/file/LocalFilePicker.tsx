import { Button, DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CANVAS_OPEN_EXTENSIONS } from '../../../../core/canvas/index.ts';
import { fileMessages as m } from './messages.ts';

interface Props {
  readonly onFile: (file: File) => void;
  readonly busy: boolean;
}

const FORMATS = CANVAS_OPEN_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()).join(', ');

/** A file from this computer: the system file chooser, or a file dropped on the area. */
export function LocalFilePicker({ onFile, busy }: Props) {
  const intl = useIntl();
  const drop = async (items: readonly DropItem[]) => {
    const item = items.find(isFileDropItem);
    if (item) onFile(await item.getFile());
  };
  return (
    <div className="local-file-picker">
      <p className="field-note">{intl.formatMessage(m.openFormats, { formats: FORMATS })}</p>
      <FileTrigger acceptedFileTypes={[...CANVAS_OPEN_EXTENSIONS]} onSelect={(list) => list?.[0] && onFile(list[0])}>
        <Button className="button button--primary" isPending={busy}>
          {intl.formatMessage(m.chooseFile)}
        </Button>
      </FileTrigger>
      <DropZone className="drop-zone" onDrop={(event) => void drop(event.items)} isDisabled={busy}>
        <Text slot="label">{intl.formatMessage(m.dropFile)}</Text>
      </DropZone>
    </div>
  );
}
