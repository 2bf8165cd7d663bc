import { sql, type Kysely, type Transaction } from 'kysely';
import { MAX_FOLDER_LEVEL, MAX_NAME_LENGTH, ROOT_GROUP, type DriveKindCode } from '../../shared/api/driveAppPaths.ts';
import type { WireFolder, WirePathStep } from '../../shared/api/driveAppTypes.ts';
import { nameKey, nextFreeName } from '../../core/drive/index.ts';
import type { DB } from '../db/schema.ts';
import type { DriveDeps } from './driveDeps.ts';
import { folderNotFound, inTrash, moveIntoItself, nameTaken, tooDeep } from './driveErrors.ts';
import { isId, ownFolderTarget, publicFolderTarget, type FolderRow } from './folderRows.ts';
import { folderChain, isLiveChain, shiftLevelsBelow, subtreeFolders, subtreeDepth } from './folderTree.ts';
import { requireItemName } from './itemNames.ts';
import { may, type Viewer } from './policies.ts';
import { loadFolder, presentFolder } from './presentFolder.ts';

// Folders: create, rename, move, and the path to one (spec §7 /dtm/groups,
// /dtms/group/path). Names are unique among the live folders of one parent
// (letter case and Unicode form ignored): create and move pick the next free
// ' (n)', rename refuses a taken name. In the public drive (D) the siblings
// are everyone's folders; in a private drive only the owner's.

/** The parent a folder may go into: the owner's own private folder, or any public folder. undefined: none such. */
export async function parentTarget(db: Kysely<DB>, ownerRowNo: string, kind: DriveKindCode, groupNo: string | null | undefined) {
  return kind === 'P' ? ownFolderTarget(db, ownerRowNo, groupNo, 'P') : publicFolderTarget(db, groupNo);
}

/** Holds the folder names of one parent until the transaction ends (two creates of one name get 'a' and 'a (1)'). */
export async function lockFolderNames(trx: Transaction<DB>, kind: DriveKindCode, ownerRowNo: string, parentNo: string | null): Promise<void> {
  const scope = kind === 'P' ? `P:${ownerRowNo}` : 'D';
  await sql`select pg_advisory_xact_lock(hashtext(${`folders:${scope}:${parentNo ?? 'root'}`}))`.execute(trx);
}

/** The nameKey keys of the live folders in a parent, leaving out `exceptNo`. */
export async function takenFolderNames(db: Kysely<DB>, kind: DriveKindCode, ownerRowNo: string, parentNo: string | null, exceptNo?: string): Promise<Set<string>> {
  let query = db.selectFrom('folders').select('dtm_group_name').where('drive_kind', '=', kind).where('trashed_at', 'is', null);
  if (kind === 'P') query = query.where('owner_user_no', '=', ownerRowNo);
  query = parentNo === null ? query.where('parent_group_no', 'is', null) : query.where('parent_group_no', '=', parentNo);
  if (exceptNo !== undefined) query = query.where('dtm_group_no', '<>', exceptNo);
  return new Set((await query.execute()).map((row) => nameKey(row.dtm_group_name)));
}

const levelBelow = (parent: FolderRow | null) => (parent?.dtm_group_level ?? ROOT_GROUP.level) + 1;

export interface NewFolder {
  readonly name: string | undefined;
  readonly parentNo: string | undefined;
  readonly kind: DriveKindCode;
}

export async function createFolder(deps: DriveDeps, ownerRowNo: string, input: NewFolder): Promise<WireFolder> {
  const name = requireItemName(input.name);
  const parent = await parentTarget(deps.db, ownerRowNo, input.kind, input.parentNo);
  if (parent === undefined) throw folderNotFound();
  const level = levelBelow(parent);
  if (level > MAX_FOLDER_LEVEL) throw tooDeep(MAX_FOLDER_LEVEL);
  const parentNo = parent?.dtm_group_no ?? null;
  const groupNo = await deps.db.transaction().execute(async (trx) => {
    await lockFolderNames(trx, input.kind, ownerRowNo, parentNo);
    const taken = await takenFolderNames(trx, input.kind, ownerRowNo, parentNo);
    const row = await trx
      .insertInto('folders')
      .values({
        owner_user_no: ownerRowNo,
        drive_kind: input.kind,
        parent_group_no: parentNo,
        dtm_group_name: nextFreeName(name, taken, { maxLength: MAX_NAME_LENGTH }),
        dtm_group_level: level,
        // Every folder of the public drive is public (spec §3: folders carry the flag).
        is_public: input.kind === 'D',
        updated_at: deps.now(),
      })
      .returning('dtm_group_no')
      .executeTakeFirstOrThrow();
    return row.dtm_group_no;
  });
  return presentFolder(await loadFolder(deps.db, groupNo), ownerRowNo);
}

/** The caller's own folder, live or trashed; another person's or a missing one is FOLDER_NOT_FOUND. */
export async function ownFolder(db: Kysely<DB>, ownerRowNo: string, groupNo: string): Promise<{ folder: FolderRow; chain: FolderRow[] }> {
  if (!isId(groupNo)) throw folderNotFound();
  const chain = await folderChain(db, groupNo);
  const folder = chain.at(-1);
  if (!folder || !may('changeFolder', { rowNo: ownerRowNo }, { ownerRowNo: String(folder.owner_user_no) })) throw folderNotFound();
  return { folder, chain };
}

export interface FolderChange {
  readonly name: string | undefined;
  /** undefined: stays where it is. */
  readonly parentNo: string | undefined;
}

/** Rename (a taken name is NAME_TAKEN) and/or move (a clash gets ' (n)'); levels below follow a move. */
export async function updateFolder(deps: DriveDeps, ownerRowNo: string, groupNo: string, change: FolderChange): Promise<WireFolder> {
  const { folder, chain } = await ownFolder(deps.db, ownerRowNo, groupNo);
  if (!isLiveChain(chain)) throw inTrash();
  const newName = change.name === undefined ? undefined : requireItemName(change.name);
  const kind = folder.drive_kind;
  let parent: FolderRow | null = null;
  const currentParentNo = folder.parent_group_no === null ? null : String(folder.parent_group_no);
  if (change.parentNo === undefined) {
    parent = currentParentNo === null ? null : (await folderChain(deps.db, currentParentNo)).at(-1) ?? null;
  } else {
    const target = await parentTarget(deps.db, ownerRowNo, kind, change.parentNo);
    if (target === undefined) throw folderNotFound();
    if (target !== null && (await folderChain(deps.db, target.dtm_group_no)).some((step) => step.dtm_group_no === folder.dtm_group_no)) {
      throw moveIntoItself();
    }
    parent = target;
  }
  const parentNo = parent?.dtm_group_no ?? null;
  const moving = parentNo !== currentParentNo;
  const level = levelBelow(parent);
  if (moving && level + subtreeDepth(await subtreeFolders(deps.db, folder.dtm_group_no), folder) > MAX_FOLDER_LEVEL) throw tooDeep(MAX_FOLDER_LEVEL);

  await deps.db.transaction().execute(async (trx) => {
    await lockFolderNames(trx, kind, ownerRowNo, parentNo);
    const taken = await takenFolderNames(trx, kind, ownerRowNo, parentNo, folder.dtm_group_no);
    let name = folder.dtm_group_name;
    if (newName !== undefined) {
      if (taken.has(nameKey(newName))) throw nameTaken();
      name = newName;
    } else if (moving) {
      name = nextFreeName(name, taken, { maxLength: MAX_NAME_LENGTH });
    }
    await trx
      .updateTable('folders')
      .set({ dtm_group_name: name, parent_group_no: parentNo, dtm_group_level: level, updated_at: deps.now() })
      .where('dtm_group_no', '=', folder.dtm_group_no)
      .execute();
    // Everything below moves with it, other people's folders too (a move hides or removes nothing): one statement over the subtree.
    await shiftLevelsBelow(trx, folder.dtm_group_no, level - folder.dtm_group_level);
  });
  return presentFolder(await loadFolder(deps.db, folder.dtm_group_no), ownerRowNo);
}

/** GET /dtms/group/path: the root '/' and each folder down to `groupNo`. Owner, or anyone for a live public folder. */
export async function folderPath(db: Kysely<DB>, viewer: Viewer, groupNo: string | null): Promise<WirePathStep[]> {
  const root: WirePathStep = { DTM_GROUP_NO: '', DTM_GROUP_NAME: ROOT_GROUP.name, DTM_GROUP_LEVEL: ROOT_GROUP.level };
  if (groupNo === null) return [root];
  if (!isId(groupNo)) throw folderNotFound();
  const chain = await folderChain(db, groupNo);
  const folder = chain.at(-1);
  const facts = folder && { ownerRowNo: String(folder.owner_user_no), driveKind: folder.drive_kind, trashed: !isLiveChain(chain) };
  if (!facts || !may('readFolder', viewer, facts)) throw folderNotFound();
  return [root, ...chain.map((step) => ({ DTM_GROUP_NO: String(step.dtm_group_no), DTM_GROUP_NAME: step.dtm_group_name, DTM_GROUP_LEVEL: step.dtm_group_level }))];
}
