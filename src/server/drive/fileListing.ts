import { LIBRARY_CATEGORIES, type FileScope, type LibraryCategory, type SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DriveListing } from '../../shared/api/driveAppTypes.ts';
import { versionedCounts } from './countCache.ts';
import type { DriveDeps } from './driveDeps.ts';
import { withSubtree } from './folderTree.ts';
import { countOf, filesInWindow, readWindow, twoPartPage } from './listing.ts';
import { keyColumns, keyOf, nameMatches, orderTerms, type PageRequest } from './listingQuery.ts';
import type { Viewer } from './policies.ts';
import { selectFolders } from './presentFolder.ts';
import { amongIds, searchMatches, type SearchMatches } from './searchMatches.ts';

// GET /dtm/images (ours: the spec says only "with a query"):
// - MINE: all the caller's files, flat, not in the trash (nor in a trashed folder);
// - LIBRARY: everyone's published files (guests too), optionally one CATEGORY,
//   LATEST/OLDEST by the publishing date;
// - TRASH: what the caller's trash shows: the trashed folders and files that
//   are not inside another trashed folder, folders first, LATEST/OLDEST by the
//   trashing date. (What is inside a trashed folder comes back with it.)

export interface FileListingRequest extends PageRequest {
  readonly scope: FileScope;
  readonly search: string | undefined;
  readonly sort: SortOrder;
  readonly category: string | undefined;
}

/** MINE and TRASH need a signed-in caller (the route answers 401 first). */
export async function listFiles(deps: DriveDeps, viewer: Viewer, request: FileListingRequest): Promise<DriveListing> {
  const { db } = deps;
  const me = viewer?.rowNo ?? '';
  const fileColumns = (date: string) => ({ date, name: 'files.file_name', id: 'files.dtm_no', views: 'files.views' });
  // The caller's trashed folders and everything below them.
  const inTrash = () => withSubtree(db, (eb) => eb.and([eb('owner_user_no', '=', me), eb('trashed_at', 'is not', null)]));

  const fileQuery = () => {
    if (request.scope === 'LIBRARY') {
      // Guests too: no caller, so no trash to leave out (published files are never in one).
      let query = db.selectFrom('files');
      query = query.where('files.is_public', '=', true).where('files.trashed_at', 'is', null);
      if (request.category !== undefined && request.category !== '') {
        // An unknown category finds nothing (it cannot match any stored one).
        const category = (LIBRARY_CATEGORIES as readonly string[]).includes(request.category) ? (request.category as LibraryCategory) : '';
        query = query.where('files.category', '=', category);
      }
      return query;
    }
    const trashed = request.scope === 'TRASH';
    return inTrash()
      .selectFrom('files')
      .where('files.owner_user_no', '=', me)
      .where('files.trashed_at', trashed ? 'is not' : 'is', null)
      .where((eb) => eb.or([eb('files.dtm_group_no', 'is', null), eb('files.dtm_group_no', 'not in', eb.selectFrom('subtree').select('subtree.id'))]));
  };
  // A narrow search's files, once known, by id (searchMatches.ts).
  let matches: SearchMatches | undefined;
  const searched = () => (request.search ? fileQuery().where(matches?.ids !== undefined ? amongIds(matches.ids) : nameMatches('files.file_name', request.search)) : fileQuery());

  const folderQuery = () => {
    const query = inTrash()
      .selectFrom(() => selectFolders(db).as('folders'))
      .selectAll('folders')
      .where('folders.owner_user_no', '=', me)
      .where('folders.trashed_at', 'is not', null)
      .where((eb) => eb.or([eb('folders.parent_group_no', 'is', null), eb('folders.parent_group_no', 'not in', eb.selectFrom('subtree').select('subtree.id'))]));
    return request.search ? query.where(nameMatches('folders.dtm_group_name', request.search)) : query;
  };
  const date = request.scope === 'LIBRARY' ? 'files.published_at' : request.scope === 'TRASH' ? 'files.trashed_at' : 'files.updated_at';

  const folderTerms = orderTerms(request.sort, { date: 'folders.trashed_at', name: 'folders.dtm_group_name', id: 'folders.dtm_group_no' });
  const fileTerms = orderTerms(request.sort, fileColumns(date));
  // Counted, and counted again only after a change (countCache.ts): the library's by anything public, the others' by the caller's.
  const scope = request.scope === 'LIBRARY' ? 'public' : (`owner:${me}` as const);
  // The scope names the caller where it matters (owner:<me>), so the library's counts are shared by everyone.
  const what = `${request.scope}:${request.category ?? ''}:${request.search ?? ''}`;
  const search = request.search;
  return twoPartPage(deps, viewer, request, {
    // Deep numbered pages of files from their marks (pageMarks.ts); the trash's folders are few.
    marks: {
      files: {
        what: `files:${what}:${request.sort}`,
        scope,
        sort: request.sort,
        terms: fileTerms,
        keyed: () => searched().select(keyColumns(fileTerms)),
        scattered: () => search !== undefined && matches !== undefined && matches.ids === undefined,
      },
    },
    counts: async () => {
      const kept = await versionedCounts(db, scope, {
        folders: [`folders:${what}`, () => (request.scope === 'TRASH' ? countOf(folderQuery().clearSelect().select((eb) => eb.fn.countAll<string>().as('n'))) : Promise.resolve(0))],
        files: [`files:${what}`, async (): Promise<SearchMatches> => (search ? searchMatches(searched()) : { n: await countOf(searched().select((eb) => eb.fn.countAll<string>().as('n'))) })],
      });
      matches = kept.files;
      return { folders: kept.folders, files: kept.files.n };
    },
    folders: async (window) => {
      if (request.scope !== 'TRASH') return [];
      return (await readWindow(folderQuery().select(keyColumns(folderTerms)), folderTerms, window)).map((row) => ({ row, key: keyOf(row, folderTerms) }));
    },
    files: (window) => filesInWindow(db, searched().select('files.dtm_no').select(keyColumns(fileTerms)), fileTerms, window),
  });
}
