import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { CONVERT_QUALITIES, PDF_ENGINES, type ConvertQuality, type WireConversionStarted } from '../../../shared/api/conversion.ts';
import { extensionOf } from '../../../core/files/index.ts';
import type { Caller } from '../../auth/callers.ts';
import { BOOK_CONTENT_TYPE, BOOK_EXTENSION, bookTitleOf, pageToStore } from '../../book/bookDocuments.ts';
import { CONVERT_JOB_KIND } from '../../drive/convertStatus.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { insertFile } from '../../drive/fileRows.ts';
import { ownFolderTarget } from '../../drive/folderRows.ts';
import { assertRoomFor } from '../../drive/quota.ts';
import type { Stash } from '../../drive/uploads/stash.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import type { ConversionSettings } from './conversionSettings.ts';
import { takeHighQuality, AllowanceUsedUp } from './highQualityAllowance.ts';
import { receiveDocument } from './receiveDocument.ts';

// POST /doc/html-convert (spec §7): the PDF or DOCX streams to a spool file
// (never memory), is known by its bytes (a PDF header, or a ZIP holding
// word/document.xml; anything else is 415 at once), and is kept in the blob
// store as the job's source. The document is created empty and ONGOING (the
// editor waits, spec §4) together with its job, in one transaction; the
// answer goes at once and a worker converts later.

export const DOCUMENT_DEVICE_KIND = 300;

export const conversionErrors = {
  allowanceUsedUp: (total: number) => new DriveError(409, DRIVE_ERROR_CODES.highQualityLimit, `This month's ${total} high-quality conversions are used up; convert at ordinary quality or wait for next month.`),
  notConvertible: () => new DriveError(409, DRIVE_ERROR_CODES.notConvertible, 'This document has no failed conversion to run again.'),
  notConverted: () => new DriveError(404, DRIVE_ERROR_CODES.fileNotFound, 'This file was not made by a conversion.'),
};

/** QUALITY: ORDINARY (also when missing) or HIGH; anything else is a bad request. */
export function qualityOf(value: string | undefined): ConvertQuality {
  if (value === undefined || value === '') return 'ORDINARY';
  const quality = value.toUpperCase();
  if (!(CONVERT_QUALITIES as readonly string[]).includes(quality)) throw uploadErrors.badRequest('QUALITY must be ORDINARY or HIGH.');
  return quality as ConvertQuality;
}

function checkFields(fields: ReadonlyMap<string, string>): void {
  const device = fields.get('DEVICE_KIND');
  if (device !== undefined && device !== '' && device !== String(DOCUMENT_DEVICE_KIND)) throw uploadErrors.badRequest(`DEVICE_KIND must be ${DOCUMENT_DEVICE_KIND} for documents.`);
  const engine = fields.get('PDF_ENGINE');
  if (engine !== undefined && engine !== '' && !(PDF_ENGINES as readonly string[]).includes(engine.toUpperCase())) throw uploadErrors.badRequest(`PDF_ENGINE must be one of ${PDF_ENGINES.join(', ')}.`);
}

/** The document's name: DTM_NAME, else the file's name without .pdf or .docx (spec §5 title rules either way). */
function titleFrom(fields: ReadonlyMap<string, string>, fileName: string): string {
  const given = fields.get('DTM_NAME')?.trim();
  if (given) return bookTitleOf(given);
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const extension = extensionOf(base);
  return bookTitleOf(extension === 'pdf' || extension === 'docx' ? base.slice(0, -(extension.length + 1)) : base);
}

/** The uploaded file's name for the job's record: no control characters (jsonb refuses NUL), at most 255 characters. */
const plainName = (name: string) =>
  [...name]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .slice(0, 255)
    .join('');

export async function startConversion(request: FastifyRequest, caller: Caller, deps: DriveDeps, settings: ConversionSettings, stash: Stash): Promise<WireConversionStarted> {
  const { received, fields } = await receiveDocument(request, caller, deps, stash, 'pdf-or-docx');
  checkFields(fields);
  const quality = qualityOf(fields.get('QUALITY'));
  const title = titleFrom(fields, received.fileName);
  const owner = caller.userRowNo;
  const folder = await ownFolderTarget(deps.db, owner, fields.get('DTM_GROUP_NO'), 'P');
  if (folder === undefined) throw uploadErrors.folderNotFound();
  const page = pageToStore('', title);
  await assertRoomFor(deps.db, owner, deps.config.quotaBytes, page.bytes.length);

  const sourceKey = `files/${randomUUID()}`;
  stash.addBlob(sourceKey);
  await deps.blobs.put(sourceKey, createReadStream(received.spoolPath));
  const pageKey = `files/${randomUUID()}`;
  stash.addBlob(pageKey);
  await deps.blobs.put(pageKey, page.bytes);

  try {
    return await deps.db.transaction().execute(async (trx) => {
      const target = await ownFolderTarget(trx, owner, fields.get('DTM_GROUP_NO'), 'P');
      if (target === undefined) throw uploadErrors.folderNotFound();
      await assertRoomFor(trx, owner, deps.config.quotaBytes, page.bytes.length);
      if (quality === 'HIGH') await takeHighQuality(trx, owner, settings.highQualityPerMonth, deps.now());
      const row = await insertFile(trx, {
        ownerRowNo: owner,
        groupNo: target?.dtm_group_no ?? null,
        fileName: title,
        extension: BOOK_EXTENSION,
        deviceKind: DOCUMENT_DEVICE_KIND,
        contentType: BOOK_CONTENT_TYPE,
        sizeBytes: page.bytes.length,
        pageCount: 1,
        blobKey: pageKey,
        updatedAt: deps.now(),
      });
      await trx.updateTable('files').set({ conversion_status: 'ONGOING' }).where('dtm_no', '=', row.dtm_no).execute();
      await trx
        .insertInto('jobs')
        .values({ kind: CONVERT_JOB_KIND, dtm_no: row.dtm_no, user_no: owner, source_key: sourceKey, quality, payload: JSON.stringify({ sourceName: plainName(received.fileName), kind: received.kind }), created_at: deps.now() })
        .execute();
      return { DTM_NO: String(row.dtm_no), DTM_NAME: row.file_name, DTM_GROUP_NO: row.dtm_group_no === null ? null : String(row.dtm_group_no), STATUS: 'ONGOING', QUALITY: quality } satisfies WireConversionStarted;
    });
  } catch (error) {
    if (error instanceof AllowanceUsedUp) throw conversionErrors.allowanceUsedUp(settings.highQualityPerMonth);
    throw error;
  }
}
