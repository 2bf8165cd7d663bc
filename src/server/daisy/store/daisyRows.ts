import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StoredBookFile } from './daisyBlobs.ts';

// The daisy_files rows: one per file of a made book, written in the job's
// end transaction. A document keeps one book: the rows of its other jobs go
// in that same transaction, and their blobs right after it commits.

export async function insertBookRows(trx: Transaction<DB>, jobId: string, dtmNo: string, files: readonly StoredBookFile[]): Promise<void> {
  if (files.length === 0) return;
  // In slices: a long book has thousands of files at most, well under any statement's parameter limit per slice.
  for (let start = 0; start < files.length; start += 500) {
    await trx
      .insertInto('daisy_files')
      .values(files.slice(start, start + 500).map((file) => ({ job_id: jobId, dtm_no: dtmNo, path: file.path, blob_key: file.key, size_bytes: file.size, content_type: file.contentType })))
      .execute();
  }
}

/** Removes the rows of the document's books other than `keepJobId`'s; answers their blob keys. */
export async function dropOtherBooks(trx: Transaction<DB>, dtmNo: string, keepJobId: string | null): Promise<string[]> {
  let query = trx.deleteFrom('daisy_files').where('dtm_no', '=', dtmNo);
  if (keepJobId !== null) query = query.where('job_id', '<>', keepJobId);
  const rows = await query.returning('blob_key').execute();
  return rows.map((row) => row.blob_key);
}

/** The files of a job's book, in the order they were written (the ZIP's order). */
export async function bookFilesOf(db: Kysely<DB> | Transaction<DB>, jobId: string): Promise<StoredBookFile[]> {
  const rows = await db.selectFrom('daisy_files').select(['path', 'blob_key', 'size_bytes', 'content_type']).where('job_id', '=', jobId).execute();
  return rows
    .map((row) => ({ path: row.path, key: row.blob_key, size: Number(row.size_bytes), contentType: row.content_type }))
    .sort((a, b) => bookOrder(a.path) - bookOrder(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The package file first (readers look for it), then the other text files, audio, images. */
function bookOrder(path: string): number {
  if (path.endsWith('.opf')) return 0;
  if (!path.includes('/')) return 1;
  return path.startsWith('audio/') ? 2 : 3;
}
