import type { Kysely } from 'kysely';
import type { WireFolder } from '../../shared/api/driveAppTypes.ts';
import type { DB } from '../db/schema.ts';
import type { FolderRow } from './folderRows.ts';

// A folder's row with its creator's name, and how it looks on the wire.

export type FolderWithCreator = FolderRow & { readonly creator: string };

/** The columns of a folder with its creator's name, ready for presentFolder. */
export function selectFolders(db: Kysely<DB>) {
  return db.selectFrom('folders').innerJoin('users', 'users.user_no', 'folders.owner_user_no').selectAll('folders').select('users.name as creator');
}

export async function loadFolder(db: Kysely<DB>, groupNo: string): Promise<FolderWithCreator> {
  return selectFolders(db).where('folders.dtm_group_no', '=', groupNo).executeTakeFirstOrThrow();
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** `callerRowNo` decides IS_MINE (null: a guest). */
export function presentFolder(row: FolderWithCreator, callerRowNo: string | null): WireFolder {
  return {
    FILE_KEY: `folder-${row.dtm_group_no}`,
    FILE_TYPE: 'FOLDER',
    FILE_NAME: row.dtm_group_name,
    DTM_GROUP_NO: String(row.dtm_group_no),
    DTM_GROUP_NAME: row.dtm_group_name,
    DTM_GROUP_LEVEL: row.dtm_group_level,
    PARENT_GROUP_NO: row.parent_group_no === null ? null : String(row.parent_group_no),
    DRIVER_KIND: row.drive_kind,
    IS_PUBLIC: row.is_public,
    CREATOR: row.creator,
    CREATED_AT: iso(row.created_at),
    UPDATED_AT: iso(row.updated_at),
    TRASHED_AT: row.trashed_at === null ? null : iso(row.trashed_at),
    IS_MINE: callerRowNo !== null && String(row.owner_user_no) === callerRowNo,
  };
}
