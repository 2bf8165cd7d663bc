import { MAX_FOLDER_LEVEL, MAX_NAME_LENGTH, ROOT_GROUP } from '../../shared/api/driveAppPaths.ts';
import type { WireFolder } from '../../shared/api/driveAppTypes.ts';
import { nextFreeName } from '../../core/drive/index.ts';
import type { DriveDeps } from './driveDeps.ts';
import { filesInFolders, insertCopy, loadCopySources, withCopiedContent } from './copies.ts';
import { folderNotFound, inTrash, moveIntoItself, tooDeep } from './driveErrors.ts';
import type { FolderRow } from './folderRows.ts';
import { folderChain, isLiveChain, reachableFolders, subtreeDepth, subtreeFolders } from './folderTree.ts';
import { lockFolderNames, ownFolder, parentTarget, takenFolderNames } from './folders.ts';
import { loadFolder, presentFolder } from './presentFolder.ts';

// POST /dtms/groups/{id}/copy: the folder, every live folder of the caller
// below it and every live file in them, with their stored content, into
// PARENT_GROUP_NO (by default beside the original). The top copy takes the
// next free ' (n)'; what is inside keeps its names (the new folders start
// empty). What is in the trash is not copied, nor are other people's folders
// inside a public folder (with what is below them) or files published into
// it: the copy belongs to the caller and holds only what was theirs.

export async function copyFolder(deps: DriveDeps, ownerRowNo: string, groupNo: string, parentNo: string | undefined): Promise<WireFolder> {
  const { folder, chain } = await ownFolder(deps.db, ownerRowNo, groupNo);
  if (!isLiveChain(chain)) throw inTrash();
  const kind = folder.drive_kind;
  let parent: FolderRow | null;
  if (parentNo === undefined) {
    parent = chain.at(-2) ?? null;
  } else {
    const target = await parentTarget(deps.db, ownerRowNo, kind, parentNo);
    if (target === undefined) throw folderNotFound();
    if (target !== null && (await folderChain(deps.db, target.dtm_group_no)).some((step) => step.dtm_group_no === folder.dtm_group_no)) {
      throw moveIntoItself();
    }
    parent = target;
  }
  // Live and the caller's: a trashed folder, or another person's in a public folder, is left out with everything below it.
  const isLiveAndMine = (f: FolderRow) => f.trashed_at === null && String(f.owner_user_no) === ownerRowNo;
  const folders = reachableFolders(await subtreeFolders(deps.db, folder.dtm_group_no), folder.dtm_group_no, isLiveAndMine);
  const topLevel = (parent?.dtm_group_level ?? ROOT_GROUP.level) + 1;
  if (topLevel + subtreeDepth(folders, folder) > MAX_FOLDER_LEVEL) throw tooDeep(MAX_FOLDER_LEVEL);
  const sources = await loadCopySources(deps.db, await filesInFolders(deps.db, folders.map((f) => f.dtm_group_no)));
  const newParentNo = parent?.dtm_group_no ?? null;

  const copyNo = await withCopiedContent(deps, ownerRowNo, sources, async (trx, blobs) => {
    await lockFolderNames(trx, kind, ownerRowNo, newParentNo);
    const taken = await takenFolderNames(trx, kind, ownerRowNo, newParentNo);
    const newNo = new Map<string, string>();
    // Parents come first (ordered by level), so each copy's parent is already made.
    for (const original of folders) {
      const isTop = original.dtm_group_no === folder.dtm_group_no;
      const row = await trx
        .insertInto('folders')
        .values({
          owner_user_no: ownerRowNo,
          drive_kind: kind,
          parent_group_no: isTop ? newParentNo : copied(newNo, original.parent_group_no),
          dtm_group_name: isTop ? nextFreeName(original.dtm_group_name, taken, { alwaysSuffix: true, maxLength: MAX_NAME_LENGTH }) : original.dtm_group_name,
          dtm_group_level: topLevel + original.dtm_group_level - folder.dtm_group_level,
          is_public: original.is_public,
          updated_at: deps.now(),
        })
        .returning('dtm_group_no')
        .executeTakeFirstOrThrow();
      newNo.set(original.dtm_group_no, row.dtm_group_no);
    }
    for (const source of sources) {
      const groupOfCopy = copied(newNo, source.file.dtm_group_no);
      await insertCopy(trx, source, blobs, { ownerRowNo, groupNo: groupOfCopy, alwaysSuffix: false, now: deps.now() });
    }
    return copied(newNo, folder.dtm_group_no);
  });
  return presentFolder(await loadFolder(deps.db, copyNo), ownerRowNo);
}

/** The copy of a folder already copied (parents are copied before what is inside them). */
function copied(newNo: ReadonlyMap<string, string>, originalNo: string | null): string {
  const no = originalNo === null ? undefined : newNo.get(String(originalNo));
  if (no === undefined) throw new Error(`folder ${originalNo} was not copied before its contents`);
  return no;
}
