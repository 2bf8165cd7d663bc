import { sql } from 'kysely';
import type { FromDtmsBody } from '../../shared/api/driveApp.ts';
import { MAX_NAME_LENGTH } from '../../shared/api/driveAppPaths.ts';
import type { WireFile } from '../../shared/api/driveAppTypes.ts';
import { documentTitle, nameKey } from '../../core/drive/index.ts';
import { DtmsFormatError, dtmaToJson, dtmsToJson, parseDriveRecord, type DtmaDocument } from '../../core/dtms/index.ts';
import type { DriveDeps } from './driveDeps.ts';
import { badFile, badRequest, folderNotFound, nameTaken, nameTooLong } from './driveErrors.ts';
import { insertFile, lockFolderNames } from './fileRows.ts';
import { ownLiveFile, reloadFile, takenNamesBeside } from './files.ts';
import { ownFolderTarget } from './folderRows.ts';
import { withoutOwnExtension } from './itemNames.ts';
import { presentFileFor } from './presentContext.ts';
import { assertRoomFor } from './quota.ts';

// Saving a document from the canvas (spec §7 POST /dtm/images/from-dtms and
// /dtm/images/{id}/from-dtms): the body carries the DTMS (or DTMA) as JSON,
// which core's reader checks; what is stored is the document as core writes
// it (canonical JSON), its size the byte length of that text. Titles follow
// spec §5: \ / : * ? " < > | stripped, an empty title is 'Untitled', an
// empty group is the root.

const DTMS_FAMILY = new Set(['dtms', 'dtmx', 'dtma']);

interface ParsedDocument {
  readonly document: DtmaDocument;
  /** The JSON text stored, and its size in bytes. */
  readonly text: string;
  readonly bytes: number;
  /** 300 for the 320 (spec §9 device kind 300), 768 for the 768. */
  readonly deviceKind: number;
}

function parseBody(body: FromDtmsBody): ParsedDocument {
  try {
    const record = parseDriveRecord(JSON.stringify({ DEVICE_KIND: body.DEVICE_KIND === undefined ? '' : String(body.DEVICE_KIND), DTMS_JSON: body.DTMS_JSON }));
    const document = record.document;
    // An empty audioPath means a plain picture set (docs/formats.md): stored as a DTMS.
    const text = JSON.stringify(document.audioPath === '' ? dtmsToJson(document) : dtmaToJson(document));
    return { document, text, bytes: Buffer.byteLength(text), deviceKind: document.model === 320 ? 300 : 768 };
  } catch (error) {
    if (error instanceof DtmsFormatError) throw badFile(`${error.code}: ${error.message}`);
    throw error;
  }
}

function titleOf(raw: string): string {
  const title = documentTitle(withoutOwnExtension(withoutOwnExtension(raw, 'dtms'), 'dtma'));
  if ([...title].length > MAX_NAME_LENGTH) throw nameTooLong();
  return title;
}

/** Each page's alternative text: the one sent, else (a new page) the page's print text. */
function pageTexts(document: DtmaDocument, body: FromDtmsBody): { pageNo: number; altText: string; sent: boolean }[] {
  const sent = new Map((body.PAGE_DESCRIPTIONS ?? []).map((page) => [page.PAGE_NO, page.ALT_TEXT]));
  const outside = [...sent.keys()].find((pageNo) => pageNo > document.items.length);
  if (outside !== undefined) throw badRequest(`The document has ${document.items.length} pages; there is no page ${outside}.`);
  return document.items.map((item, index) => {
    const altText = sent.get(index + 1);
    return { pageNo: index + 1, altText: altText ?? item.text.plain, sent: altText !== undefined };
  });
}

export async function createFromDtms(deps: DriveDeps, ownerRowNo: string, body: FromDtmsBody): Promise<WireFile> {
  const parsed = parseBody(body);
  const name = titleOf(body.DTM_NAME ?? parsed.document.title);
  const pages = pageTexts(parsed.document, body);
  const folder = await ownFolderTarget(deps.db, ownerRowNo, body.DTM_GROUP_NO, 'P');
  if (folder === undefined) throw folderNotFound();
  const row = await deps.db.transaction().execute(async (trx) => {
    await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, parsed.bytes);
    const file = await insertFile(trx, {
      ownerRowNo,
      groupNo: folder?.dtm_group_no ?? null,
      fileName: name,
      extension: 'dtms',
      deviceKind: parsed.deviceKind,
      contentType: 'application/json',
      sizeBytes: parsed.bytes,
      pageCount: parsed.document.items.length,
      dtmsJson: parsed.text,
      description: body.DESCRIPTION ?? null,
      updatedAt: deps.now(),
    });
    await trx
      .insertInto('file_pages')
      .values(pages.map((page) => ({ dtm_no: file.dtm_no, page_no: page.pageNo, alt_text: page.altText })))
      .execute();
    return file;
  });
  return presentFileFor(deps, row, { rowNo: ownerRowNo });
}

/**
 * Overwrites a file's document (the canvas's save). DTM_NAME renames it (a
 * taken name is NAME_TAKEN); a file that was not a DTMS (a DTM picture)
 * becomes one. Pages keep their alternative text and audio unless new text is
 * sent; pages beyond the new count go, with their audio.
 */
export async function saveFromDtms(deps: DriveDeps, ownerRowNo: string, dtmNo: string, body: FromDtmsBody): Promise<WireFile> {
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  const parsed = parseBody(body);
  const pages = pageTexts(parsed.document, body);
  const extension = DTMS_FAMILY.has(file.file_extension) ? file.file_extension : 'dtms';
  const name = body.DTM_NAME === undefined ? file.file_name : titleOf(body.DTM_NAME);
  const groupNo = file.dtm_group_no === null ? null : String(file.dtm_group_no);
  const oldKeys = await deps.db.transaction().execute(async (trx) => {
    await assertRoomFor(trx, ownerRowNo, deps.config.quotaBytes, Math.max(0, parsed.bytes - Number(file.size_bytes)));
    if (name !== file.file_name || extension !== file.file_extension) {
      await lockFolderNames(trx, ownerRowNo, groupNo);
      if ((await takenNamesBeside(trx, file, groupNo, extension)).has(nameKey(name))) throw nameTaken();
    }
    await trx
      .updateTable('files')
      .set({
        file_name: name,
        file_extension: extension,
        device_kind: parsed.deviceKind,
        content_type: 'application/json',
        size_bytes: parsed.bytes,
        page_count: pages.length,
        dtms_json: parsed.text,
        // The document is now the content: an uploaded picture's blob is no longer needed.
        blob_key: null,
        ...(body.DESCRIPTION === undefined ? {} : { description: body.DESCRIPTION }),
        updated_at: deps.now(),
      })
      .where('dtm_no', '=', file.dtm_no)
      .execute();
    const dropped = await trx.deleteFrom('file_pages').where('dtm_no', '=', file.dtm_no).where('page_no', '>', pages.length).returning('audio_blob_key').execute();
    const rows = (sent: boolean) => pages.filter((page) => page.sent === sent).map((page) => ({ dtm_no: file.dtm_no, page_no: page.pageNo, alt_text: page.altText }));
    if (rows(true).length > 0) {
      await trx.insertInto('file_pages').values(rows(true)).onConflict((oc) => oc.columns(['dtm_no', 'page_no']).doUpdateSet({ alt_text: sql`excluded.alt_text` })).execute();
    }
    if (rows(false).length > 0) {
      await trx.insertInto('file_pages').values(rows(false)).onConflict((oc) => oc.columns(['dtm_no', 'page_no']).doNothing()).execute();
    }
    return [file.blob_key, ...dropped.map((page) => page.audio_blob_key)].filter((key): key is string => key !== null);
  });
  // Removed only after the commit: a failed save keeps the old content.
  for (const key of oldKeys) await deps.blobs.delete(key).catch(() => undefined);
  return presentFileFor(deps, await reloadFile(deps.db, file.dtm_no), { rowNo: ownerRowNo });
}
