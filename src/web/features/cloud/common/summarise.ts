import type { SelectionSummary } from '../commands/driveTarget.ts';
import { isFolder, type DriveItem } from '../api/types.ts';

/** What the commands need to know of the selected items. */
export function summarise(items: readonly DriveItem[]): SelectionSummary {
  let folders = 0;
  let publicFiles = 0;
  for (const item of items) {
    if (isFolder(item)) folders += 1;
    else if (item.isPublic) publicFiles += 1;
  }
  return { count: items.length, files: items.length - folders, folders, publicFiles };
}
