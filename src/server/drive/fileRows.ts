import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { MAX_NAME_LENGTH, type UploadKind } from '../../shared/api/driveAppPaths.ts';
import type { WireFile } from '../../shared/api/driveAppTypes.ts';
import { nameKey, nextFreeName } from '../../core/drive/index.ts';
import type { DB, FilesTable } from '../db/schema.ts';

// A file's row: how it is made (with a free name) and how it is shown on the
// wire. Every route that creates or answers files goes through here.

export type FileRow = Selectable<FilesTable> & { readonly creator: string };
type Db = Kysely<DB> | Transaction<DB>;

/** The columns of a file with its creator's name, ready for presentFile. */
export function selectFiles(db: Db) {
  return db.selectFrom('files').innerJoin('users', 'users.user_no', 'files.owner_user_no').selectAll('files').select('users.name as creator');
}

/** The names taken by files in a folder (null: the root) of one owner, as nameKey keys of name + extension. */
export async function takenFileNames(db: Db, ownerRowNo: string, groupNo: string | null, extension: string): Promise<Set<string>> {
  let query = db
    .selectFrom('files')
    .select('file_name')
    .where('owner_user_no', '=', ownerRowNo)
    .where('file_extension', '=', extension)
    .where('trashed_at', 'is', null);
  query = groupNo === null ? query.where('dtm_group_no', 'is', null) : query.where('dtm_group_no', '=', groupNo);
  return new Set((await query.execute()).map((row) => nameKey(row.file_name)));
}

export interface NewFile {
  readonly ownerRowNo: string;
  /** The private folder; null for the root. */
  readonly groupNo: string | null;
  /** Already cleaned (cleanItemName); a clash gets ' (n)'. */
  readonly fileName: string;
  readonly extension: UploadKind;
  readonly deviceKind?: number | null;
  readonly contentType?: string | null;
  readonly sizeBytes: number;
  readonly pageCount?: number;
  readonly blobKey?: string | null;
  /** The DTMS or DTMA document as JSON text, for tactile files. */
  readonly dtmsJson?: string | null;
  readonly description?: string | null;
  /** Copies always take a suffix (spec: copy names get ' (n)'). */
  readonly alwaysSuffix?: boolean;
  /** UPDATED_AT, from the drive's clock (deps.now()); the database's time when missing. */
  readonly updatedAt?: Date;
}

/**
 * Inserts a file under the first free name of its folder. Run it inside a
 * transaction with the upload's other rows, so a failure leaves none.
 * PostgreSQL serialises concurrent inserts into one folder with an advisory
 * lock on (owner, folder), so two uploads of one name get 'a' and 'a (1)'.
 */
export async function insertFile(trx: Transaction<DB>, file: NewFile): Promise<FileRow> {
  await lockFolderNames(trx, file.ownerRowNo, file.groupNo);
  const taken = await takenFileNames(trx, file.ownerRowNo, file.groupNo, file.extension);
  const fileName = nextFreeName(file.fileName, taken, { alwaysSuffix: file.alwaysSuffix ?? false, maxLength: MAX_NAME_LENGTH });
  const { dtm_no } = await trx
    .insertInto('files')
    .values({
      owner_user_no: file.ownerRowNo,
      dtm_group_no: file.groupNo,
      drive_kind: 'P',
      file_name: fileName,
      file_extension: file.extension,
      device_kind: file.deviceKind ?? null,
      content_type: file.contentType ?? null,
      size_bytes: file.sizeBytes,
      page_count: file.pageCount ?? 1,
      blob_key: file.blobKey ?? null,
      dtms_json: file.dtmsJson ?? null,
      description: file.description ?? null,
      ...(file.updatedAt === undefined ? {} : { updated_at: file.updatedAt }),
    })
    .returning('dtm_no')
    .executeTakeFirstOrThrow();
  return selectFiles(trx).where('files.dtm_no', '=', dtm_no).executeTakeFirstOrThrow();
}

/** Holds names in one folder of one owner until the transaction ends. */
export async function lockFolderNames(trx: Transaction<DB>, ownerRowNo: string, groupNo: string | null): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`names:${ownerRowNo}:${groupNo ?? 'root'}`}))`.execute(trx);
}

/** What a file row looks like on the wire, for a caller (null: a guest). */
export interface PresentContext {
  readonly callerRowNo: string | null;
  /** The signed address of stored content (images), or null when it has none to show. */
  readonly contentUrl: (row: FileRow) => string | null;
}

export function presentFile(row: FileRow, context: PresentContext): WireFile {
  return {
    FILE_KEY: row.file_key,
    FILE_TYPE: 'FILE',
    FILE_NAME: row.file_name,
    FILE_EXTENSION: row.file_extension as UploadKind,
    DTM_NO: String(row.dtm_no),
    DTM_GROUP_NO: row.dtm_group_no === null ? null : String(row.dtm_group_no),
    DEVICE_KIND: row.device_kind === null ? null : String(row.device_kind),
    SIZE: Number(row.size_bytes),
    PAGE_COUNT: row.page_count,
    VIEWS: row.views,
    IS_PUBLIC: row.is_public,
    CATEGORY: (row.category ?? null) as WireFile['CATEGORY'],
    PUBLIC_GROUP_NO: row.public_group_no === null ? null : String(row.public_group_no),
    DESCRIPTION: row.description,
    CREATOR: row.creator,
    CREATED_AT: new Date(row.created_at).toISOString(),
    UPDATED_AT: new Date(row.updated_at).toISOString(),
    PUBLISHED_AT: row.published_at === null ? null : new Date(row.published_at).toISOString(),
    TRASHED_AT: row.trashed_at === null ? null : new Date(row.trashed_at).toISOString(),
    PREVIEW: previewOf(row.dtms_json),
    DTM_IMG: context.contentUrl(row),
    IS_MINE: context.callerRowNo !== null && String(row.owner_user_no) === context.callerRowNo,
    CONVERSION_STATUS: row.conversion_status ?? null,
  };
}

/** Page 1's graphic hex of a stored DTMS/DTMA document, for cards. */
function previewOf(dtmsJson: unknown): string | null {
  const document = typeof dtmsJson === 'string' ? safeParse(dtmsJson) : dtmsJson;
  if (typeof document !== 'object' || document === null) return null;
  const items = (document as { items?: unknown }).items;
  if (!Array.isArray(items) || items.length === 0) return null;
  const data = (items[0] as { graphic?: { data?: unknown } } | null)?.graphic?.data;
  return typeof data === 'string' && /^[0-9a-fA-F]*$/.test(data) ? data.toLowerCase() : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
