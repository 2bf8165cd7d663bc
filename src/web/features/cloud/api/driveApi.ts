import {
  APP_TYPE,
  DRIVE_PAGE_SIZE,
  DRIVE_PATHS,
  type DriveKindCode,
  type FileScope,
  type ItemKind,
  type ItemStatus,
  type LibraryCategory,
  type SortOrder,
} from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { DriveCommandApi } from '../model/driveCommandApi.ts';
import type { ItemRef } from '../model/types.ts';
import { itemRef } from './itemRefs.ts';
import { createPageCursors } from './pageCursors.ts';
import type { DriveItem, DriveListingData, FileDetail, PathStep, Remaining } from './types.ts';

export interface FolderQuery {
  readonly folderNo: string;
  readonly pageNo: number;
  readonly search?: string | undefined;
  readonly sort: SortOrder;
  readonly driverKind?: DriveKindCode;
  readonly pageSize?: number;
}

export interface FilesQuery {
  readonly scope: FileScope;
  readonly pageNo: number;
  readonly sort: SortOrder;
  readonly search?: string | undefined;
  readonly category?: LibraryCategory | undefined;
  readonly pageSize?: number;
}

export interface FileDescriptions {
  readonly description: string;
  readonly pages: readonly { readonly pageNo: number; readonly altText: string }[];
}

export interface DriveApi extends DriveCommandApi {
  listFolder(query: FolderQuery): Promise<ApiResult<DriveListingData>>;
  listFiles(query: FilesQuery): Promise<ApiResult<DriveListingData>>;
  folderPath(folderNo: string): Promise<ApiResult<{ readonly items: readonly PathStep[] }>>;
  createPublicFolder(name: string, parentNo: string): Promise<ApiResult<ItemRef>>;
  fileDetail(fileNo: string, options?: { readonly countView?: boolean }): Promise<ApiResult<FileDetail>>;
  /** PUT /dtms/images/{id}: the file's description and its pages' alternative text. */
  describeFile(fileNo: string, change: FileDescriptions): Promise<ApiResult<unknown>>;
  deleteForever(item: Pick<ItemRef, 'type' | 'no'>): Promise<ApiResult<unknown>>;
  emptyTrash(): Promise<ApiResult<{ readonly deletedCount: number }>>;
  remaining(): Promise<ApiResult<Remaining>>;
}

const kindOf = (item: Pick<ItemRef, 'type'>): ItemKind => (item.type === 'FOLDER' ? 'groups' : 'images');
const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function mapData<T, U>(result: ApiResult<T>, map: (data: T) => U): ApiResult<U> {
  return result.ok ? { ...result, data: map(result.data) } : result;
}

/**
 * The drive app's calls (spec §7; paths and constants from the contract in
 * shared/api/driveAppPaths.ts). Keys are written in camelCase here and travel
 * as UPPER_SNAKE (the client converts them). Every call needs sign-in except
 * reading the library, which still sends the token when there is one.
 */
export function createDriveApi(client: ApiClient, userNo: string | undefined): DriveApi {
  const auth = true;
  // "Next page" goes by the cursor the page before it answered (pageCursors.ts).
  const cursors = createPageCursors();
  const create = (name: string, parentNo: string, driverKind: DriveKindCode) =>
    client
      .post<DriveItem>(DRIVE_PATHS.createGroup, { auth, body: { dtmGroupName: name, parentGroupNo: parentNo, driverKind } })
      .then((result) => mapData(result, itemRef));

  return {
    listFolder: async (query) => {
      const { pageNo, ...listing } = query;
      const result = await client.get<DriveListingData>(DRIVE_PATHS.groups, {
        auth,
        query: {
          pageNo,
          pageSize: query.pageSize ?? DRIVE_PAGE_SIZE,
          parentGroupNo: query.folderNo,
          driverKind: query.driverKind ?? 'P',
          appType: APP_TYPE,
          search: blankToUndefined(query.search),
          sort: query.sort,
          cursor: cursors.cursorFor(listing, pageNo),
        },
      });
      if (result.ok) cursors.remember(listing, pageNo, result.data.nextCursor);
      return result;
    },
    listFiles: async (query) => {
      const { pageNo, ...listing } = query;
      const result = await client.get<DriveListingData>(DRIVE_PATHS.files, {
        auth,
        query: {
          scope: query.scope,
          pageNo,
          pageSize: query.pageSize ?? DRIVE_PAGE_SIZE,
          sort: query.sort,
          search: blankToUndefined(query.search),
          category: query.category,
          cursor: cursors.cursorFor(listing, pageNo),
        },
      });
      if (result.ok) cursors.remember(listing, pageNo, result.data.nextCursor);
      return result;
    },
    folderPath: (folderNo) => client.get(DRIVE_PATHS.groupPath, { auth, query: { dtmGroupNo: folderNo } }),
    fileDetail: (fileNo, options = {}) => client.get(DRIVE_PATHS.file(fileNo), { auth, query: { view: options.countView ? 'Y' : undefined } }),
    describeFile: (fileNo, change) =>
      client.put(DRIVE_PATHS.file(fileNo), { auth, body: { description: change.description, pageDescriptions: change.pages } }),
    rename: (item, name) =>
      item.type === 'FOLDER'
        ? client.put(DRIVE_PATHS.group(item.no), { auth, body: { dtmGroupName: name } })
        : client.put(DRIVE_PATHS.file(item.no), { auth, body: { fileName: name } }),
    move: (item, folderNo) =>
      item.type === 'FOLDER'
        ? client.put(DRIVE_PATHS.group(item.no), { auth, body: { parentGroupNo: folderNo } })
        : client.put(DRIVE_PATHS.file(item.no), { auth, body: { dtmGroupNo: folderNo } }),
    copy: async (item, folderNo) => {
      const result =
        item.type === 'FOLDER'
          ? await client.post<DriveItem>(DRIVE_PATHS.copyGroup(item.no), { auth, body: { parentGroupNo: folderNo } })
          : await client.post<DriveItem>(DRIVE_PATHS.copyFile(item.no), { auth, body: { dtmGroupNo: folderNo } });
      return mapData(result, itemRef);
    },
    createFolder: (name, parentNo) => create(name, parentNo, 'P'),
    createPublicFolder: (name, parentNo) => create(name, parentNo, 'D'),
    setStatus: (item, status: ItemStatus) => client.patch(DRIVE_PATHS.status(kindOf(item), item.no), { auth, body: { status } }),
    deleteForever: (item) => client.patch(DRIVE_PATHS.status(kindOf(item), item.no), { auth, body: { status: 'DELETED' } }),
    emptyTrash: () => client.delete(DRIVE_PATHS.emptyTrash, { auth, query: { userNo } }),
    publish: (fileNo, place) => client.post(DRIVE_PATHS.publish(fileNo), { auth, body: { dtmGroupNo: place.groupNo, category: place.category } }),
    unpublish: (fileNo) => client.delete(DRIVE_PATHS.publish(fileNo), { auth }),
    remaining: () => client.get(DRIVE_PATHS.remaining, { auth }),
  };
}
