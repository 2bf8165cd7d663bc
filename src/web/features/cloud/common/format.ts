import type { IntlShape } from 'react-intl';
import type { Message } from '../../../../core/messages/index.ts';
import type { SortOrder } from '../../../../shared/api/driveAppPaths.ts';
import { isFolder, type DriveItem } from '../api/types.ts';
import { listMessages as m } from './messages.ts';

const UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/**
 * A size in the reader's language: "1.5 MB", "1,5 Mo", "1.5MB". Under a
 * kilobyte it is a count of bytes, with the language's plural ("0 bytes",
 * "1 byte"): Intl's short unit has none ("0 byte").
 */
export function formatSize(intl: IntlShape, bytes: number): string {
  const scale = UNITS.find(({ size }) => bytes >= size);
  if (!scale) return intl.formatMessage(m.bytes, { count: bytes });
  return intl.formatNumber(bytes / scale.size, { style: 'unit', unit: scale.unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}


/** "Folder", or "DTMS file". */
export function itemTypeLabel(intl: IntlShape, item: DriveItem): string {
  return isFolder(item) ? intl.formatMessage(m.folder) : intl.formatMessage(m.fileType, { extension: item.fileExtension.toUpperCase() });
}

export const SORT_LABELS: Readonly<Record<SortOrder, Message>> = {
  LATEST: m.latest,
  OLDEST: m.oldest,
  NAME_ASC: m.nameAsc,
  NAME_DESC: m.nameDesc,
  MOST_VIEWED: m.mostViewed,
  LEAST_VIEWED: m.leastViewed,
};
