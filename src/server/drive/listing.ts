import { DRIVE_PAGE_SIZE, type DriveKindCode, type SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../shared/api/driveAppTypes.ts';
import { versionedCounts } from './countCache.ts';
import type { DriveDeps } from './driveDeps.ts';
import { folderNotFound } from './driveErrors.ts';
import type { FileRow } from './fileRows.ts';
import { ownFolderTarget, publicFolderTarget } from './folderRows.ts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { afterKey, keyColumns, keyOf, nameMatches, listedFiles, nearerEnd, orderTerms, splitPage, type OffsetWindow, type OrderTerm, type PageRequest } from './listingQuery.ts';
import { decodeCursor, encodeCursor } from './listingCursor.ts';
import { markedWindow, type MarkedPart } from './pageMarks.ts';
import { amongIds, searchMatches, type SearchMatches } from './searchMatches.ts';
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
  let fileMatches: SearchMatches | undefined;
  const fileQuery = () => {
    let query = db.selectFrom('files').where('files.trashed_at', 'is', null);
    if (request.kind === 'P') {
      query = query.where('files.owner_user_no', '=', viewerRowNo);
      query = parentNo === null ? query.where('files.dtm_group_no', 'is', null) : query.where('files.dtm_group_no', '=', parentNo);
    } else {
      // Files are published into a folder, never at the public root.
      query = query.where('files.is_public', '=', true).where('files.public_group_no', parentNo === null ? 'is' : '=', parentNo);
    }
    // A narrow search's files, once known, by id (searchMatches.ts).
    if (request.search) query = query.where(fileMatches?.ids !== undefined ? amongIds(fileMatches.ids) : nameMatches('files.file_name', request.search));
    return query;
  };
  const folderTerms = orderTerms(request.sort, { date: 'folders.updated_at', name: 'folders.dtm_group_name', id: 'folders.dtm_group_no' });
  const fileTerms = orderTerms(request.sort, { date: 'files.updated_at', name: 'files.file_name', id: 'files.dtm_no', views: 'files.views' });
  // Without a search, the counts the triggers keep (migration 0008); a search counts its matches, again only after a change (countCache.ts).
  const place = request.kind === 'P' ? `${viewerRowNo}:${parentNo ?? 'root'}` : `${parentNo ?? 'root'}`;
  const search = request.search;
  const scope = request.kind === 'P' ? (`owner:${viewerRowNo}` as const) : ('public' as const);
  const listing = `${request.kind}:${place}:${request.sort}:${search ?? ''}`;
  return twoPartPage(deps, viewer, request, {
    marks: {
      folders: { what: `folders-${listing}`, scope, sort: request.sort, terms: folderTerms, keyed: () => folderQuery().clearSelect().select(keyColumns(folderTerms)) },
      files: { what: `files-${listing}`, scope, sort: request.sort, terms: fileTerms, keyed: () => fileQuery().select(keyColumns(fileTerms)), scattered: () => fileMatches !== undefined && fileMatches.ids === undefined },
    },
    counts: async () => {
      if (!search) return keptCounts(db, { folders: `folders-${request.kind}:${place}`, files: request.kind === 'P' ? `own-files:${place}` : `public-files:${place}` });
      const kept = await versionedCounts(db, scope, {
        folders: [`folders-${request.kind}:${place}:${search}`, () => countOf(folderQuery().clearSelect().select((eb) => eb.fn.countAll<string>().as('n')))],
        files: [`file-matches-${request.kind}:${place}:${search}`, () => searchMatches(fileQuery())],
      });
      fileMatches = kept.files;
      return { folders: kept.folders, files: kept.files.n };
    },
    folders: async (window) => (await readWindow(folderQuery().select(keyColumns(folderTerms)), folderTerms, window)).map((row) => ({ row, key: keyOf(row, folderTerms) })),
    files: (window) => filesInWindow(db, fileQuery().select('files.dtm_no').select(keyColumns(fileTerms)), fileTerms, window),
  });
}

/** Counts listing_counts keeps (migration 0008 names the keys), in one query; none kept is none there. */
async function keptCounts<K extends string>(db: DriveDeps['db'], keys: Readonly<Record<K, string>>): Promise<Record<K, number>> {
  const rows = await db.selectFrom('listing_counts').select(['key', 'n']).where('key', 'in', Object.values<string>(keys)).execute();
  const byKey = new Map(rows.map((row) => [row.key, Number(row.n)]));
  return Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, byKey.get(key) ?? 0])) as Record<K, number>;
}

/** The number a count query answers (bigint counts arrive as text). */
export async function countOf(query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Which rows of one part a page reads: after a cursor's key, or from an offset (PAGE_NO), maybe counted from the far end (nearerEnd). */
export interface PartWindow extends OffsetWindow {
  readonly after?: readonly string[] | undefined;
  /** The rows from this key on (a page mark's, pageMarks.ts). */
  readonly at?: readonly string[] | undefined;
}

const opposite = { asc: 'desc', desc: 'asc' } as const;

/** `query` in the order `terms`, or the exact opposite order (an index read backwards). */
function inOrder<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, terms: readonly OrderTerm[], backwards: boolean): SelectQueryBuilder<DBT, TB, O> {
  let ordered = query;
  for (const [term, direction] of terms) ordered = ordered.orderBy(term, backwards ? opposite[direction] : direction);
  return ordered;
}

/** `query` narrowed to `window` in the order `terms`, not yet run. */
function windowOf<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, terms: readonly OrderTerm[], window: PartWindow): SelectQueryBuilder<DBT, TB, O> {
  let ordered = inOrder(query, terms, window.fromEnd === true);
  if (window.after) ordered = ordered.where(afterKey(terms, window.after));
  if (window.at) ordered = ordered.where(afterKey(terms, window.at, true));
  return ordered.offset(window.offset).limit(window.limit);
}

/**
 * The rows of `window` of a query in the order `terms`. From the far end,
 * the order is reversed term by term and the rows turned round, so they come
 * back in the listing's order either way.
 */
export async function readWindow<DBT, TB extends keyof DBT, O>(query: SelectQueryBuilder<DBT, TB, O>, terms: readonly OrderTerm[], window: PartWindow): Promise<O[]> {
  const rows = await windowOf(query, terms, window).execute();
  return window.fromEnd === true ? rows.reverse() : rows;
}

/**
 * The listed files of one window of `ids` (a query of files.dtm_no and the
 * key columns of `terms`), each with its key, in one statement: the window is
 * found on the narrow rows (from the index alone, however many it skips), and
 * only its own rows are read whole and joined to their creators.
 */
export async function filesInWindow<DBT, TB extends keyof DBT, O extends { dtm_no: string }>(
  db: DriveDeps['db'],
  ids: SelectQueryBuilder<DBT, TB, O>,
  terms: readonly OrderTerm[],
  window: PartWindow,
): Promise<Keyed<FileRow>[]> {
  const page = windowOf(ids, terms, window).as('page');
  const keys = terms.map((_, index) => sql.ref(`page.k${index}`).as(`k${index}`));
  const joined = listedFiles(db).innerJoin(page, 'page.dtm_no', 'files.dtm_no').select(keys);
  const rows = await inOrder(joined, terms, window.fromEnd === true).execute();
  if (window.fromEnd === true) rows.reverse();
  return rows.map((row) => ({ row: row as unknown as FileRow, key: keyOf(row, terms) }));
}

/** A row with its sort key (listingQuery.ts keyOf), the stuff of a cursor. */
export interface Keyed<Row> {
  readonly row: Row;
  readonly key: readonly string[];
}

export interface TwoParts {
  /** TOTAL_COUNT's two halves. */
  readonly counts: () => Promise<{ readonly folders: number; readonly files: number }>;
  readonly folders: (window: PartWindow) => Promise<Keyed<FolderWithCreator>[]>;
  readonly files: (window: PartWindow) => Promise<Keyed<FileRow>[]>;
  /** How to find a deep numbered page of each part from remembered rows (pageMarks.ts); without, by OFFSET. */
  readonly marks?: { readonly folders?: AnyMarkedPart; readonly files?: AnyMarkedPart };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part's query has its own row type; pageMarks reads only its k0… columns
type AnyMarkedPart = MarkedPart<any, any, any>;

/**
 * A numbered page's window over a part of `count` rows: from the nearer end
 * (nearerEnd), or, when that would still skip `from` rows or more (or the
 * part's rows lie scattered) and the part has marks, at the mark before it.
 */
async function jumpWindow(deps: DriveDeps, part: AnyMarkedPart | undefined, window: { offset: number; limit: number }, count: number): Promise<PartWindow> {
  const near = nearerEnd(window, count);
  if (!part || near.limit === 0 || (near.offset < deps.config.listingMarks.from && part.scattered?.() !== true)) return near;
  return markedWindow(deps.db, part, window.offset, near.limit, deps.config.listingMarks);
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
  const { folders: folderCount, files: fileCount } = await parts.counts();
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
    const folderWindow = await jumpWindow(deps, parts.marks?.folders, slice.folders, folderCount);
    const fileWindow = await jumpWindow(deps, parts.marks?.files, slice.files, fileCount);
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
