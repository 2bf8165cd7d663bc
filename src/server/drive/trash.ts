import type { Kysely } from 'kysely';
import { MAX_NAME_LENGTH, ROOT_GROUP } from '../../shared/api/driveAppPaths.ts';
import type { WireFile, WireFolder } from '../../shared/api/driveAppTypes.ts';
import { nextFreeName } from '../../core/drive/index.ts';
import type { DB } from '../db/schema.ts';
import { deleteForever, type Deleted } from './deletion.ts';
import type { DriveDeps } from './driveDeps.ts';
import { notInTrash } from './driveErrors.ts';
import { lockFolderNames as lockFileNames, takenFileNames } from './fileRows.ts';
import { ownFile, reloadFile } from './files.ts';
import { ownFolderTarget, publicFolderTarget } from './folderRows.ts';
import { shiftLevelsBelow, withSubtree } from './folderTree.ts';
import { moveOutOthersItems } from './othersItems.ts';
import { lockFolderNames, ownFolder, takenFolderNames } from './folders.ts';
import { presentFileFor } from './presentContext.ts';
import { loadFolder, presentFolder } from './presentFolder.ts';

// The trash (spec §4): deleting moves an item there; it can be restored or
// deleted for good; emptying deletes everything in it. Trashing a folder
// marks only that folder: what is inside is hidden with it and comes back
// with it. Only the owner's things go: other people's folders and
// publications inside a public folder move out to the public root first
// (othersItems.ts). Whatever goes to the trash leaves the library: the file,
// every file below a trashed folder, and every file of the owner published
// into a trashed public folder is unpublished (and stays so after a restore).

const UNPUBLISHED = { is_public: false, category: null, public_group_no: null, published_at: null } as const;

/** To the trash. Trashing what is already there changes nothing (its 30 days keep counting). */
export async function trashFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<WireFile> {
  const file = await ownFile(deps.db, ownerRowNo, dtmNo);
  if (file.trashed_at === null) {
    await deps.db.updateTable('files').set({ trashed_at: deps.now(), ...UNPUBLISHED }).where('dtm_no', '=', file.dtm_no).execute();
  }
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}

export async function trashFolder(deps: DriveDeps, ownerRowNo: string, groupNo: string): Promise<WireFolder> {
  const { folder } = await ownFolder(deps.db, ownerRowNo, groupNo);
  if (folder.trashed_at === null) {
    await deps.db.transaction().execute(async (trx) => {
      // Other people's folders and publications inside a public folder move out first: only the owner's things go to the trash.
      await moveOutOthersItems(trx, [folder.dtm_group_no]);
      await trx.updateTable('folders').set({ trashed_at: deps.now() }).where('dtm_group_no', '=', folder.dtm_group_no).execute();
      // The owner's files kept in the folder or below it (a private folder) leave the library.
      await withSubtree(trx, (eb) => eb('dtm_group_no', '=', folder.dtm_group_no))
        .updateTable('files')
        .set(UNPUBLISHED)
        .where('is_public', '=', true)
        .where('dtm_group_no', 'in', (eb) => eb.selectFrom('subtree').select('subtree.id'))
        .execute();
    });
  }
  return presentFolder(await loadFolder(deps.db, folder.dtm_group_no), ownerRowNo);
}

/** Back from the trash: into its folder, or to the root when that folder is gone or in the trash; a clash gets ' (n)'. */
export async function restoreFile(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<WireFile> {
  const file = await ownFile(deps.db, ownerRowNo, dtmNo);
  if (file.trashed_at === null) throw notInTrash();
  const home = await ownFolderTarget(deps.db, ownerRowNo, file.dtm_group_no === null ? null : String(file.dtm_group_no), 'P');
  const groupNo = home?.dtm_group_no ?? null;
  await deps.db.transaction().execute(async (trx) => {
    await lockFileNames(trx, ownerRowNo, groupNo);
    const taken = await takenFileNames(trx, ownerRowNo, groupNo, file.file_extension);
    const name = nextFreeName(file.file_name, taken, { maxLength: MAX_NAME_LENGTH });
    await trx.updateTable('files').set({ trashed_at: null, dtm_group_no: groupNo, file_name: name }).where('dtm_no', '=', file.dtm_no).execute();
  });
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}

export async function restoreFolder(deps: DriveDeps, ownerRowNo: string, groupNo: string): Promise<WireFolder> {
  const { folder } = await ownFolder(deps.db, ownerRowNo, groupNo);
  if (folder.trashed_at === null) throw notInTrash();
  const parentNo = folder.parent_group_no === null ? null : String(folder.parent_group_no);
  const home = folder.drive_kind === 'P' ? await ownFolderTarget(deps.db, ownerRowNo, parentNo, 'P') : await publicFolderTarget(deps.db, parentNo);
  const newParentNo = home?.dtm_group_no ?? null;
  const level = (home?.dtm_group_level ?? ROOT_GROUP.level) + 1;
  await deps.db.transaction().execute(async (trx) => {
    await lockFolderNames(trx, folder.drive_kind, ownerRowNo, newParentNo);
    const taken = await takenFolderNames(trx, folder.drive_kind, ownerRowNo, newParentNo, folder.dtm_group_no);
    const name = nextFreeName(folder.dtm_group_name, taken, { maxLength: MAX_NAME_LENGTH });
    await trx
      .updateTable('folders')
      .set({ trashed_at: null, parent_group_no: newParentNo, dtm_group_name: name, dtm_group_level: level })
      .where('dtm_group_no', '=', folder.dtm_group_no)
      .execute();
    await shiftLevelsBelow(trx, folder.dtm_group_no, level - folder.dtm_group_level);
  });
  return presentFolder(await loadFolder(deps.db, folder.dtm_group_no), ownerRowNo);
}

/** Gone for good; only from the trash (NOT_IN_TRASH otherwise). */
export async function deleteFileForever(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<Deleted> {
  const file = await ownFile(deps.db, ownerRowNo, dtmNo);
  if (file.trashed_at === null) throw notInTrash();
  return deleteForever(deps, async () => ({ folderNos: [], fileNos: [file.dtm_no] }));
}

export async function deleteFolderForever(deps: DriveDeps, ownerRowNo: string, groupNo: string): Promise<Deleted> {
  const { folder } = await ownFolder(deps.db, ownerRowNo, groupNo);
  if (folder.trashed_at === null) throw notInTrash();
  return deleteForever(deps, async () => ({ folderNos: [folder.dtm_group_no], fileNos: [] }));
}

/** DELETE /dtms/trash: everything in the caller's trash, for good. Counts what the trash listed (its top-level items). */
export async function emptyTrash(deps: DriveDeps, ownerRowNo: string): Promise<number> {
  let listed = 0;
  await deleteForever(deps, async (trx) => {
    const doomed = await trashOf(trx, ownerRowNo);
    listed = doomed.listed;
    return doomed;
  });
  return listed;
}

/** The caller's trashed folders and files, and how many of them the trash shows (those not inside a trashed folder). */
async function trashOf(db: Kysely<DB>, ownerRowNo: string): Promise<{ folderNos: string[]; fileNos: string[]; listed: number }> {
  const folders = await db.selectFrom('folders').select(['dtm_group_no', 'parent_group_no']).where('owner_user_no', '=', ownerRowNo).where('trashed_at', 'is not', null).execute();
  const files = await db.selectFrom('files').select(['dtm_no', 'dtm_group_no']).where('owner_user_no', '=', ownerRowNo).where('trashed_at', 'is not', null).execute();
  const hidden = new Set(
    (await withSubtree(db, (eb) => eb.and([eb('owner_user_no', '=', ownerRowNo), eb('trashed_at', 'is not', null)])).selectFrom('subtree').select('subtree.id').execute()).map(
      (row) => String(row.id),
    ),
  );
  const topFolders = folders.filter((folder) => folder.parent_group_no === null || !hidden.has(String(folder.parent_group_no)));
  const topFiles = files.filter((file) => file.dtm_group_no === null || !hidden.has(String(file.dtm_group_no)));
  return { folderNos: folders.map((folder) => folder.dtm_group_no), fileNos: files.map((file) => file.dtm_no), listed: topFolders.length + topFiles.length };
}
