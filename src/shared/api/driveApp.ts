import { z } from 'zod/mini';
import {
  APP_TYPE,
  DEVICE_PATH_VALUES,
  DRIVE_KINDS,
  DRIVE_MAX_PAGE_SIZE,
  FILE_SCOPES,
  ITEM_KINDS,
  ITEM_STATUSES,
  SORT_ORDERS,
} from './driveAppPaths.ts';

// Request schemas of the drive app's folder, file, trash, publishing, listing
// and document calls (docs/API.md, "Drive app"). Query values arrive as text;
// bodies are JSON. Names are not length-checked here: the server cleans them
// first (core/drive/names.ts) and answers NAME_REQUIRED / NAME_TOO_LONG, which
// a schema failure (400 BAD_REQUEST) would hide.

/** SEARCH: at most this many characters. */
export const MAX_SEARCH_LENGTH = 200;
/** DESCRIPTION of a file and ALT_TEXT of a page: at most this many characters. */
export const MAX_DESCRIPTION_LENGTH = 5000;
/** from-dtms bodies may be this large (a DTMS of 100 768 pages with text fits). */
export const FROM_DTMS_BODY_LIMIT = 8 * 1024 * 1024;

const noNul = (value: string) => !value.includes('\u0000');

/** A whole number in a query, within [min, max]. */
function queryInt(min: number, max: number) {
  return z.pipe(
    z.string().check(z.regex(/^\d{1,7}$/)),
    z.transform(Number),
  ).check(z.refine((value: number) => value >= min && value <= max));
}

/** A folder reference: 'ROOT', empty (both the root) or a folder number. Numbers in JSON bodies are taken too. */
const groupRef = z.pipe(
  z.union([z.string(), z.int().check(z.positive())]),
  z.transform((value: string | number) => String(value)),
).check(z.refine((value: string) => /^(ROOT|[1-9]\d{0,17})?$/.test(value)));

/** A file or folder number in a path or body. */
export const itemNoSchema = z.pipe(
  z.union([z.string(), z.int().check(z.positive())]),
  z.transform((value: string | number) => String(value)),
);

/** USER_NO in a query or body: compared with the caller's, never believed. */
const userNo = z.optional(z.string().check(z.maxLength(255)));

const search = z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH), z.refine(noNul)));

const paging = {
  PAGE_NO: z._default(queryInt(1, 1_000_000), 1),
  PAGE_SIZE: z.optional(queryInt(1, DRIVE_MAX_PAGE_SIZE)),
  SORT: z._default(z.enum(SORT_ORDERS), 'LATEST'),
  SEARCH: search,
  /** Ours (issue 18): a listing's NEXT_CURSOR, for the page after it (keyset paging); PAGE_NO is then only echoed. */
  CURSOR: z.optional(z.string().check(z.maxLength(2000))),
  USER_NO: userNo,
};

/** GET /dtms/groups. */
export const folderListingQuery = z.object({
  ...paging,
  COMP_NO: z.optional(z.string().check(z.maxLength(20))),
  PARENT_GROUP_NO: z._default(groupRef, 'ROOT'),
  DRIVER_KIND: z._default(z.enum(DRIVE_KINDS), 'P'),
  APP_TYPE: z._default(z.literal(APP_TYPE), APP_TYPE),
});
export type FolderListingQuery = z.infer<typeof folderListingQuery>;

/** GET /dtm/images. CATEGORY is checked by the server (an unknown one finds nothing, not an error). */
export const fileListingQuery = z.object({
  ...paging,
  SCOPE: z._default(z.enum(FILE_SCOPES), 'MINE'),
  CATEGORY: z.optional(z.string().check(z.maxLength(40))),
});
export type FileListingQuery = z.infer<typeof fileListingQuery>;

/** GET /dtms/group/path. */
export const folderPathQuery = z.object({ DTM_GROUP_NO: z._default(groupRef, 'ROOT'), USER_NO: userNo });

/** A query that carries only USER_NO (DELETE /dtm/images/{id}, DELETE /dtms/trash, GET /doc/convert-status-popup). */
export const userNoQuery = z.object({ USER_NO: userNo });

/** GET /dtms/images/{id}: VIEW=Y counts one view (the library's open). */
export const fileDetailQuery = z.object({ VIEW: z.optional(z.enum(['Y', 'N'])), USER_NO: userNo });

/** POST /dtm/groups. */
export const createFolderBody = z.object({
  DTM_GROUP_NAME: z.string(),
  PARENT_GROUP_NO: z._default(groupRef, 'ROOT'),
  DRIVER_KIND: z._default(z.enum(DRIVE_KINDS), 'P'),
  USER_NO: userNo,
});

/** PUT /dtm/groups/{id}: a new name, a new parent, or both. */
export const updateFolderBody = z.object({
  DTM_GROUP_NAME: z.optional(z.string()),
  PARENT_GROUP_NO: z.optional(groupRef),
  USER_NO: userNo,
});

/** POST /dtms/groups/{id}/copy: into PARENT_GROUP_NO, by default beside the original. */
export const copyFolderBody = z.object({ PARENT_GROUP_NO: z.optional(groupRef), USER_NO: userNo });

const pageDescriptions = z.array(
  z.object({
    PAGE_NO: z.int().check(z.minimum(1), z.maximum(100)),
    ALT_TEXT: z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH)),
  }),
).check(z.maxLength(100));

/** PUT /dtms/images/{id}: rename, move, describe the file or its pages. */
export const updateFileBody = z.object({
  FILE_NAME: z.optional(z.string()),
  DTM_GROUP_NO: z.optional(groupRef),
  DESCRIPTION: z.optional(z.nullable(z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH)))),
  PAGE_DESCRIPTIONS: z.optional(pageDescriptions),
  USER_NO: userNo,
});

/** POST /dtms/images/{id}/copy. */
export const copyFileBody = z.object({ DTM_GROUP_NO: z.optional(groupRef), USER_NO: userNo });

/** POST /dtms/images/{id}/open. Missing values are answered NO_PUBLISH_FOLDER / NO_CATEGORY, not BAD_REQUEST. */
export const publishBody = z.object({
  DTM_GROUP_NO: z.optional(z.nullable(groupRef)),
  CATEGORY: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  USER_NO: userNo,
});

/** PATCH /dtm/{kind}/{id}/status. */
export const itemKindParam = z.enum(ITEM_KINDS);
export const statusBody = z.object({ STATUS: z.enum(ITEM_STATUSES), USER_NO: userNo });

/** POST /dtm/images/from-dtms and /dtm/images/{id}/from-dtms. DTMS_JSON: the document, as an object or as JSON text. */
export const fromDtmsBody = z.object({
  DTM_NAME: z.optional(z.string()),
  DTM_GROUP_NO: z.optional(z.nullable(groupRef)),
  DTMS_JSON: z.union([z.string(), z.record(z.string(), z.unknown())]),
  DEVICE_KIND: z.optional(z.union([z.string().check(z.maxLength(10)), z.int()])),
  DESCRIPTION: z.optional(z.nullable(z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH)))),
  PAGE_DESCRIPTIONS: z.optional(pageDescriptions),
  USER_NO: userNo,
});
export type FromDtmsBody = z.infer<typeof fromDtmsBody>;

/** {device} of the to-dtms paths. */
export const devicePathParam = z.enum(DEVICE_PATH_VALUES);

/** PUT /doc/convert-status-popup. */
export const convertPopupBody = z.object({ DTM_NO: itemNoSchema, USER_NO: userNo });

// Book documents (issue 20). Forms (multipart or urlencoded) arrive as text,
// JSON may carry numbers; both are read by the same schemas. CREATOR is
// taken and ignored: the creator is the caller's own name.

/** A file number only: a non-numeric DTM_NO is a bad request, not a missing file. */
const dtmNoSchema = z.pipe(
  z.union([z.string(), z.int().check(z.positive())]),
  z.transform((value: string | number) => String(value)),
).check(z.refine((value: string) => /^[1-9]\d{0,17}$/.test(value)));

/** DEVICE_KIND of a Book document: 300 (spec §7), or left out. */
const bookDeviceKind = z.optional(z.union([z.literal('300'), z.literal(300)]));

const bookFields = {
  HTML_STRING: z.string(),
  DTM_NAME: z.optional(z.string().check(z.maxLength(1000))),
  DTM_GROUP_NO: z.optional(z.nullable(groupRef)),
  CREATOR: z.optional(z.string().check(z.maxLength(255))),
  USER_NO: userNo,
};

/** POST /doc/html/from-string: a new Book document. */
export const htmlFromStringBody = z.object({ ...bookFields, DEVICE_KIND: bookDeviceKind });
export type HtmlFromStringBody = z.infer<typeof htmlFromStringBody>;

/** PUT /doc/html: saves over a Book document (DTM_GROUP_NO is checked, not a move: moving is PUT /dtms/images/{id}). */
export const htmlSaveBody = z.object({ ...bookFields, DTM_NO: dtmNoSchema, DEVICE_KIND: bookDeviceKind });
export type HtmlSaveBody = z.infer<typeof htmlSaveBody>;

/** GET /doc/html. */
export const htmlQuery = z.object({ DTM_NO: dtmNoSchema, USER_NO: userNo });

/** POST /doc/image-url-to-base64. */
export const imageUrlBody = z.object({ imageUrl: z.string().check(z.minLength(1), z.maxLength(2048)), USER_NO: userNo });
