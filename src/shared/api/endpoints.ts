import type { z } from 'zod/mini';
import { BRAILLE_TABLES_PATH, BRAILLE_TRANSLATE_PATH } from './brailleAppPaths.ts';
import { brailleTablesResponse, translateRequest, translateResponse } from './brailleApp.ts';
import {
  convertPopupBody,
  copyFileBody,
  copyFolderBody,
  createFolderBody,
  fileDetailQuery,
  fileListingQuery,
  folderListingQuery,
  folderPathQuery,
  devicePathParam,
  fromDtmsBody,
  itemKindParam,
  publishBody,
  statusBody,
  updateFileBody,
  updateFolderBody,
  userNoQuery,
} from './driveApp.ts';
import { DRIVE_APP_PREFIX, DRIVE_FILE_PREFIX, DRIVE_PATHS } from './driveAppPaths.ts';
import { SITE_APP_PREFIX, domainParam, domainResponse, menuIdParam, siteCompParam, userNoParam } from './siteApp.ts';
import { REFRESH_TOKEN_PATH, refreshTokenRequest, refreshTokenResponse } from './userApp.ts';
import { USER_PREFERENCES_PATH, userPreferences, userPreferencesPatch, userPreferencesResponse } from './userPreferences.ts';

// What each API call is, for the OpenAPI document (/openapi.json, docs/API.md):
// its method and path as the server registers it (Fastify's `:name`), a
// one-line summary, who may call it, and the shared schemas its route
// validates with. The document's list of paths is the server's own route
// list; an entry here only describes one. Any module of src/shared/api may
// export its own list made with defineEndpoints: the generator finds it.

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** none: anyone; optional: a guest or a signed-in caller; required: a bearer token. */
export type EndpointAuth = 'none' | 'optional' | 'required';

export interface EndpointDefinition {
  readonly method: EndpointMethod;
  /** As registered: `/drive-app/v1/dtms/images/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly auth: EndpointAuth;
  /** Path parameters, by name. */
  readonly params?: Readonly<Record<string, z.ZodMiniType>>;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** multipart: files in a form (uploads). */
  readonly bodyKind?: 'json' | 'multipart';
  /** The answer's `data` (or the whole body where `dataEnvelope` is false). */
  readonly response?: z.ZodMiniType;
  /** A sentence on the answer where no schema describes it. */
  readonly responseNote?: string;
  /** false: the answer is not `{data}` (health checks, downloads). */
  readonly dataEnvelope?: boolean;
}

const ENDPOINT_LIST = Symbol.for('tactile-studio.endpoints');

/** A list the OpenAPI generator picks up from any module of src/shared/api that exports it. */
export function defineEndpoints(list: readonly EndpointDefinition[]): readonly EndpointDefinition[] {
  return Object.assign([...list], { [ENDPOINT_LIST]: true });
}

export function isEndpointList(value: unknown): value is readonly EndpointDefinition[] {
  return Array.isArray(value) && (value as unknown as Record<symbol, unknown>)[ENDPOINT_LIST] === true;
}

const D = DRIVE_APP_PREFIX;

export const serverEndpoints = defineEndpoints([
  { method: 'GET', path: '/healthz', summary: 'Liveness: the process answers.', auth: 'none', dataEnvelope: false, responseNote: '{"status":"ok"}' },
  { method: 'GET', path: '/readyz', summary: 'Readiness: the process can also reach its database.', auth: 'none', dataEnvelope: false, responseNote: '{"status":"ready","database":…}, or 503 NOT_READY' },
  { method: 'GET', path: '/app-config.json', summary: "The deployment's site links and sign-in settings for the web app.", auth: 'none', dataEnvelope: false },
  { method: 'GET', path: '/openapi.json', summary: 'This document.', auth: 'none', dataEnvelope: false },
  { method: 'GET', path: '/', summary: 'The web app.', auth: 'none', dataEnvelope: false },
  { method: 'GET', path: '/*', summary: "The web app's files, and the web app for any other path (history fallback).", auth: 'none', dataEnvelope: false },
]);

export const siteAppEndpoints = defineEndpoints([
  { method: 'GET', path: `${SITE_APP_PREFIX}/domains/:domain`, summary: 'The company and site that serve a domain.', auth: 'none', params: { domain: domainParam }, response: domainResponse },
  { method: 'GET', path: `${SITE_APP_PREFIX}/sites/:siteComp/users/:userNo/menus`, summary: 'The main menu this user sees (GUEST for a guest).', auth: 'optional', params: { siteComp: siteCompParam, userNo: userNoParam }, responseNote: '{items: MenuItem[]} (MENU_ID, MENU_NAME, MENU_URL, MENU_LEVEL, PARENT_MENU_ID, children)' },
  { method: 'GET', path: `${SITE_APP_PREFIX}/sites/:siteComp/users/:userNo/menus/:menuId`, summary: 'One menu item and its children.', auth: 'optional', params: { siteComp: siteCompParam, userNo: userNoParam, menuId: menuIdParam }, responseNote: '{items: MenuItem[]}' },
]);

export const userAppEndpoints = defineEndpoints([
  { method: 'POST', path: REFRESH_TOKEN_PATH, summary: 'A new access token (and refresh token) for a refresh token.', auth: 'none', body: refreshTokenRequest, response: refreshTokenResponse },
  { method: 'GET', path: USER_PREFERENCES_PATH, summary: "The caller's preferences (spec §3 Easy settings); the defaults with SAVED false when none were saved.", auth: 'required', response: userPreferencesResponse },
  { method: 'PUT', path: USER_PREFERENCES_PATH, summary: "Replaces the caller's preferences.", auth: 'required', body: userPreferences, response: userPreferencesResponse },
  { method: 'PATCH', path: USER_PREFERENCES_PATH, summary: "Changes the named fields of the caller's preferences.", auth: 'required', body: userPreferencesPatch, response: userPreferencesResponse },
]);

export const brailleAppEndpoints = defineEndpoints([
  { method: 'GET', path: BRAILLE_TABLES_PATH, summary: 'The braille tables this server translates, and why others are unavailable.', auth: 'none', response: brailleTablesResponse },
  { method: 'POST', path: BRAILLE_TRANSLATE_PATH, summary: 'Translates lines to braille or back.', auth: 'none', body: translateRequest, response: translateResponse },
]);

export const driveAppEndpoints = defineEndpoints([
  { method: 'GET', path: DRIVE_PATHS.groups, summary: 'A page of a folder of my drive (P) or of the public drive (D).', auth: 'optional', query: folderListingQuery, responseNote: 'Folders and files of the page, with TOTAL_COUNT and NEXT_CURSOR (CURSOR for the page after it; null on the last page).' },
  { method: 'GET', path: DRIVE_PATHS.files, summary: 'A page of my files, the library or my trash.', auth: 'optional', query: fileListingQuery, responseNote: 'Files of the page, with TOTAL_COUNT and NEXT_CURSOR (CURSOR for the page after it; null on the last page).' },
  { method: 'GET', path: DRIVE_PATHS.groupPath, summary: 'The folders from the root down to a folder.', auth: 'optional', query: folderPathQuery },
  { method: 'POST', path: DRIVE_PATHS.createGroup, summary: 'Creates a folder.', auth: 'required', body: createFolderBody },
  { method: 'PUT', path: `${D}/dtm/groups/:id`, summary: 'Renames or moves a folder.', auth: 'required', body: updateFolderBody },
  { method: 'POST', path: `${D}/dtms/groups/:id/copy`, summary: 'Copies a folder and everything in it.', auth: 'required', body: copyFolderBody },
  { method: 'POST', path: DRIVE_PATHS.uploadImage, summary: 'Uploads one picture (PNG or JPEG).', auth: 'required', bodyKind: 'multipart' },
  { method: 'POST', path: DRIVE_PATHS.uploadTactile, summary: 'Uploads tactile files (DTMS, DTMX, DTMA, DTM, ZIP, BRF, BRL), each checked by its content.', auth: 'required', bodyKind: 'multipart' },
  { method: 'GET', path: `${D}/dtms/images/:id`, summary: "A file's details (VIEW=Y counts a view).", auth: 'optional', query: fileDetailQuery },
  { method: 'PUT', path: `${D}/dtms/images/:id`, summary: 'Renames, moves or describes a file and its pages.', auth: 'required', body: updateFileBody },
  { method: 'POST', path: `${D}/dtms/images/:id/copy`, summary: 'Copies a file.', auth: 'required', body: copyFileBody },
  { method: 'POST', path: `${D}/dtms/images/:id/open`, summary: 'Publishes a file to the library.', auth: 'required', body: publishBody },
  { method: 'DELETE', path: `${D}/dtms/images/:id/open`, summary: 'Withdraws a file from the library.', auth: 'required', query: userNoQuery },
  { method: 'DELETE', path: `${D}/dtm/images/:id`, summary: 'Moves a file to the trash.', auth: 'required', query: userNoQuery },
  { method: 'PATCH', path: `${D}/dtm/:kind/:id/status`, summary: 'Trashes, restores or deletes for good a file or folder.', auth: 'required', params: { kind: itemKindParam }, body: statusBody },
  { method: 'DELETE', path: DRIVE_PATHS.emptyTrash, summary: 'Empties my trash.', auth: 'required', query: userNoQuery },
  { method: 'POST', path: DRIVE_PATHS.createFromDtms, summary: 'Saves a new file from a DTMS document.', auth: 'required', body: fromDtmsBody },
  { method: 'POST', path: `${D}/dtm/images/:id/from-dtms`, summary: 'Saves a DTMS document over a file.', auth: 'required', body: fromDtmsBody },
  { method: 'GET', path: `${D}/dtm/images/:id/device/:device/to-dtms`, summary: 'A DTM file as DTMS for a device (320 or 768).', auth: 'optional', params: { device: devicePathParam }, query: userNoQuery },
  { method: 'GET', path: `${D}/dtma/images/:id/device/:device/to-dtms`, summary: 'A DTMA file as DTMS for a device (320 or 768).', auth: 'optional', params: { device: devicePathParam }, query: userNoQuery },
  { method: 'POST', path: DRIVE_PATHS.dtmsToJson, summary: 'Reads an uploaded DTMS, DTMX or DTM file into JSON without saving it.', auth: 'optional', bodyKind: 'multipart' },
  { method: 'POST', path: DRIVE_PATHS.dtmaToJson, summary: 'Reads an uploaded DTMA archive into JSON without saving it.', auth: 'optional', bodyKind: 'multipart' },
  { method: 'GET', path: DRIVE_PATHS.dtmaDownload, summary: 'A file as a DTMA archive (pages and their audio).', auth: 'optional', dataEnvelope: false },
  { method: 'POST', path: DRIVE_PATHS.audio, summary: "Attaches audio (MP3 or M4A) to a page of a file.", auth: 'required', bodyKind: 'multipart' },
  { method: 'DELETE', path: DRIVE_PATHS.audio, summary: "Removes a page's audio.", auth: 'required' },
  { method: 'GET', path: DRIVE_PATHS.audioSync, summary: "The pages' audio addresses of a file.", auth: 'optional' },
  { method: 'GET', path: DRIVE_PATHS.remaining, summary: 'The space left in my drive.', auth: 'required', query: userNoQuery },
  { method: 'GET', path: DRIVE_PATHS.convertStatusPopup, summary: 'Document conversions that finished since last asked: {ITEMS: [{DTM_NO, STATUS, A11Y_FINDINGS: {ERRORS, WARNINGS} | null}]}.', auth: 'required', query: userNoQuery },
  { method: 'PUT', path: DRIVE_PATHS.convertStatusPopup, summary: 'Marks a finished conversion as seen.', auth: 'required', body: convertPopupBody },
  { method: 'GET', path: DRIVE_PATHS.download, summary: 'Downloads a file as it was stored.', auth: 'optional', dataEnvelope: false },
  { method: 'GET', path: `${DRIVE_FILE_PREFIX}/*`, summary: 'A stored picture or audio by its signed, expiring address.', auth: 'none', dataEnvelope: false },
]);
