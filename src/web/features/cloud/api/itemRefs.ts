import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ItemRef } from '../model/types.ts';
import { isFolder, type DriveItem } from './types.ts';

/** The command model's view of a listed item. */
export function itemRef(item: DriveItem): ItemRef {
  if (isFolder(item)) {
    return { key: item.fileKey, type: 'FOLDER', no: item.dtmGroupNo, name: item.dtmGroupName, parentNo: item.parentGroupNo ?? ROOT_GROUP_NO };
  }
  const published = item.isPublic && item.publicGroupNo && item.category ? { groupNo: item.publicGroupNo, category: item.category } : undefined;
  return { key: item.fileKey, type: 'FILE', no: item.dtmNo, name: item.fileName, parentNo: item.dtmGroupNo ?? ROOT_GROUP_NO, published };
}

/** A file's name as the user knows it: with its extension. */
export function displayName(item: DriveItem): string {
  return isFolder(item) ? item.dtmGroupName : `${item.fileName}.${item.fileExtension}`;
}
