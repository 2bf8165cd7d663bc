import { z } from 'zod/mini';
import { CONVERT_QUALITIES } from './conversion.ts';
import { itemNoSchema, userNoQuery } from './driveApp.ts';
import { DRIVE_PATHS } from './driveAppPaths.ts';
import { defineEndpoints } from './endpoints.ts';

// The conversion calls (issue 21) for the OpenAPI document and the routes'
// validation: their query and body schemas, and one definition each.

const userNo = z.optional(z.string().check(z.maxLength(255)));

/** GET /doc/convert-status. */
export const convertStatusQuery = z.object({ DTM_NO: itemNoSchema, USER_NO: userNo });

/** POST /doc/convert-again. */
export const convertAgainBody = z.object({ DTM_NO: itemNoSchema, QUALITY: z._default(z.enum(CONVERT_QUALITIES), 'ORDINARY'), USER_NO: userNo });

export const conversionEndpoints = defineEndpoints([
  {
    method: 'POST',
    path: DRIVE_PATHS.htmlConvert,
    summary:
      'Uploads a PDF or DOCX (FILE, under 500 MB; DTM_NAME, DTM_GROUP_NO, QUALITY ORDINARY or HIGH, DEVICE_KIND 300, PDF_ENGINE DOT) and starts its conversion to a Book document in the background.',
    auth: 'required',
    bodyKind: 'multipart',
    responseNote: '201 {DTM_NO, DTM_NAME, DTM_GROUP_NO, STATUS: ONGOING, QUALITY}',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.convertStatus,
    summary: "A document's latest conversion: ONGOING, SUCCESS or FAILED, with the failure's code and reason or what to check, and how many accessibility problems the checker found when it ended.",
    auth: 'required',
    query: convertStatusQuery,
    responseNote: '{DTM_NO, STATUS, QUALITY, ERROR_CODE, ERROR, NOTES, ENGINE, SOURCE_PAGES, ATTEMPTS, A11Y_FINDINGS: {ERRORS, WARNINGS} | null}',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.convertQuota,
    summary: 'The high-quality conversions of this calendar month: the allowance, those used and those left.',
    auth: 'required',
    query: userNoQuery,
    responseNote: '{TOTAL, USED, REMAINING}',
  },
  {
    method: 'POST',
    path: DRIVE_PATHS.convertAgain,
    summary: 'Converts a document whose conversion failed again, from the kept source, at the quality asked.',
    auth: 'required',
    body: convertAgainBody,
    responseNote: '201 {DTM_NO, DTM_NAME, DTM_GROUP_NO, STATUS: ONGOING, QUALITY}',
  },
  {
    method: 'POST',
    path: DRIVE_PATHS.pdfToText,
    summary: "A PDF's plain text (FILE), read with the conversion's limits.",
    auth: 'required',
    bodyKind: 'multipart',
    responseNote: '{TEXT, PAGES}',
  },
]);
