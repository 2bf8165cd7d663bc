import type { DriveKindCode, SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../shared/api/driveAppTypes.ts';
import type { DriveDeps } from './driveDeps.ts';
import { folderNotFound } from './driveErrors.ts';
import type { FileRow } from './fileRows.ts';
import { ownFolderTarget, publicFolderTarget } from './folderRows.ts';
import { filesInOrder, nameMatches, orderTerms, splitPage, type PageRequest } from './listingQuery.ts';
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
  return twoPartPage(deps, viewer, request, {
    countFolders: () => countOf(folderQuery().clearSelect().select((eb) => eb.fn.countAll<string>().as('n'))),
    countFiles: () => countOf(fileQuery().select((eb) => eb.fn.countAll<string>().as('n'))),
    folders: (offset, limit) => {
      let query = folderQuery();
      for (const [term, direction] of orderTerms(request.sort, { date: 'folders.updated_at', name: 'folders.dtm_group_name', id: 'folders.dtm_group_no' })) {
        query = query.orderBy(term, direction);
      }
      return query.offset(offset).limit(limit).execute();
    },
    files: async (offset, limit) => {
      let query = fileQuery().select('files.dtm_no');
      for (const [term, direction] of orderTerms(request.sort, { date: 'files.updated_at', name: 'files.file_name', id: 'files.dtm_no', views: 'files.views' })) {
        query = query.orderBy(term, direction);
      }
      return filesInOrder(db, (await query.offset(offset).limit(limit).execute()).map((row) => row.dtm_no));
    },
  });
}

/** The number a count query answers (bigint counts arrive as text). */
export async function countOf(query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export interface TwoParts {
  readonly countFolders: () => Promise<number>;
  readonly countFiles: () => Promise<number>;
  readonly folders: (offset: number, limit: number) => Promise<FolderWithCreator[]>;
  readonly files: (offset: number, limit: number) => Promise<FileRow[]>;
}

/** One page over folders then files, with TOTAL_COUNT of both. */
export async function twoPartPage(deps: DriveDeps, viewer: Viewer, page: PageRequest, parts: TwoParts): Promise<DriveListing> {
  const folderCount = await parts.countFolders();
  const fileCount = await parts.countFiles();
  const slice = splitPage(page, folderCount);
  const folders = slice.folders.limit > 0 ? await parts.folders(slice.folders.offset, slice.folders.limit) : [];
  const files = slice.files.limit > 0 ? await parts.files(slice.files.offset, slice.files.limit) : [];
  const present = await presenterFor(deps, viewer);
  return {
    items: [...folders.map((row) => presentFolder(row, viewer?.rowNo ?? null)), ...files.map((row) => present.file(row))],
    TOTAL_COUNT: folderCount + fileCount,
    PAGE_NO: page.pageNo,
    PAGE_SIZE: slice.size,
  };
}
