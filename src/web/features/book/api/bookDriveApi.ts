import { APP_TYPE, DRIVE_MAX_PAGE_SIZE, DRIVE_PATHS, ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
// Types only: the Cloud's wire types cost nothing to share.
import type { DriveListingData } from '../../cloud/index.ts';

/**
 * The drive listing the Book's Open and Save as dialogs read: one of my
 * folders with its folders and files (GET /dtms/groups), by name. The Book
 * keeps its own small client, as the Canvas does, so its dialogs work
 * without the Cloud's code or React Query.
 */
export interface BookDriveApi {
  listFolder(folderNo: string): Promise<ApiResult<DriveListingData>>;
}

export function createBookDriveApi(client: ApiClient): BookDriveApi {
  return {
    listFolder: (folderNo) =>
      client.get(DRIVE_PATHS.groups, {
        auth: true,
        query: { pageNo: 1, pageSize: DRIVE_MAX_PAGE_SIZE, parentGroupNo: folderNo || ROOT_GROUP_NO, driverKind: 'P', appType: APP_TYPE, sort: 'NAME_ASC' },
      }),
  };
}

/** Whether a drive file is a Book document (the server stores them as 'html'). */
export function isBookDocument(file: { readonly fileExtension: string }): boolean {
  return file.fileExtension.toLowerCase() === 'html';
}
