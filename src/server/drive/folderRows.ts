import type { Kysely, Selectable, Transaction } from 'kysely';
import { ROOT_GROUP_NO, type DriveKindCode } from '../../shared/api/driveAppPaths.ts';
import type { DB, FoldersTable } from '../db/schema.ts';
import { folderChain, isLiveChain } from './folderTree.ts';

export type FolderRow = Selectable<FoldersTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** A DTM_GROUP_NO as a request spells it: 'ROOT', empty or missing mean the root. */
export function isRootGroup(groupNo: string | null | undefined): boolean {
  return groupNo === undefined || groupNo === null || groupNo === '' || groupNo === ROOT_GROUP_NO;
}

/** Whether a string is a database id (a positive whole number that fits a bigint). */
export function isId(value: string): boolean {
  return /^[1-9]\d{0,17}$/.test(value);
}

/**
 * The folder a caller may put things in: their own, not in the trash (nor
 * inside a trashed folder), of the drive kind asked for. `null` is the root (always allowed); `undefined` means
 * no such folder for this caller, which routes answer 404 FOLDER_NOT_FOUND
 * whether it is missing or someone else's.
 */
export async function ownFolderTarget(db: Db, ownerRowNo: string, groupNo: string | null | undefined, driveKind: DriveKindCode = 'P'): Promise<FolderRow | null | undefined> {
  if (isRootGroup(groupNo)) return null;
  if (!isId(groupNo as string)) return undefined;
  // One query: the folder and those above it. Trashing marks only the top folder: one inside it is in the trash too.
  const chain = await folderChain(db as Kysely<DB>, groupNo as string);
  const folder = chain.at(-1);
  return folder && String(folder.owner_user_no) === String(ownerRowNo) && folder.drive_kind === driveKind && isLiveChain(chain) ? folder : undefined;
}

/**
 * A folder of the public drive (D) anyone signed in may create folders in or
 * publish into: anyone's, not in the trash. `null` is the public root;
 * `undefined` no such folder.
 */
export async function publicFolderTarget(db: Db, groupNo: string | null | undefined): Promise<FolderRow | null | undefined> {
  if (isRootGroup(groupNo)) return null;
  if (!isId(groupNo as string)) return undefined;
  const chain = await folderChain(db as Kysely<DB>, groupNo as string);
  const folder = chain.at(-1);
  return folder && folder.drive_kind === 'D' && isLiveChain(chain) ? folder : undefined;
}
