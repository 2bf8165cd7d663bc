import { DRIVE_APP_PREFIX } from '../../../../shared/api/driveAppPaths.ts';

// The Book's document routes (spec §7). The server helper names them in
// shared/api too; until both branches meet, the web names them once here.

const P = DRIVE_APP_PREFIX;

export const BOOK_PATHS = {
  /** POST: a new document from its HTML (form). */
  fromString: `${P}/doc/html/from-string`,
  /** PUT: a document's HTML replaced (form); GET ?DTM_NO: the document. */
  html: `${P}/doc/html`,
  /** GET ?dtmNo: the document as one self-contained HTML file (attachment). */
  download: `${P}/doc/download`,
  /** GET ?DTM_NO&FORMAT: the document in braille (attachment). */
  braille: `${P}/doc/brl`,
} as const;

/** Spec §7: documents are written for the 320 (DEVICE_KIND 300). */
export const BOOK_DEVICE_KIND = '300';

/** The braille formats the reader offers (brl exists on the server but is the same cells as brf). */
export const BRAILLE_FORMATS = ['brf', 'pef'] as const;
export type BrailleFormat = (typeof BRAILLE_FORMATS)[number] | 'brl';
