import { z } from 'zod/mini';
import { itemNoSchema } from './driveApp.ts';
import { DRIVE_PATHS } from './driveAppPaths.ts';
import { defineEndpoints } from './endpoints.ts';

// The DAISY 3 calls (issue 23) for the OpenAPI document and the routes'
// validation. FORMAT, VOICE and RATE are checked by the route itself after
// this shape, so each wrong value gets its own message (FORMAT the spec's
// exact 'Only DAISY 3 is supported.').

const userNo = z.optional(z.string().check(z.maxLength(255)));
const shortText = z.optional(z.string().check(z.maxLength(64)));

/** POST /doc/daisy-convert: a form (urlencoded) or JSON. RATE is words per minute, a string in a form. */
export const daisyConvertBody = z.object({
  DTM_NO: itemNoSchema,
  FORMAT: shortText,
  AUDIO: shortText,
  VOICE: shortText,
  RATE: z.optional(z.union([z.string().check(z.maxLength(16)), z.number()])),
  USER_NO: userNo,
});

/** GET /doc/daisy-status, /doc/daisy and /doc/daisy-contents. */
export const daisyQuery = z.object({ DTM_NO: itemNoSchema, USER_NO: userNo });

export const daisyEndpoints = defineEndpoints([
  {
    method: 'POST',
    path: DRIVE_PATHS.daisyConvert,
    summary:
      "Starts making a DAISY 3 talking book of one's own Book document in the background: FORMAT DAISY3 (anything else is 400 DAISY_FORMAT 'Only DAISY 3 is supported.'), AUDIO Y (default) or N for text only, VOICE female or male, RATE 80–400 words per minute (175). While a book of the document is being made, answers that one (200) instead of starting another.",
    auth: 'required',
    body: daisyConvertBody,
    responseNote: '201 (200 when one was already running) {DTM_NO, STATUS: ONGOING, AUDIO, VOICE, RATE}',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.daisyStatus,
    summary: "The document's latest DAISY book: NONE (never made), ONGOING, SUCCESS or FAILED with its code and reason.",
    auth: 'required',
    query: daisyQuery,
    responseNote: '{DTM_NO, STATUS, AUDIO, VOICE, RATE, ERROR_CODE, ERROR, CREATED_AT, SIZE, TOTAL_TIME}',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.daisy,
    summary:
      "Downloads the document's DAISY book as a ZIP (the fileset at its root: book.opf, book.xml, book.ncx, book.res, partNNN.smil, audio/, images/), named after the document. 202 {DTM_NO, STATUS: ONGOING} while it is made, 404 DAISY_NOT_FOUND when none was, 409 DAISY_FAILED when the latest failed.",
    auth: 'required',
    query: daisyQuery,
    dataEnvelope: false,
    responseNote: 'application/zip, attachment; 202 {data: {DTM_NO, STATUS}} while ONGOING',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.daisyContents,
    summary:
      "The made book's navigation for the player: headings and pages in order, every phrase with its page and clip, and each audio file with a signed address an <audio> element can load. 202, 404 and 409 as GET /doc/daisy.",
    auth: 'required',
    query: daisyQuery,
    responseNote: '{DTM_NO, STATUS: SUCCESS, TITLE, LANG, AUDIO, TOTAL_TIME, AUDIO_FILES: [{FILE, URL, DURATION}], HEADINGS, PAGES, PHRASES}',
  },
]);
