import type { RefObject } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { displayName } from '../cloud/index.ts';
import { isFolder, type DriveItem } from '../cloud/index.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { ItemCards } from '../cloud/index.ts';
import { ItemTable, type ColumnSpec } from '../cloud/index.ts';
import { categoryMessages, detailMessages, listMessages as m } from '../cloud/index.ts';
import type { ViewMode } from '../cloud/index.ts';

interface Props {
  readonly mode: ViewMode;
  readonly items: readonly DriveItem[];
  readonly label: string;
  readonly emptyText: string;
  readonly selectedKeys: Selection;
  readonly onSelectionChange: (keys: Selection) => void;
  readonly onOpen: (item: DriveItem) => void;
  readonly collectionRef: RefObject<HTMLDivElement | null>;
}

function category(intl: IntlShape, item: DriveItem): string {
  return !isFolder(item) && item.category ? intl.formatMessage(categoryMessages[item.category]) : '';
}

const published = (intl: IntlShape, item: DriveItem) => (isFolder(item) ? '' : formatDateTime(intl, item.publishedAt));
const views = (intl: IntlShape, item: DriveItem) => (isFolder(item) ? '' : intl.formatNumber(item.views));

/** The library's files as cards or a table (spec §3: grid and list). */
export function LibraryCollection({ mode, items, label, emptyText, selectedKeys, onSelectionChange, onOpen, collectionRef }: Props) {
  const intl = useIntl();
  const common = { items, label, selectionMode: 'single' as const, selectedKeys, onSelectionChange, onAction: onOpen, emptyText, collectionRef };
  if (mode === 'LIST') {
    const columns: ColumnSpec[] = [
      { id: 'name', label: intl.formatMessage(m.name), isRowHeader: true, cell: displayName, isUserContent: true },
      { id: 'category', label: intl.formatMessage(m.category), cell: (item) => category(intl, item) },
      { id: 'creator', label: intl.formatMessage(m.creator), cell: (item) => item.creator, isUserContent: true },
      { id: 'views', label: intl.formatMessage(m.views), cell: (item) => views(intl, item) },
      { id: 'published', label: intl.formatMessage(detailMessages.publishedAt), cell: (item) => published(intl, item) },
    ];
    return <ItemTable {...common} columns={columns} />;
  }
  const describe = (item: DriveItem) =>
    intl.formatList(
      [category(intl, item), item.creator, isFolder(item) ? '' : intl.formatMessage(m.viewCount, { count: item.views }), published(intl, item)].filter((part) => part.trim() !== ''),
      { type: 'unit', style: 'short' },
    );
  return <ItemCards {...common} describe={describe} />;
}
