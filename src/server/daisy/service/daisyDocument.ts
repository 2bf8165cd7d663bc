import type { DriveDeps } from '../../drive/driveDeps.ts';
import { fileNotFound } from '../../drive/driveErrors.ts';
import type { FileRow } from '../../drive/fileRows.ts';
import { inTrash } from '../../drive/driveErrors.ts';
import { isFileTrashed } from '../../drive/files.ts';
import { readableBookFile } from '../../book/bookReading.ts';

// Which documents have DAISY books: only the owner's own Book documents.
// Someone else's file is FILE_NOT_FOUND (published or not: a book is made and
// read by its owner only), a file that is not a Book document
// NOT_A_DOCUMENT, one still converting CONVERTING, as every read of a
// document answers; a trashed one can be read (the owner reads their trash)
// but no new book is made of it (IN_TRASH).

/** The caller's own Book document, to read its book. */
export async function ownBookDocument(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<FileRow> {
  const file = await readableBookFile(deps, { rowNo: ownerRowNo }, dtmNo);
  if (String(file.owner_user_no) !== ownerRowNo) throw fileNotFound();
  return file;
}

/** The caller's own Book document out of the trash, to make a book of. */
export async function ownLiveBookDocument(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<FileRow> {
  const file = await ownBookDocument(deps, ownerRowNo, dtmNo);
  if (await isFileTrashed(deps.db, file)) throw inTrash();
  return file;
}
