import { randomUUID } from 'node:crypto';
import type { HtmlFromStringBody, HtmlSaveBody } from '../../shared/api/driveApp.ts';
import { MAX_NAME_LENGTH } from '../../shared/api/driveAppPaths.ts';
import type { WireBookSaved } from '../../shared/api/driveAppTypes.ts';
import { documentToHtml, MAX_PAGES, normalizeDocument, pageCount } from '../../core/book/index.ts';
import { documentTitle, nameKey } from '../../core/drive/index.ts';
import type { DriveDeps } from '../drive/driveDeps.ts';
import { folderNotFound, nameTaken, nameTooLong } from '../drive/driveErrors.ts';
import { insertFile, lockFolderNames, type FileRow } from '../drive/fileRows.ts';
import { ownLiveFile, reloadFile, takenNamesBeside } from '../drive/files.ts';
import { ownFolderTarget } from '../drive/folderRows.ts';
import { withoutOwnExtension } from '../drive/itemNames.ts';
import { assertRoomFor, lockOwnerSpace } from '../drive/quota.ts';
import { notADocument, stillConverting, tooManyPages } from './bookErrors.ts';
import { withStableAddresses } from './driveImages.ts';
import { readBookHtml } from './sanitizeHtml.ts';

// Book documents are drive files (spec §7 POST /doc/html/from-string, PUT
// /doc/html): extension 'html', device kind 300, the sanitised page in the
// blob store, its bytes counted against the owner's space, its page count in
// page_count. So they list, copy, trash and publish like any other file.
// Writes are atomic: the new page is stored under a new key first, the row
// then points to it in one transaction (which also checks the space), and the
// old page is removed only after the commit; a failure removes the new one.

export const BOOK_EXTENSION = 'html';
export const BOOK_CONTENT_TYPE = 'text/html; charset=utf-8';
const BOOK_DEVICE_KIND = 300;

/** Spec §5 title rules (core/drive): \ / : * ? " < > | stripped, empty → 'Untitled'; a trailing '.html' is not part of it. */
export function bookTitleOf(raw: string | undefined): string {
  const title = documentTitle(withoutOwnExtension(raw ?? '', BOOK_EXTENSION));
  if ([...title].length > MAX_NAME_LENGTH) throw nameTooLong();
  return title;
}

export interface StoredPage {
  readonly html: string;
  readonly bytes: Buffer;
  readonly pages: number;
}

/** The page to store: the sent HTML through the model (sanitiseHtml.ts), drive addresses unsigned, at most 100 pages. */
export function pageToStore(html: string, title: string): StoredPage {
  const document = normalizeDocument(withStableAddresses(readBookHtml(html)));
  const pages = pageCount(document.blocks);
  if (pages > MAX_PAGES) throw tooManyPages(pages, MAX_PAGES);
  const stored = documentToHtml(document, { title });
  return { html: stored, bytes: Buffer.from(stored, 'utf8'), pages };
}

function savedOf(row: FileRow): WireBookSaved {
  return {
    DTM_NO: String(row.dtm_no),
    DTM_GROUP_NO: row.dtm_group_no === null ? null : String(row.dtm_group_no),
    DTM_NAME: row.file_name,
    PAGE_COUNT: row.page_count,
    SIZE: Number(row.size_bytes),
  };
}

/** Stores `bytes` under a new key, runs `write`, and removes the new blob again if it fails. */
async function withNewBlob<T>(deps: DriveDeps, bytes: Buffer, write: (key: string) => Promise<T>): Promise<T> {
  const key = `files/${randomUUID()}`;
  await deps.blobs.put(key, bytes);
  try {
    return await write(key);
  } catch (error) {
    await deps.blobs.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function createBookDocument(deps: DriveDeps, ownerRowNo: string, body: HtmlFromStringBody): Promise<WireBookSaved> {
  const title = bookTitleOf(body.DTM_NAME);
  const page = pageToStore(body.HTML_STRING, title);
  const folder = await ownFolderTarget(deps.db, ownerRowNo, body.DTM_GROUP_NO, 'P');
  if (folder === undefined) throw folderNotFound();
  // An early check, so a full drive refuses before anything is written; repeated inside the transaction.
  await assertRoomFor(deps.db, ownerRowNo, deps.config.quotaBytes, page.bytes.length);
  const row = await withNewBlob(deps, page.bytes, (blobKey) =>
    deps.db.transaction().execute(async (trx) => {
      await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, page.bytes.length);
      return insertFile(trx, {
        ownerRowNo,
        groupNo: folder?.dtm_group_no ?? null,
        fileName: title,
        extension: BOOK_EXTENSION,
        deviceKind: BOOK_DEVICE_KIND,
        contentType: BOOK_CONTENT_TYPE,
        sizeBytes: page.bytes.length,
        pageCount: page.pages,
        blobKey,
        updatedAt: deps.now(),
      });
    }),
  );
  return savedOf(row);
}

/** The caller's own live Book document, for saving over. */
async function ownBookDocument(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<FileRow> {
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  if (file.file_extension !== BOOK_EXTENSION) throw notADocument();
  // A save now would be overwritten by the conversion's result (spec §4: the editor waits until it ends).
  if (file.conversion_status === 'ONGOING') throw stillConverting();
  return file;
}

/**
 * PUT /doc/html: the new page over the old. DTM_NAME renames (a name taken
 * beside it is NAME_TAKEN, as every rename); DTM_GROUP_NO must be a folder of
 * the caller's (else FOLDER_NOT_FOUND) but does not move the document.
 */
export async function saveBookDocument(deps: DriveDeps, ownerRowNo: string, body: HtmlSaveBody): Promise<WireBookSaved> {
  const file = await ownBookDocument(deps, ownerRowNo, body.DTM_NO);
  if ((await ownFolderTarget(deps.db, ownerRowNo, body.DTM_GROUP_NO, 'P')) === undefined) throw folderNotFound();
  const name = body.DTM_NAME === undefined ? file.file_name : bookTitleOf(body.DTM_NAME);
  const page = pageToStore(body.HTML_STRING, name);
  const groupNo = file.dtm_group_no === null ? null : String(file.dtm_group_no);
  await assertRoomFor(deps.db, ownerRowNo, deps.config.quotaBytes, Math.max(0, page.bytes.length - Number(file.size_bytes)));
  const replaced = await withNewBlob(deps, page.bytes, (blobKey) =>
    deps.db.transaction().execute(async (trx) => {
      // The owner's space first (the order every write takes it in), then the row as it is now, held until
      // the commit: two saves at once take turns, and each removes the page it replaced.
      await lockOwnerSpace(trx, ownerRowNo);
      const current = await trx.selectFrom('files').select(['blob_key', 'size_bytes']).where('dtm_no', '=', file.dtm_no).forUpdate().executeTakeFirstOrThrow();
      await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, Math.max(0, page.bytes.length - Number(current.size_bytes)));
      if (name !== file.file_name) {
        await lockFolderNames(trx, ownerRowNo, groupNo);
        if ((await takenNamesBeside(trx, file, groupNo)).has(nameKey(name))) throw nameTaken();
      }
      await trx
        .updateTable('files')
        .set({ file_name: name, size_bytes: page.bytes.length, page_count: page.pages, blob_key: blobKey, content_type: BOOK_CONTENT_TYPE, updated_at: deps.now() })
        .where('dtm_no', '=', file.dtm_no)
        .execute();
      // The drive keeps page properties by number (as for Canvas files): numbers past the new count are
      // no page any more, so their rows go, and their audio after the commit.
      const dropped = await trx.deleteFrom('file_pages').where('dtm_no', '=', file.dtm_no).where('page_no', '>', page.pages).returning('audio_blob_key').execute();
      return [current.blob_key, ...dropped.map((row) => row.audio_blob_key)];
    }),
  );
  // Removed only after the commit: a failed save keeps the old page and the pages' audio whole.
  for (const key of replaced) if (key !== null) await deps.blobs.delete(key).catch(() => undefined);
  return savedOf(await reloadFile(deps.db, file.dtm_no));
}
