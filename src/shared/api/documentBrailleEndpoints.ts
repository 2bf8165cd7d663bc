import { z } from 'zod/mini';
import { DOCUMENT_BRAILLE_FORMATS } from './documentBraille.ts';
import { DRIVE_PATHS } from './driveAppPaths.ts';
import { defineEndpoints } from './endpoints.ts';

// GET /doc/brl for the OpenAPI document, apart from documentBraille.ts so a
// page that only needs the formats does not load zod.

const pageSize = z.optional(z.string().check(z.regex(/^\d{1,3}$/)));

/** The query of GET /doc/brl (docs/braille.md, "Documents in braille"); FORMAT in either case. */
export const documentBrailleQuery = z.object({
  DTM_NO: z.optional(z.string()),
  dtmNo: z.optional(z.string()),
  FORMAT: z.optional(z.enum([...DOCUMENT_BRAILLE_FORMATS, ...DOCUMENT_BRAILLE_FORMATS.map((format) => format.toUpperCase())])),
  CELLS: pageSize,
  LINES: pageSize,
  TABLE: z.optional(z.string().check(z.maxLength(40))),
  RUNNING_HEAD: z.optional(z.enum(['Y', 'N'])),
  USER_NO: z.optional(z.string()),
});

export const documentBrailleEndpoints = defineEndpoints([
  {
    method: 'GET',
    path: DRIVE_PATHS.documentBraille,
    summary: 'A Book document as a braille file (BRF, BRL or PEF), laid out in braille pages.',
    auth: 'optional',
    query: documentBrailleQuery,
    dataEnvelope: false,
    responseNote: "An attachment named by the document's title; X-Braille-Table names the table used.",
  },
]);
