import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DriveDeps } from './driveDeps.ts';
import { withSubtree } from './folderTree.ts';
import { moveOutOthersItems } from './othersItems.ts';

// Deleting for good (from the trash, emptying it, the 30-day purge): folders
// with everything below them, and files, with their pages and DAISY books
// (cascade) and stored content. The rows go in one transaction, each kind in one statement
// over the whole subtree; the blobs are removed only after it commits, so a
// rolled-back delete never loses content. A blob left behind by a crash
// after the commit is unreachable, never a row without its content.

export interface Doomed {
  /** Folders to delete with everything below them. */
  readonly folderNos: readonly string[];
  /** Files to delete on their own (files inside those folders go with them). */
  readonly fileNos: readonly string[];
}

export interface Deleted {
  readonly folders: number;
  readonly files: number;
}

async function deleteRows(trx: Transaction<DB>, doomed: Doomed): Promise<Deleted & { blobKeys: string[] }> {
  const { folderNos, fileNos } = doomed;
  if (folderNos.length === 0 && fileNos.length === 0) return { folders: 0, files: 0, blobKeys: [] };
  const inScope = () => withSubtree(trx, (eb) => (folderNos.length > 0 ? eb('dtm_group_no', 'in', folderNos) : eb.lit(false)));
  const files = await inScope()
    .selectFrom('files')
    .select(['files.dtm_no', 'files.blob_key'])
    .where((eb) => {
      const inFolders = eb('files.dtm_group_no', 'in', eb.selectFrom('subtree').select('subtree.id'));
      return fileNos.length > 0 ? eb.or([eb('files.dtm_no', 'in', fileNos), inFolders]) : inFolders;
    })
    .execute();
  const dtmNos = files.map((file) => file.dtm_no);
  const audio = dtmNos.length === 0 ? [] : await trx.selectFrom('file_pages').select('audio_blob_key').where('dtm_no', 'in', dtmNos).where('audio_blob_key', 'is not', null).execute();
  // A document's DAISY books (their rows go with it, by cascade).
  const books = dtmNos.length === 0 ? [] : await trx.selectFrom('daisy_files').select('blob_key').where('dtm_no', 'in', dtmNos).execute();
  if (dtmNos.length > 0) await trx.deleteFrom('files').where('dtm_no', 'in', dtmNos).execute();
  // Then the folders, the whole subtree in one statement (files no longer refer to them).
  const folders = folderNos.length === 0 ? { numDeletedRows: 0n } : await inScope().deleteFrom('folders').where('dtm_group_no', 'in', (eb) => eb.selectFrom('subtree').select('subtree.id')).executeTakeFirst();
  const blobKeys = [...files.map((file) => file.blob_key), ...audio.map((page) => page.audio_blob_key), ...books.map((book) => book.blob_key)].filter((key): key is string => key !== null);
  return { folders: Number(folders.numDeletedRows), files: dtmNos.length, blobKeys };
}

/** Deletes the rows in one transaction (`pick` chooses them inside it), then their blobs. */
export async function deleteForever(deps: Pick<DriveDeps, 'db' | 'blobs'>, pick: (trx: Transaction<DB>) => Promise<Doomed>): Promise<Deleted> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const doomed = await pick(trx);
    // Only the folders' owners' things go; other people's move out first (a folder trashed before that rule may still hold some).
    await moveOutOthersItems(trx, doomed.folderNos);
    return deleteRows(trx, doomed);
  });
  await removeBlobs(deps, result.blobKeys);
  return { folders: result.folders, files: result.files };
}

async function removeBlobs(deps: Pick<DriveDeps, 'blobs'>, keys: readonly string[]): Promise<void> {
  // One at a time keeps a large purge from opening thousands of files at once;
  // a blob that cannot be removed stays as an unreachable orphan, never an error for the caller.
  for (const key of keys) await deps.blobs.delete(key).catch(() => undefined);
}
