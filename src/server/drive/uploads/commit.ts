import type { DriveDeps } from '../driveDeps.ts';
import { insertFile, type FileRow } from '../fileRows.ts';
import { ownFolderTarget } from '../folderRows.ts';
import { assertRoomFor } from '../quota.ts';
import { documentRowsOf, type CheckedFile } from './content.ts';
import { uploadErrors } from './uploadErrors.ts';

// The last step of an upload: the rows, all in one transaction, after every
// byte is stored and checked. The folder and the space are checked again
// inside it, under locks, so two uploads at once cannot both take the last
// of the space or land in a folder trashed meanwhile. A document's JSON and
// page rows are read from its blob as its row is added, one file at a time.

/**
 * Inserts the files (and their pages) into the owner's folder; throws 404
 * FOLDER_NOT_FOUND or 413 QUOTA_EXCEEDED and commits nothing. Each row is
 * handed to `present` as it is added, and only what that returns is kept: a
 * row carries its whole document (dtms_json).
 */
export async function commitFiles<T>(
  deps: DriveDeps,
  ownerRowNo: string,
  groupNo: string | null | undefined,
  files: readonly CheckedFile[],
  present: (row: FileRow) => T,
): Promise<T[]> {
  return deps.db.transaction().execute(async (trx) => {
    const folder = await ownFolderTarget(trx, ownerRowNo, groupNo);
    if (folder === undefined) throw uploadErrors.folderNotFound();
    await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, files.reduce((sum, file) => sum + file.sizeBytes, 0));
    const presented: T[] = [];
    for (const file of files) {
      const document = await documentRowsOf(file, deps.blobs);
      const row = await insertFile(trx, {
        ownerRowNo,
        groupNo: folder === null ? null : folder.dtm_group_no,
        fileName: file.fileName,
        extension: file.extension,
        deviceKind: file.deviceKind,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        pageCount: file.pageCount,
        blobKey: file.blobKey,
        dtmsJson: document?.dtmsJson ?? null,
      });
      if (document && document.pages.length > 0) {
        await trx
          .insertInto('file_pages')
          .values(document.pages.map((page) => ({ dtm_no: row.dtm_no, page_no: page.pageNo, alt_text: page.altText })))
          .execute();
      }
      presented.push(present(row));
    }
    return presented;
  });
}
