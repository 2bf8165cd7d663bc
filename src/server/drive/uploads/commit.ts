import type { DriveDeps } from '../driveDeps.ts';
import { insertFile, type FileRow } from '../fileRows.ts';
import { ownFolderTarget } from '../folderRows.ts';
import { assertRoomFor } from '../quota.ts';
import type { CheckedFile } from './content.ts';
import { uploadErrors } from './uploadErrors.ts';

// The last step of an upload: the rows, all in one transaction, after every
// byte is stored and checked. The folder and the space are checked again
// inside it, under locks, so two uploads at once cannot both take the last
// of the space or land in a folder trashed meanwhile.

/** Inserts the files (and their pages) into the owner's folder; throws 404 FOLDER_NOT_FOUND or 413 QUOTA_EXCEEDED and commits nothing. */
export async function commitFiles(deps: DriveDeps, ownerRowNo: string, groupNo: string | null | undefined, files: readonly CheckedFile[]): Promise<FileRow[]> {
  return deps.db.transaction().execute(async (trx) => {
    const folder = await ownFolderTarget(trx, ownerRowNo, groupNo);
    if (folder === undefined) throw uploadErrors.folderNotFound();
    await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, files.reduce((sum, file) => sum + file.sizeBytes, 0));
    const rows: FileRow[] = [];
    for (const file of files) {
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
        dtmsJson: file.dtmsJson,
      });
      if (file.pages.length > 0) {
        await trx
          .insertInto('file_pages')
          .values(file.pages.map((page) => ({ dtm_no: row.dtm_no, page_no: page.pageNo, alt_text: page.altText })))
          .execute();
      }
      rows.push(row);
    }
    return rows;
  });
}
