import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { BOOK_DEVICE_KIND, BOOK_PATHS } from './bookPaths.ts';

// The calls of a Book document's life (spec §7): read one, create one from
// its HTML, replace its HTML. The server takes forms whose field names are
// the spec's (HTML_STRING, DTM_NAME…), so they travel as FormData, which the
// API client sends as it is; answers come back camelCased, inside or without
// the `data` envelope (the client unwraps it).

/** GET /doc/html: the stored (sanitised) page, its name and who made it. */
export interface StoredDocument {
  readonly dtmName: string;
  readonly creator: string;
  /** A full HTML page. */
  readonly contents: string;
}

/** What a save answers: where the document now is. */
export interface SavedDocument {
  readonly dtmNo: string;
  readonly dtmGroupNo: string;
  readonly dtmName: string;
}

export interface SaveFields {
  readonly html: string;
  /** The title, already cleaned by spec §5's rules. */
  readonly name: string;
  /** The folder; empty is the root. */
  readonly groupNo: string;
  readonly userNo: string;
  readonly creator: string;
}

export interface BookDocumentApi {
  load(dtmNo: string): Promise<ApiResult<StoredDocument>>;
  /** POST /doc/html/from-string: a new document (201). */
  create(fields: SaveFields): Promise<ApiResult<SavedDocument>>;
  /** PUT /doc/html: the document replaced (and renamed, moved to its group). */
  update(dtmNo: string, fields: SaveFields): Promise<ApiResult<SavedDocument>>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The answer's fields whatever their spelling (camelCase from the client; upper-case if a proxy kept them). */
function pick(data: unknown, camel: string, upper: string): string {
  if (typeof data !== 'object' || data === null) return '';
  const record = data as Record<string, unknown>;
  return text(record[camel] ?? record[upper]);
}

export function storedDocumentOf(data: unknown): StoredDocument {
  return { dtmName: pick(data, 'dtmName', 'DTM_NAME'), creator: pick(data, 'creator', 'CREATOR'), contents: pick(data, 'contents', 'CONTENTS') };
}

export function savedDocumentOf(data: unknown): SavedDocument {
  return {
    dtmNo: pick(data, 'dtmNo', 'DTM_NO'),
    dtmGroupNo: pick(data, 'dtmGroupNo', 'DTM_GROUP_NO') || ROOT_GROUP_NO,
    dtmName: pick(data, 'dtmName', 'DTM_NAME'),
  };
}

function formOf(fields: SaveFields, extra: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  form.append('HTML_STRING', fields.html);
  form.append('DTM_NAME', fields.name);
  form.append('DTM_GROUP_NO', fields.groupNo || ROOT_GROUP_NO);
  form.append('USER_NO', fields.userNo);
  form.append('CREATOR', fields.creator);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

function mapped<T>(result: ApiResult<unknown>, read: (data: unknown) => T): ApiResult<T> {
  return result.ok ? { ...result, data: read(result.data) } : result;
}

export function createBookDocumentApi(client: ApiClient): BookDocumentApi {
  const auth = true;
  return {
    load: async (dtmNo) => mapped(await client.get(BOOK_PATHS.html, { auth, query: { dtmNo } }), storedDocumentOf),
    create: async (fields) =>
      mapped(await client.post(BOOK_PATHS.fromString, { auth, form: formOf(fields, { DEVICE_KIND: BOOK_DEVICE_KIND }) }), savedDocumentOf),
    update: async (dtmNo, fields) => mapped(await client.put(BOOK_PATHS.html, { auth, form: formOf(fields, { DTM_NO: dtmNo }) }), savedDocumentOf),
  };
}
