import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from 'kysely';
import { MAX_FOLDER_LEVEL } from '../../shared/api/driveAppPaths.ts';
import type { DB } from '../db/schema.ts';
import type { FolderRow } from './folderRows.ts';

// Walking the folder tree with recursive queries. Trashing a folder marks only
// that folder (spec §4: its contents go with it and come back with it), so
// "is this in the trash?" means "is it or any folder above it trashed?", and
// the contents of a folder are found by walking down from it.

/** The folder and every folder above it, the top-most first; empty when there is no such folder. */
export async function folderChain(db: Kysely<DB>, groupNo: string): Promise<FolderRow[]> {
  const rows = await db
    .withRecursive('chain', (qc) =>
      qc
        .selectFrom('folders')
        .selectAll()
        .where('dtm_group_no', '=', groupNo)
        // `union` (not `union all`) stops on a loop, should one ever exist.
        .union(qc.selectFrom('folders').innerJoin('chain', 'chain.parent_group_no', 'folders.dtm_group_no').selectAll('folders')),
    )
    .selectFrom('chain')
    .selectAll()
    .limit(MAX_FOLDER_LEVEL * 2)
    .execute();
  return rows.sort((a, b) => a.dtm_group_level - b.dtm_group_level);
}

/** Whether a chain names a folder and none of its folders is in the trash. */
export function isLiveChain(chain: readonly FolderRow[]): boolean {
  return chain.length > 0 && chain.every((folder) => folder.trashed_at === null);
}

/** Whether a folder (null: the root) is in the trash, itself or through a folder above it. */
export async function isFolderTrashed(db: Kysely<DB>, groupNo: string | null): Promise<boolean> {
  if (groupNo === null) return false;
  const chain = await folderChain(db, groupNo);
  return chain.length > 0 && !isLiveChain(chain);
}

type FolderFilter = (eb: ExpressionBuilder<DB, 'folders'>) => Expression<SqlBool>;

/**
 * A query starting with the CTE `subtree(id)`: the folders `roots` picks and
 * every folder below them. Deletes and updates use it as one statement.
 */
export function withSubtree(db: Kysely<DB>, roots: FolderFilter) {
  return db.withRecursive('subtree(id)', (qc) =>
    qc
      .selectFrom('folders')
      .select('folders.dtm_group_no as id')
      .where(roots)
      .union(qc.selectFrom('folders').innerJoin('subtree', 'subtree.id', 'folders.parent_group_no').select('folders.dtm_group_no as id')),
  );
}

/** Every folder below `groupNo` and itself, with their rows. */
export async function subtreeFolders(db: Kysely<DB>, groupNo: string): Promise<FolderRow[]> {
  return subtreesOf(db, [groupNo]);
}

/** Every folder below the given ones and themselves, with their rows, parents before children. */
export async function subtreesOf(db: Kysely<DB>, rootNos: readonly string[]): Promise<FolderRow[]> {
  if (rootNos.length === 0) return [];
  return withSubtree(db, (eb) => eb('dtm_group_no', 'in', rootNos))
    .selectFrom('folders')
    .selectAll()
    .where('dtm_group_no', 'in', (eb) => eb.selectFrom('subtree').select('subtree.id'))
    .orderBy('dtm_group_level')
    .orderBy('dtm_group_no')
    .execute();
}

/**
 * The folders of a subtree (parents before children) reached from `rootNo`
 * through folders `keep` accepts: a folder it refuses hides everything
 * below it, as a trashed folder does.
 */
export function reachableFolders(folders: readonly FolderRow[], rootNo: string, keep: (folder: FolderRow) => boolean): FolderRow[] {
  const reached = new Set<string>();
  const kept: FolderRow[] = [];
  // Parents come before children (ordered by level), so one pass suffices.
  for (const folder of folders) {
    const parentReached = folder.dtm_group_no === rootNo || (folder.parent_group_no !== null && reached.has(String(folder.parent_group_no)));
    if (parentReached && keep(folder)) {
      reached.add(folder.dtm_group_no);
      kept.push(folder);
    }
  }
  return kept;
}

/** Moves every folder below `groupNo` (not itself) `shift` levels: its subtree followed it somewhere else. */
export async function shiftLevelsBelow(trx: Transaction<DB>, groupNo: string, shift: number): Promise<void> {
  if (shift === 0) return;
  await withSubtree(trx, (eb) => eb('parent_group_no', '=', groupNo))
    .updateTable('folders')
    .set((eb) => ({ dtm_group_level: eb('dtm_group_level', '+', shift) }))
    .where('dtm_group_no', 'in', (eb) => eb.selectFrom('subtree').select('subtree.id'))
    .execute();
}

/** How many levels a subtree spans below its top folder (0 for a folder with no subfolders). */
export function subtreeDepth(folders: readonly FolderRow[], top: FolderRow): number {
  return Math.max(0, ...folders.map((folder) => folder.dtm_group_level - top.dtm_group_level));
}
