import type { SelectionSummary } from '../commands/driveTarget.ts';
import { isFolder, type DriveItem } from '../api/types.ts';

/** What the commands need to know of the selected items. */
export function summarise(items: readonly DriveItem[]): SelectionSummary {
  let folders = 0;
  let publicFiles = 0;
  let failedConversions = 0;
  for (const item of items) {
    if (isFolder(item)) {
      folders += 1;
      continue;
    }
    if (item.isPublic) publicFiles += 1;
    if (item.conversionStatus === 'FAILED') failedConversions += 1;
  }
  return { count: items.length, files: items.length - folders, folders, publicFiles, failedConversions };
}
