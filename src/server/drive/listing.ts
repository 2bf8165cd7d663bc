import { DRIVE_PAGE_SIZE, type DriveKindCode, type SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../shared/api/driveAppTypes.ts';
import { versionedCount } from './countCache.ts';
import type { DriveDeps } from './driveDeps.ts';
import { folderNotFound } from './driveErrors.ts';
import type { FileRow } from './fileRows.ts';
import { ownFolderTarget, publicFolderTarget } from './folderRows.ts';
import type { SelectQueryBuilder } from 'kysely';
import { afterKey, filesInOrder, keyColumns, keyOf, nameMatches, nearerEnd, orderTerms, splitPage, type OffsetWindow, type OrderTerm, type PageRequest } from './listingQuery.ts';
import { decodeCursor, encodeCursor } from './listingCursor.ts';
import type { Viewer } from './policies.ts';
import { presenterFor } from './presentContext.ts';
import { presentFolder, selectFolders, type FolderWithCreator } from './presentFolder.ts';

// GET /dtms/groups: one folder's contents, folders first, then files, one
// page of them. P lists the caller's own drive; D the public drive, where
// the folders are everyone's and the files are those published into the
// folder (their PUBLIC_GROUP_NO). Nothing in the trash is listed.

export interface FolderListingRequest extends PageRequest {
  readonly kind: DriveKindCode;
  readonly parentNo: string;
  readonly search: string | undefined;
  readonly sort: SortOrder;
}

/** The caller must be signed in for P (the route answers 401 first). */
export async function listFolder(deps: DriveDeps, viewer: Viewer, request: FolderListingRequest): Promise<DriveListing> {
  const { db } = deps;
  const viewerRowNo = viewer?.rowNo ?? '';
  const parent = request.kind === 'P' ? await ownFolderTarget(db, viewerRowNo, request.parentNo, 'P') : await publicFolderTarget(db, request.parentNo);
  if (parent === undefined) throw folderNotFound();
  const parentNo = parent?.dtm_group_no ?? null;

  const folderQuery = () => {
    let query = selectFolders(db).where('folders.drive_kind', '=', request.kind).where('folders.trashed_at', 'is', null);
    if (request.kind === 'P') query = query.where('folders.owner_user_no', '=', viewerRowNo);
    query = parentNo === null ? query.where('folders.parent_group_no', 'is', null) : query.where('folders.parent_group_no', '=', parentNo);
    if (request.search) query = query.where(nameMatches('folders.dtm_group_name', request.search));
    return query;
  };
  const fileQuery = () => {
    let query = db.selectFrom('files').where('files.trashed_at', 'is', null);
    if (request.kind === 'P') {
      query = query.where('files.owner_user_no', '=', viewerRowNo);
      query = parentNo === null ? query.where('files.dtm_group_no', 'is', null) : query.where('files.dtm_group_no', '=', parentNo);
    } else {
      // Files are published into a folder, never at the public root.
      query = query.where('files.is_public', '=', true).where('files.public_group_no', parentNo === null ? 'is' : '=', parentNo);
    }
    if (request.search) query = query.where(nameMatches('files.file_name', request.search));
    return query;
  };
  const folderTerms = orderTerms(request.sort, { date: 'folders.updated_at', name: 'folders.dtm_group_name', id: 'folders.dtm_group_no' });
  const fileTerms = orderTerms(request.sort, { date: 'files.updated_at', name: 'files.file_name', id: 'files.dtm_no', views: 'files.views' });
  // Without a search, the counts the triggers keep (migration 0008); a search counts its matches, again only after a change (countCache.ts).
  const scope = request.kind === 'P' ? (`owner:${viewerRowNo}` as const) : 'public';
  const place = request.kind === 'P' ? `${viewerRowNo}:${parentNo ?? 'root'}` : `${parentNo ?? 'root'}`;
  return twoPartPage(deps, viewer, request, {
    countFolders: () =>
      request.search
        ? versionedCount(db, scope, `folders-${request.kind}:${place}:${request.search}`, () => countOf(folderQuery().clearSelect().select((eb) => eb.fn.countAll<string>().as('n'))))
        : keptCount(db, `folders-${request.kind}:${place}`),
    countFiles: () =>
      request.search
        ? versionedCount(db, scope, `files-${request.kind}:${place}:${request.search}`, () => countOf(fileQuery().select((eb) => eb.fn.countAll<string>().as('n'))))
        : keptCount(db, request.kind === 'P' ? `own-files:${place}` : `public-files:${place}`),
    folders: async (window) => (await readWindow(folderQuery().select(keyColumns(folderTerms)), folderTerms, window)).map((row) => ({ row, key: keyOf(row, folderTerms) })),
    files: async (window) => filesWithKeys(db, await readWindow(fileQuery().select('files.dtm_no').select(keyColumns(fileTerms)), fileTerms, window), fileTerms),
  });
}

/** A count listing_counts keeps (migration 0008 names the keys); none kept is none there. */
async function keptCount(db: DriveDeps['db'], key: string): Promise<number> {
  const row = await db.selectFrom('listing_counts').select('n').where('key', '=', key).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The number a count query answers (bigint counts arrive as text). */
export async function countOf(query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Which rows of one part a page reads: after a cursor's key, or from an offset (PAGE_NO), maybe counted from the far end (nearerEnd). */
export interface PartWindow extends OffsetWindow {
  readonly after?: readonly string[] | undefined;
}

/**
 * The rows of `window` of a query in the order `terms`. From the far end,
 * the order is reversed term by term (an index read backwards) and the rows
 * turned round, so they come back in the listing's order either way.
 */
export async function readWindow<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, terms: readonly OrderTerm[], window: PartWindow): Promise<O[]> {
  const backwards = window.fromEnd === true;
  const opposite = { asc: 'desc', desc: 'asc' } as const;
  let ordered = query;
  for (const [term, direction] of terms) ordered = ordered.orderBy(term, backwards ? opposite[direction] : direction);
  if (window.after) ordered = ordered.where(afterKey(terms, window.after));
  const rows = await ordered.offset(window.offset).limit(window.limit).execute();
  return backwards ? rows.reverse() : rows;
}

/** A row with its sort key (listingQuery.ts keyOf), the stuff of a cursor. */
export interface Keyed<Row> {
  readonly row: Row;
  readonly key: readonly string[];
}

export interface TwoParts {
  readonly countFolders: () => Promise<number>;
  readonly countFiles: () => Promise<number>;
  readonly folders: (window: PartWindow) => Promise<Keyed<FolderWithCreator>[]>;
  readonly files: (window: PartWindow) => Promise<Keyed<FileRow>[]>;
}

/** The listed files of a page query's ids, in its order, each with its key. */
export async function filesWithKeys(db: DriveDeps['db'], rows: readonly ({ dtm_no: string } & object)[], terms: readonly OrderTerm[]): Promise<Keyed<FileRow>[]> {
  const files = await filesInOrder(db, rows.map((row) => row.dtm_no));
  const keys = new Map(rows.map((row) => [String(row.dtm_no), keyOf(row, terms)]));
  return files.flatMap((row) => {
    const key = keys.get(String(row.dtm_no));
    return key ? [{ row, key }] : [];
  });
}

/**
 * One page over folders then files, with TOTAL_COUNT of both and NEXT_CURSOR
 * (null on the last page). With a cursor, each part is read from its index
 * after the cursor's row, one row more than the page to know whether another
 * follows; with PAGE_NO alone, by offset from the nearer end (a page jump
 * costs what the offset skips, at most half the folder: docs/cloud.md).
 */
export async function twoPartPage(deps: DriveDeps, viewer: Viewer, page: PageRequest & { readonly sort: SortOrder }, parts: TwoParts): Promise<DriveListing> {
  const cursor = page.cursor === undefined ? undefined : decodeCursor(page.cursor, page.sort);
  const folderCount = await parts.countFolders();
  const fileCount = await parts.countFiles();
  const size = page.pageSize ?? DRIVE_PAGE_SIZE;
  let folders: Keyed<FolderWithCreator>[];
  let files: Keyed<FileRow>[];
  let more: boolean;
  if (cursor) {
    folders = cursor.part === 'folders' ? await parts.folders({ offset: 0, limit: size + 1, after: cursor.key }) : [];
    const room = size + 1 - folders.length;
    files = room > 0 ? await parts.files({ offset: 0, limit: room, after: cursor.part === 'files' ? cursor.key : undefined }) : [];
    more = folders.length + files.length > size;
    if (folders.length > size) folders = folders.slice(0, size);
    files = files.slice(0, size - folders.length);
  } else {
    const slice = splitPage(page, folderCount);
    const folderWindow = nearerEnd(slice.folders, folderCount);
    const fileWindow = nearerEnd(slice.files, fileCount);
    folders = folderWindow.limit > 0 ? await parts.folders(folderWindow) : [];
    files = fileWindow.limit > 0 ? await parts.files(fileWindow) : [];
    more = (page.pageNo - 1) * size + folders.length + files.length < folderCount + fileCount;
  }
  const lastFile = files.at(-1);
  const lastFolder = folders.at(-1);
  const last = lastFile ? { part: 'files' as const, key: lastFile.key } : lastFolder ? { part: 'folders' as const, key: lastFolder.key } : undefined;
  const present = await presenterFor(deps, viewer);
  return {
    items: [...folders.map(({ row }) => presentFolder(row, viewer?.rowNo ?? null)), ...files.map(({ row }) => present.file(row))],
    TOTAL_COUNT: folderCount + fileCount,
    PAGE_NO: page.pageNo,
    PAGE_SIZE: size,
    NEXT_CURSOR: more && last ? encodeCursor({ ...last, sort: page.sort }) : null,
  };
}
