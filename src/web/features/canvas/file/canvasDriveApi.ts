import { APP_TYPE, DRIVE_MAX_PAGE_SIZE, DRIVE_PAGE_SIZE, DRIVE_PATHS, ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { createPageAudioApi } from '../../../api/pageAudio/pageAudioApi.ts';
// Types only: the Cloud's code is its own catalogue part, but its wire types cost nothing to share.
import type { PageAudioSettings } from '../../../api/pageAudio/pageAudioSync.ts';
import type { DriveFile, DriveListingData, FileDetail, FilePage, PathStep } from '../../cloud/index.ts';

// The drive calls the Canvas makes (docs/API.md, "Drive app"): list my files
// and folders, read one file, save the document (from-dtms) and its pages'
// audio (/dtma/audio, multipart through the API client's form). Keys are
// written in camelCase and travel as UPPER_SNAKE; DTMS_JSON is sent as JSON
// text, so the document's own keys (`lang_option`) are never renamed.

export interface SaveBody {
  /** The title, cleaned by the rules of spec §5. */
  readonly name: string;
  /** The document as DTMS JSON text. */
  readonly dtmsJson: string;
  /** '300' for the 320, '768' for the 768 (the drive's DEVICE_KIND). */
  readonly deviceKind: string;
  /** Every page's alternative text, page numbers from 1. */
  readonly pageDescriptions: readonly { readonly pageNo: number; readonly altText: string }[];
}

export interface CanvasDriveApi {
  /** My files, newest first, 18 a page (spec §9), optionally searched by name. */
  listFiles(pageNo: number, search: string): Promise<ApiResult<DriveListingData>>;
  /** The folders (and files) inside one of my folders, by name; the root is ROOT. */
  listFolder(folderNo: string): Promise<ApiResult<DriveListingData>>;
  folderPath(folderNo: string): Promise<ApiResult<{ readonly items: readonly PathStep[] }>>;
  /** GET /dtms/images/{id}: the file, its pages' alternative text and its document. */
  fileDetail(dtmNo: string): Promise<ApiResult<FileDetail>>;
  /** POST /dtm/images/from-dtms: a new file in a folder (the root when empty). */
  createFromDtms(body: SaveBody, folderNo: string): Promise<ApiResult<DriveFile>>;
  /** POST /dtm/images/{id}/from-dtms: the file's document replaced (and renamed to the title). */
  saveFromDtms(dtmNo: string, body: SaveBody): Promise<ApiResult<DriveFile>>;
  /** POST /dtma/audio: a page's audio added or replaced, with its play mode and rate; answers the page with its new signed AUDIO_URL. */
  setPageAudio(dtmNo: string, pageNo: number, settings: PageAudioSettings, file: File): Promise<ApiResult<FilePage>>;
  /** DELETE /dtma/audio: a page's audio removed (none there is no error). */
  removePageAudio(dtmNo: string, pageNo: number): Promise<ApiResult<FilePage>>;
  /** GET /dtma/audio/sync: every page with a fresh signed AUDIO_URL (or null). */
  pageAudio(dtmNo: string): Promise<ApiResult<{ readonly items: readonly FilePage[] }>>;
}

export type { PageAudioSettings } from '../../../api/pageAudio/pageAudioSync.ts';

const bodyOf = (body: SaveBody) => ({
  dtmName: body.name,
  dtmsJson: body.dtmsJson,
  deviceKind: body.deviceKind,
  pageDescriptions: body.pageDescriptions,
});

export function createCanvasDriveApi(client: ApiClient): CanvasDriveApi {
  const auth = true;
  return {
    listFiles: (pageNo, search) =>
      client.get(DRIVE_PATHS.files, {
        auth,
        query: { scope: 'MINE', pageNo, pageSize: DRIVE_PAGE_SIZE, sort: 'LATEST', search: search.trim() === '' ? undefined : search.trim() },
      }),
    listFolder: (folderNo) =>
      client.get(DRIVE_PATHS.groups, {
        auth,
        query: { pageNo: 1, pageSize: DRIVE_MAX_PAGE_SIZE, parentGroupNo: folderNo || ROOT_GROUP_NO, driverKind: 'P', appType: APP_TYPE, sort: 'NAME_ASC' },
      }),
    folderPath: (folderNo) => client.get(DRIVE_PATHS.groupPath, { auth, query: { dtmGroupNo: folderNo } }),
    fileDetail: (dtmNo) => client.get(DRIVE_PATHS.file(dtmNo), { auth }),
    createFromDtms: (body, folderNo) =>
      client.post(DRIVE_PATHS.createFromDtms, { auth, body: { ...bodyOf(body), dtmGroupNo: folderNo || ROOT_GROUP_NO } }),
    saveFromDtms: (dtmNo, body) => client.post(DRIVE_PATHS.saveFromDtms(dtmNo), { auth, body: bodyOf(body) }),
    // The page audio calls are the shared ones (Book makes them too); the answers are the Cloud's FilePage.
    ...(createPageAudioApi(client) as Pick<CanvasDriveApi, 'setPageAudio' | 'removePageAudio' | 'pageAudio'>),
  };
}
