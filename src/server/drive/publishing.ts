import { LIBRARY_CATEGORIES, type LibraryCategory } from '../../shared/api/driveAppPaths.ts';
import type { WireFile } from '../../shared/api/driveAppTypes.ts';
import type { DriveDeps } from './driveDeps.ts';
import { badRequest, folderNotFound, noCategory, noPublishFolder } from './driveErrors.ts';
import { isRootGroup, publicFolderTarget } from './folderRows.ts';
import { ownFile, ownLiveFile, reloadFile } from './files.ts';
import { presentFileFor } from './presentContext.ts';

// Publishing (spec §4, §5): a file goes into a folder of the public drive (D)
// with a library category, and the library lists it. The folder must be
// chosen ('Please select a folder to publish'); the public root is not a
// folder. Anyone signed in may publish their own file into anyone's public
// folder. Publishing again moves it (folder, category, date).

export interface PublishRequest {
  readonly groupNo: string | null | undefined;
  readonly category: string | null | undefined;
}

export async function publishFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string, request: PublishRequest): Promise<WireFile> {
  if (isRootGroup(request.groupNo)) throw noPublishFolder();
  if (request.category === undefined || request.category === null || request.category === '') throw noCategory();
  if (!(LIBRARY_CATEGORIES as readonly string[]).includes(request.category)) {
    throw badRequest(`Unknown category; one of ${LIBRARY_CATEGORIES.join(', ')}.`);
  }
  const category = request.category as LibraryCategory;
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  const folder = await publicFolderTarget(deps.db, request.groupNo);
  if (!folder) throw folderNotFound();
  await deps.db
    .updateTable('files')
    .set({ is_public: true, category, public_group_no: folder.dtm_group_no, published_at: deps.now() })
    .where('dtm_no', '=', file.dtm_no)
    .execute();
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}

/** DELETE /dtms/images/{id}/open: out of the library; unpublishing an unpublished file changes nothing. */
export async function unpublishFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<WireFile> {
  // A trashed file is already unpublished: allowed, it changes nothing.
  const file = await ownFile(deps.db, ownerRowNo, dtmNo);
  await deps.db
    .updateTable('files')
    .set({ is_public: false, category: null, public_group_no: null, published_at: null })
    .where('dtm_no', '=', file.dtm_no)
    .execute();
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}
