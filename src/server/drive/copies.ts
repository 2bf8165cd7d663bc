import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { UploadKind } from '../../shared/api/driveAppPaths.ts';
import type { DB, FilePagesTable } from '../db/schema.ts';
import type { DriveDeps } from './driveDeps.ts';
import { insertFile, selectFiles, type FileRow } from './fileRows.ts';
import { assertRoomFor } from './quota.ts';

// Copying files (alone or inside a copied folder): the rows and their stored
// content. Blobs are copied first, under new keys; the rows are written in
// one transaction afterwards, and if that fails the new blobs are removed, so
// a failed copy leaves neither rows nor orphans. The quota counts the copy.

export type PageRow = Selectable<FilePagesTable>;

export interface CopySource {
  readonly file: FileRow;
  readonly pages: readonly PageRow[];
}

export async function loadCopySources(db: Kysely<DB>, files: readonly FileRow[]): Promise<CopySource[]> {
  if (files.length === 0) return [];
  const pages = await db
    .selectFrom('file_pages')
    .selectAll()
    .where(
      'dtm_no',
      'in',
      files.map((file) => file.dtm_no),
    )
    .orderBy('page_no')
    .execute();
  return files.map((file) => ({ file, pages: pages.filter((page) => String(page.dtm_no) === String(file.dtm_no)) }));
}

/** The live files of the given folders, for a folder copy. */
export async function filesInFolders(db: Kysely<DB>, groupNos: readonly string[]): Promise<FileRow[]> {
  if (groupNos.length === 0) return [];
  return selectFiles(db).where('files.dtm_group_no', 'in', groupNos).where('files.trashed_at', 'is', null).orderBy('files.dtm_no').execute();
}

/** Bytes a copy adds to the owner's space: the files and their pages' audio. */
export function copyBytes(sources: readonly CopySource[]): number {
  return sources.reduce((sum, { file, pages }) => sum + Number(file.size_bytes) + pages.reduce((s, page) => s + Number(page.audio_size), 0), 0);
}

/** New keys for the copies' blobs (old key → new key), with the content copied. */
export interface CopiedBlobs {
  readonly keys: ReadonlyMap<string, string>;
  /** Removes every blob made, after a failure. */
  readonly discard: () => Promise<void>;
}

export async function copyBlobs(deps: DriveDeps, sources: readonly CopySource[]): Promise<CopiedBlobs> {
  const keys = new Map<string, string>();
  const discard = async () => {
    await Promise.all([...keys.values()].map((key) => deps.blobs.delete(key).catch(() => undefined)));
  };
  try {
    for (const { file, pages } of sources) {
      if (file.blob_key !== null) await copyBlob(deps, keys, file.blob_key, 'files');
      for (const page of pages) if (page.audio_blob_key !== null) await copyBlob(deps, keys, page.audio_blob_key, 'audio');
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { keys, discard };
}

async function copyBlob(deps: DriveDeps, keys: Map<string, string>, key: string, prefix: 'files' | 'audio'): Promise<void> {
  if (keys.has(key)) return;
  const newKey = `${prefix}/${randomUUID()}`;
  keys.set(key, newKey);
  await deps.blobs.put(newKey, await deps.blobs.get(key));
}

export interface CopyTarget {
  readonly ownerRowNo: string;
  readonly groupNo: string | null;
  /** A copy beside its original takes ' (n)' always; files inside a copied folder keep their names. */
  readonly alwaysSuffix: boolean;
  readonly now: Date;
}

/** Writes one file's copy (row and pages): not published, no views, the same content under the new keys. */
export async function insertCopy(trx: Transaction<DB>, source: CopySource, blobs: CopiedBlobs, target: CopyTarget): Promise<FileRow> {
  const { file, pages } = source;
  const copy = await insertFile(trx, {
    ownerRowNo: target.ownerRowNo,
    groupNo: target.groupNo,
    fileName: file.file_name,
    extension: file.file_extension as UploadKind,
    deviceKind: file.device_kind,
    contentType: file.content_type,
    sizeBytes: Number(file.size_bytes),
    pageCount: file.page_count,
    blobKey: file.blob_key === null ? null : (blobs.keys.get(file.blob_key) ?? null),
    dtmsJson: file.dtms_json === null ? null : JSON.stringify(file.dtms_json),
    description: file.description,
    alwaysSuffix: target.alwaysSuffix,
    updatedAt: target.now,
  });
  if (pages.length > 0) {
    await trx
      .insertInto('file_pages')
      .values(
        pages.map((page) => ({
          dtm_no: copy.dtm_no,
          page_no: page.page_no,
          alt_text: page.alt_text,
          audio_blob_key: page.audio_blob_key === null ? null : (blobs.keys.get(page.audio_blob_key) ?? null),
          audio_play_mode: page.audio_play_mode,
          playback_rate: page.playback_rate,
          audio_size: page.audio_size,
          audio_content_type: page.audio_content_type,
        })),
      )
      .execute();
  }
  return copy;
}

/** Checks the space, copies the blobs, then runs `write`; a failure anywhere leaves nothing behind. */
export async function withCopiedContent<T>(
  deps: DriveDeps,
  ownerRowNo: string,
  sources: readonly CopySource[],
  write: (trx: Transaction<DB>, blobs: CopiedBlobs) => Promise<T>,
): Promise<T> {
  const bytes = copyBytes(sources);
  await assertRoomFor(deps.db, ownerRowNo, deps.config.quotaBytes, bytes);
  const blobs = await copyBlobs(deps, sources);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // Checked again inside: another upload may have used the space meanwhile.
      await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, bytes);
      return write(trx, blobs);
    });
  } catch (error) {
    await blobs.discard();
    throw error;
  }
}
