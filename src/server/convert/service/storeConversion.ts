import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transaction } from 'kysely';
import { MAX_FOLDER_LEVEL, MAX_NAME_LENGTH, ROOT_GROUP } from '../../../shared/api/driveAppPaths.ts';
import { documentToHtml, MAX_PAGES, normalizeDocument, pageCount } from '../../../core/book/index.ts';
import { nextFreeName } from '../../../core/drive/index.ts';
import type { DB } from '../../db/schema.ts';
import { mapSources, stableAddress } from '../../book/driveImages.ts';
import { readBookHtml } from '../../book/sanitizeHtml.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { insertFile } from '../../drive/fileRows.ts';
import { lockFolderNames, takenFolderNames } from '../../drive/folders.ts';
import { assertRoomFor } from '../../drive/quota.ts';
import { ConversionFailure, convertedImageId } from '../conversion.ts';
import type { WorkerAnswer } from '../worker/workerProtocol.ts';
import { countFindings, type A11yCount } from './accessibilityFindings.ts';

// A finished conversion into the drive. The worker's HTML is read through the
// Book's allow-list (the sanitiser: whatever the converter let through, only
// what the model can express is kept) and written as the document's page;
// each picture it uses becomes an image file, in a folder made beside the
// document and named after it ('<title> images'), so the pictures are the
// owner's like any other and readers of a published document get them as
// every Book picture (docs/book.md); a placeholder naming no picture goes.
// Blobs are written first (`prepare`); rows and the document's new page in
// the job's own transaction (`commit`); a failure removes the new blobs.
// The stored model is checked for accessibility on the way (issue 22): the
// count goes with the job's result.

type ConvertAnswer = Extract<WorkerAnswer, { ok: true; task: 'convert' }>;

const EXTENSION_OF = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'png' } as const;

export interface PreparedConversion {
  readonly pageBytes: Buffer;
  readonly pages: number;
  readonly pageKey: string;
  readonly pictures: readonly { readonly key: string; readonly size: number; readonly extension: 'png' | 'jpg'; readonly contentType: string; readonly name: string }[];
  /** Every blob written, for `discard`. */
  readonly keys: readonly string[];
  /** The accessibility check of the document as stored (its title the document's name). */
  readonly a11y: A11yCount;
}

/** Reads the answer, writes the page and the pictures it uses as blobs. Throws a ConversionFailure (too many pages) after removing them. */
export async function prepareConversion(deps: DriveDeps, workDir: string, answer: ConvertAnswer, title: string): Promise<PreparedConversion> {
  const html = await readFile(join(workDir, answer.htmlFile), 'utf8');
  const byId = new Map(answer.images.map((image) => [image.id, image]));
  const keys: string[] = [];
  const pictures: PreparedConversion['pictures'][number][] = [];
  const keyOf = new Map<string, string>();
  try {
    const read = readBookHtml(html);
    // Pictures in the order the document shows them, each stored once.
    const pending: string[] = [];
    mapSources(read, (element) => {
      const id = convertedImageId(element.src);
      if (id !== undefined && byId.has(id) && !pending.includes(id)) pending.push(id);
      return element.src;
    });
    for (const [index, id] of pending.entries()) {
      const image = byId.get(id);
      if (image === undefined) continue;
      const bytes = await readFile(join(workDir, image.file));
      const key = `files/${randomUUID()}`;
      keys.push(key);
      await deps.blobs.put(key, bytes);
      keyOf.set(id, key);
      const extension = EXTENSION_OF[image.contentType];
      pictures.push({ key, size: bytes.length, extension, contentType: extension === 'jpg' ? 'image/jpeg' : image.contentType, name: `Picture ${index + 1}` });
    }
    const document = normalizeDocument(
      mapSources(read, (element) => {
        const id = convertedImageId(element.src);
        if (id === undefined) return element.src;
        const key = keyOf.get(id);
        return key === undefined ? undefined : stableAddress(key);
      }),
    );
    const pages = pageCount(document.blocks);
    if (pages > MAX_PAGES) throw new ConversionFailure('TOO_MANY_PAGES', `The document has ${pages} pages; a document holds at most ${MAX_PAGES}. Split the file and convert each part.`);
    const stored = documentToHtml(document, { title });
    const pageBytes = Buffer.from(stored, 'utf8');
    const pageKey = `files/${randomUUID()}`;
    keys.push(pageKey);
    await deps.blobs.put(pageKey, pageBytes);
    return { pageBytes, pages, pageKey, pictures, keys, a11y: countFindings(document, title) };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => deps.blobs.delete(key)));
    throw error;
  }
}

/**
 * In the job's transaction: the pictures' folder and files, and the document
 * pointed at its new page, no longer ONGOING. The document's old (empty) page
 * is answered for removal after the commit. A document deleted meanwhile
 * takes nothing (answers undefined).
 */
export async function commitConversion(trx: Transaction<DB>, deps: DriveDeps, dtmNo: string, prepared: PreparedConversion): Promise<{ oldKey: string | null } | undefined> {
  const file = await trx.selectFrom('files').select(['owner_user_no', 'dtm_group_no', 'file_name', 'blob_key']).where('dtm_no', '=', dtmNo).forUpdate().executeTakeFirst();
  if (file === undefined) return undefined;
  const owner = String(file.owner_user_no);
  const extra = prepared.pageBytes.length + prepared.pictures.reduce((sum, picture) => sum + picture.size, 0);
  await assertRoomFor(trx, owner, deps.config.quotaBytes, extra);
  if (prepared.pictures.length > 0) {
    const groupNo = await picturesFolder(trx, deps, owner, file.dtm_group_no === null ? null : String(file.dtm_group_no), file.file_name);
    for (const picture of prepared.pictures) {
      await insertFile(trx, { ownerRowNo: owner, groupNo, fileName: picture.name, extension: picture.extension, contentType: picture.contentType, sizeBytes: picture.size, blobKey: picture.key, updatedAt: deps.now() });
    }
  }
  await trx
    .updateTable('files')
    .set({ blob_key: prepared.pageKey, size_bytes: prepared.pageBytes.length, page_count: prepared.pages, conversion_status: null, updated_at: deps.now() })
    .where('dtm_no', '=', dtmNo)
    .execute();
  return { oldKey: file.blob_key };
}

/** A new folder beside the document for its pictures (in the document's folder when that is as deep as folders go). */
async function picturesFolder(trx: Transaction<DB>, deps: DriveDeps, owner: string, parentNo: string | null, title: string): Promise<string | null> {
  const parent = parentNo === null ? undefined : await trx.selectFrom('folders').select('dtm_group_level').where('dtm_group_no', '=', parentNo).executeTakeFirst();
  const level = (parent?.dtm_group_level ?? ROOT_GROUP.level) + 1;
  if (level > MAX_FOLDER_LEVEL) return parentNo;
  await lockFolderNames(trx, 'P', owner, parentNo);
  const taken = await takenFolderNames(trx, 'P', owner, parentNo);
  const row = await trx
    .insertInto('folders')
    .values({
      owner_user_no: owner,
      drive_kind: 'P',
      parent_group_no: parentNo,
      dtm_group_name: nextFreeName(`${title} images`, taken, { maxLength: MAX_NAME_LENGTH }),
      dtm_group_level: level,
      is_public: false,
      updated_at: deps.now(),
    })
    .returning('dtm_group_no')
    .executeTakeFirstOrThrow();
  return String(row.dtm_group_no);
}
