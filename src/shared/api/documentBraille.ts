// GET /drive-app/v1/doc/brl (spec §7): a Book document as a braille file.
// Query: DTM_NO (or dtmNo), FORMAT, CELLS, LINES, TABLE, RUNNING_HEAD. docs/API.md and
// docs/braille.md ("Documents in braille").

/** brf (the default) and brl are the same Braille ASCII pages; pef is PEF 2008-1. */
export const DOCUMENT_BRAILLE_FORMATS = ['brf', 'brl', 'pef'] as const;
export type DocumentBrailleFormat = (typeof DOCUMENT_BRAILLE_FORMATS)[number];

export const DOCUMENT_BRAILLE_DEFAULTS = { format: 'brf', cells: 40, lines: 25 } as const;

/** The most print characters one document is translated with (about 500 pages of prose); more is 413 TEXT_TOO_LONG. */
export const DOCUMENT_BRAILLE_MAX_CHARS = 1_000_000;
