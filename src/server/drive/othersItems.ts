import type { Transaction } from 'kysely';
import { MAX_NAME_LENGTH, ROOT_GROUP } from '../../shared/api/driveAppPaths.ts';
import { nameKey, nextFreeName } from '../../core/drive/index.ts';
import type { DB } from '../db/schema.ts';
import type { FolderRow } from './folderRows.ts';
import { reachableFolders, shiftLevelsBelow, subtreesOf } from './folderTree.ts';
import { lockFolderNames, takenFolderNames } from './folders.ts';

// Other people's items inside a folder (issue 16 item 1). Anyone signed in
// may make folders inside anyone's public folder and publish their files
// into it, so a public folder's subtree holds things its owner does not own.
// Removing a folder (trash, delete forever, empty the trash, the 30-day
// purge) acts only on what its owner owns: before it goes, the first folder
// of someone else on each path down moves to the public root with
// everything below it, and other people's files published into the owner's
// folders move their publication to the public root. Nothing of theirs is
// hidden, unpublished or deleted. The owner's own files published there are
// unpublished (they threw the folder away). Refusing instead would let
// anyone make any public folder impossible to remove by adding one item.
// Private folders only ever hold their owner's things, so this finds
// nothing there.

/** A folder is someone else's, seen from the folder whose subtree it is in. */
const ownedBy = (ownerRowNo: string) => (folder: FolderRow) => String(folder.owner_user_no) === ownerRowNo;

/** What a folder's owner owns of its subtree: the folders reached through their own folders only. */
export function ownSubtree(folders: readonly FolderRow[], root: FolderRow): FolderRow[] {
  return reachableFolders(folders, root.dtm_group_no, ownedBy(String(root.owner_user_no)));
}

/**
 * Moves other people's items out of the given folders' subtrees, inside the
 * caller's transaction, so the folders can then be trashed or deleted with
 * only their owners' things in them. Roots may belong to different people
 * (the purge); each root is judged by its own owner.
 */
export async function moveOutOthersItems(trx: Transaction<DB>, rootNos: readonly string[]): Promise<void> {
  const folders = await subtreesOf(trx, rootNos);
  const rootSet = new Set(rootNos.map(String));
  const leaving = new Map<string, FolderRow>();
  for (const root of folders.filter((folder) => rootSet.has(folder.dtm_group_no))) {
    const ownerRowNo = String(root.owner_user_no);
    const isOwners = ownedBy(ownerRowNo);
    const own = ownSubtree(folders, root);
    const ownNos = new Set(own.map((folder) => folder.dtm_group_no));
    // The first folder of someone else on each path down leaves, with everything below it.
    for (const folder of folders) {
      if (folder.parent_group_no !== null && ownNos.has(String(folder.parent_group_no)) && !isOwners(folder)) leaving.set(folder.dtm_group_no, folder);
    }
    // Files are published into public folders only.
    await movePublicationsOut(trx, ownerRowNo, own.filter((folder) => folder.drive_kind === 'D').map((folder) => folder.dtm_group_no));
  }
  await moveToPublicRoot(trx, [...leaving.values()]);
}

/** Other people's files published into these folders keep their publication, at the public root; the owner's own are unpublished. */
async function movePublicationsOut(trx: Transaction<DB>, ownerRowNo: string, groupNos: readonly string[]): Promise<void> {
  if (groupNos.length === 0) return;
  const publishedHere = () => trx.updateTable('files').where('is_public', '=', true).where('public_group_no', 'in', groupNos);
  await publishedHere().set({ public_group_no: null }).where('owner_user_no', '<>', ownerRowNo).execute();
  await publishedHere().set({ is_public: false, category: null, public_group_no: null, published_at: null }).where('owner_user_no', '=', ownerRowNo).execute();
}

/** Each folder, with its subtree, to the public root; a live one takes a free name there (public root names are everyone's). */
async function moveToPublicRoot(trx: Transaction<DB>, folders: readonly FolderRow[]): Promise<void> {
  if (folders.length === 0) return;
  // Names at the public root are everyone's, so no owner enters the lock or the names.
  await lockFolderNames(trx, 'D', '', null);
  const taken = await takenFolderNames(trx, 'D', '', null);
  const level = ROOT_GROUP.level + 1;
  // Deepest first: moving one out never changes the level of one still to move, so the levels read before stay true.
  for (const folder of [...folders].sort((a, b) => b.dtm_group_level - a.dtm_group_level)) {
    // A trashed folder keeps its name: its restore picks a free one then.
    const name = folder.trashed_at === null ? nextFreeName(folder.dtm_group_name, taken, { maxLength: MAX_NAME_LENGTH }) : folder.dtm_group_name;
    if (folder.trashed_at === null) taken.add(nameKey(name));
    await trx.updateTable('folders').set({ parent_group_no: null, dtm_group_level: level, dtm_group_name: name }).where('dtm_group_no', '=', folder.dtm_group_no).execute();
    await shiftLevelsBelow(trx, folder.dtm_group_no, level - folder.dtm_group_level);
  }
}
