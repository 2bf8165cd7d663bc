import type { Readable } from 'node:stream';
import { BOOK_DOWNLOAD_IMAGE_LIMIT } from '../../shared/api/driveAppPaths.ts';
import type { WireBookHtml } from '../../shared/api/driveAppTypes.ts';
import { documentToHtml, normalizeDocument, type BookDocument } from '../../core/book/index.ts';
import type { DriveDeps } from '../drive/driveDeps.ts';
import { fileNotFound } from '../drive/driveErrors.ts';
import { isFileTrashed, loadFile } from '../drive/files.ts';
import { isFolderTrashed } from '../drive/folderTree.ts';
import type { FileRow } from '../drive/fileRows.ts';
import { fileUrlKey, isImageRow } from '../drive/fileUrls.ts';
import { may, type Viewer } from '../drive/policies.ts';
import { BOOK_EXTENSION } from './bookDocuments.ts';
import { notADocument, stillConverting } from './bookErrors.ts';
import { driveKeyOf, driveKeysOf, mapSources } from './driveImages.ts';
import { readBookHtml } from './sanitizeHtml.ts';

// Reading a Book document (GET /doc/html, GET /doc/download): the same
// access as every drive read — the owner, or anyone while it is published and
// not in the trash; anything else is FILE_NOT_FOUND like a missing file.
//
// Pictures: the owner gets signed addresses of their own (fileUrls.ts). A
// reader of a published document may not have any address of the owner's
// pictures (they are not published themselves), so the pictures come inside
// the page as data: URLs: reading the document is what entitles them to its
// pictures. Only pictures of the document's owner, out of the trash, are
// given; a key of anyone else's is left out. Media are too large for that:
// a reader gets them signed for anyone (selfContained), a download leaves them out.

/** A stored page is at most what a save may send, grown by escaping; more is not ours. */
const STORED_PAGE_LIMIT = 64 * 1024 * 1024;

export async function readableBookFile(deps: DriveDeps, viewer: Viewer, dtmNo: string): Promise<FileRow> {
  const file = await loadFile(deps.db, dtmNo);
  if (!file) throw fileNotFound();
  const facts = { ownerRowNo: String(file.owner_user_no), published: file.is_public, trashed: await isFileTrashed(deps.db, file) };
  if (!may('readFile', viewer, facts)) throw fileNotFound();
  if (file.file_extension !== BOOK_EXTENSION) throw notADocument();
  if (file.conversion_status === 'ONGOING') throw stillConverting();
  return file;
}

/** The whole stream, refused past `limit` bytes. */
async function bytesOf(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new Error('Stored content is larger than expected.');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The stored page read back into the model (a file without content reads as missing). */
export async function storedDocument(deps: DriveDeps, file: Pick<FileRow, 'blob_key'>): Promise<BookDocument> {
  if (file.blob_key === null || !(await deps.blobs.stat(file.blob_key))) throw fileNotFound();
  return readBookHtml((await bytesOf(await deps.blobs.get(file.blob_key), STORED_PAGE_LIMIT)).toString('utf8'));
}

/** The owner's pictures among `keys`, as data: URLs, at most BOOK_DOWNLOAD_IMAGE_LIMIT bytes in all (the rest left out). */
export async function ownerPicturesAsData(deps: DriveDeps, ownerRowNo: string, keys: ReadonlySet<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (keys.size === 0) return found;
  const holders = await deps.db
    .selectFrom('files')
    .select(['blob_key', 'file_extension', 'content_type', 'size_bytes', 'dtm_group_no'])
    .where('owner_user_no', '=', ownerRowNo)
    .where('trashed_at', 'is', null)
    .where('blob_key', 'in', [...keys])
    .execute();
  // A picture in a trashed folder is in the trash too (trashing marks only the folder).
  const trashedFolders = new Map<string, Promise<boolean>>();
  const inTrashedFolder = (groupNo: string | number | null) => {
    if (groupNo === null) return Promise.resolve(false);
    const key = String(groupNo);
    let answer = trashedFolders.get(key);
    if (!answer) trashedFolders.set(key, (answer = isFolderTrashed(deps.db, key)));
    return answer;
  };
  let budget = BOOK_DOWNLOAD_IMAGE_LIMIT;
  for (const holder of holders) {
    if (!isImageRow(holder) || holder.blob_key === null || (await inTrashedFolder(holder.dtm_group_no))) continue;
    const stat = await deps.blobs.stat(holder.blob_key);
    if (!stat || stat.size > budget) continue;
    budget -= stat.size;
    const bytes = await bytesOf(await deps.blobs.get(holder.blob_key), stat.size);
    const type = holder.file_extension === 'png' ? 'image/png' : 'image/jpeg';
    found.set(holder.blob_key, `data:${type};base64,${bytes.toString('base64')}`);
  }
  return found;
}

/**
 * Which of `keys` the owner holds (a file's content or a page's audio). A
 * signed address opens content whoever holds it, so the server signs only
 * keys of the document's owner: a document naming someone else's key must
 * not become a way to read it.
 */
async function keysHeldBy(deps: DriveDeps, ownerRowNo: string, keys: ReadonlySet<string>): Promise<Set<string>> {
  if (keys.size === 0) return new Set();
  const files = await deps.db.selectFrom('files').select('blob_key').where('owner_user_no', '=', ownerRowNo).where('blob_key', 'in', [...keys]).execute();
  const audio = await deps.db
    .selectFrom('file_pages')
    .innerJoin('files', 'files.dtm_no', 'file_pages.dtm_no')
    .select('file_pages.audio_blob_key')
    .where('files.owner_user_no', '=', ownerRowNo)
    .where('file_pages.audio_blob_key', 'in', [...keys])
    .execute();
  return new Set([...files.map((row) => row.blob_key), ...audio.map((row) => row.audio_blob_key)].filter((key): key is string => key !== null));
}

/**
 * The document with the owner's drive pictures inside it (data: URLs). Drive
 * media cannot travel that way: a download leaves them out; a reader gets
 * them signed for anyone (`public`), which plays while that media file is
 * published itself.
 */
export async function selfContained(deps: DriveDeps, ownerRowNo: string, document: BookDocument, media: 'leave out' | 'sign for anyone'): Promise<BookDocument> {
  const keys = driveKeysOf(document);
  const pictures = await ownerPicturesAsData(deps, ownerRowNo, keys);
  const signer = media === 'sign for anyone' ? (await fileUrlKey(deps)).signerFor('public') : undefined;
  const held = signer ? await keysHeldBy(deps, ownerRowNo, keys) : new Set<string>();
  return normalizeDocument(
    mapSources(document, (element) => {
      const key = driveKeyOf(element.src);
      if (key === undefined) return element.src;
      if (element.type === 'image') return pictures.get(key);
      return signer && held.has(key) ? signer.sign(key) : undefined;
    }),
  );
}

/** For the owner: each drive address of theirs signed for them; any other drive address left out. */
async function signedForOwner(deps: DriveDeps, ownerRowNo: string, document: BookDocument): Promise<BookDocument> {
  const signer = (await fileUrlKey(deps)).signerFor('owner');
  const held = await keysHeldBy(deps, ownerRowNo, driveKeysOf(document));
  return normalizeDocument(
    mapSources(document, (element) => {
      const key = driveKeyOf(element.src);
      if (key === undefined) return element.src;
      return held.has(key) ? signer.sign(key) : undefined;
    }),
  );
}

/** GET /doc/html's answer for this caller. */
export async function bookHtmlFor(deps: DriveDeps, viewer: Viewer, dtmNo: string): Promise<WireBookHtml> {
  const file = await readableBookFile(deps, viewer, dtmNo);
  const ownerRowNo = String(file.owner_user_no);
  const mine = viewer !== null && viewer.rowNo === ownerRowNo;
  const stored = await storedDocument(deps, file);
  const document = mine ? await signedForOwner(deps, ownerRowNo, stored) : await selfContained(deps, ownerRowNo, stored, 'sign for anyone');
  return {
    DTM_NO: String(file.dtm_no),
    DTM_NAME: file.file_name,
    CREATOR: file.creator,
    CONTENTS: documentToHtml(document, { title: file.file_name }),
    DTM_GROUP_NO: mine && file.dtm_group_no !== null ? String(file.dtm_group_no) : null,
    PAGE_COUNT: file.page_count,
    IS_MINE: mine,
    IS_PUBLIC: file.is_public,
    UPDATED_AT: new Date(file.updated_at).toISOString(),
  };
}

/** GET /doc/download of a Book document: the page with its pictures inside, named by the title. */
export async function bookDownload(deps: DriveDeps, file: { readonly blob_key: string | null; readonly owner_user_no: string | number; readonly file_name: string }): Promise<Buffer> {
  const document = await selfContained(deps, String(file.owner_user_no), await storedDocument(deps, file), 'leave out');
  return Buffer.from(documentToHtml(document, { title: file.file_name }), 'utf8');
}
