import type { RefObject } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { displayName } from '../api/itemRefs.ts';
import { isFolder, type DriveItem } from '../api/types.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { formatSize, itemTypeLabel } from '../common/format.ts';
import { ItemCards } from '../common/ItemCards.tsx';
import { ItemTable, type ColumnSpec } from '../common/ItemTable.tsx';
import { listMessages as m } from '../common/messages.ts';
import type { ViewMode } from '../common/useViewMode.ts';
import { UserText } from '../../../ui/UserText.tsx';

interface Props {
  readonly mode: ViewMode;
  readonly items: readonly DriveItem[];
  readonly label: string;
  readonly emptyText: string;
  readonly selectedKeys: Selection;
  readonly onSelectionChange: (keys: Selection) => void;
  readonly onOpen: (item: DriveItem) => void;
  readonly isCut: (item: DriveItem) => boolean;
  /** 'Converting…', 'Conversion failed: …' for a document being or failed to be converted (issue 21). */
  readonly conversionText: (item: DriveItem) => string | undefined;
  readonly collectionRef: RefObject<HTMLDivElement | null>;
}

function visibility(intl: IntlShape, item: DriveItem): string {
  if (isFolder(item)) return '';
  return intl.formatMessage(item.isPublic ? m.isPublic : m.isPrivate);
}

/** The type, and for a document being converted its conversion: "HTML file, Converting…". */
function typeText(intl: IntlShape, item: DriveItem, conversionText: Props['conversionText']): string {
  return intl.formatList([itemTypeLabel(intl, item), conversionText(item) ?? ''].filter(Boolean), { type: 'unit', style: 'short' });
}

function columns(intl: IntlShape, isCut: (item: DriveItem) => boolean, conversionText: Props['conversionText']): ColumnSpec[] {
  return [
    {
      id: 'name',
      label: intl.formatMessage(m.name),
      isRowHeader: true,
      // The name is the user's, in its own language; "cut" is the interface's.
      cell: (item) => {
        const name = <UserText key="name" text={displayName(item)} />;
        return isCut(item) ? intl.formatList([name, intl.formatMessage(m.cut)], { type: 'unit', style: 'short' }) : name;
      },
    },
    { id: 'type', label: intl.formatMessage(m.type), cell: (item) => typeText(intl, item, conversionText) },
    { id: 'modified', label: intl.formatMessage(m.modified), cell: (item) => formatDateTime(intl, item.updatedAt) },
    { id: 'size', label: intl.formatMessage(m.size), cell: (item) => (isFolder(item) ? '' : formatSize(intl, item.size)) },
    { id: 'visibility', label: intl.formatMessage(m.visibility), cell: (item) => visibility(intl, item) },
  ];
}

/** My files as cards or as a table: the same items, selection and opening either way. */
export function FilesCollection({ mode, items, label, emptyText, selectedKeys, onSelectionChange, onOpen, isCut, conversionText, collectionRef }: Props) {
  const intl = useIntl();
  const common = { items, label, selectionMode: 'multiple' as const, selectedKeys, onSelectionChange, onAction: onOpen, emptyText, isDimmed: isCut, collectionRef };
  if (mode === 'LIST') return <ItemTable {...common} columns={columns(intl, isCut, conversionText)} />;
  const describe = (item: DriveItem) =>
    intl.formatList(
      [typeText(intl, item, conversionText), formatDateTime(intl, item.updatedAt), visibility(intl, item), isCut(item) ? intl.formatMessage(m.cut) : ''].filter(Boolean),
      { type: 'unit', style: 'short' },
    );
  return <ItemCards {...common} describe={describe} />;
}
