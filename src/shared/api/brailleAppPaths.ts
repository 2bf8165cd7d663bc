// The braille app's paths and error codes (schemas: brailleApp.ts).
export const BRAILLE_APP_PREFIX = '/braille-app/v1';

/** GET: every catalogue table and whether this server can translate it. */
export const BRAILLE_TABLES_PATH = `${BRAILLE_APP_PREFIX}/tables`;
/** POST: lines of text to Unicode braille, or back. */
export const BRAILLE_TRANSLATE_PATH = `${BRAILLE_APP_PREFIX}/translate`;

/** Error codes of the translate call (in `errors[].code`), the BrailleError codes the web turns back into messages. */
export const TRANSLATE_ERROR_CODES = ['UNKNOWN_TABLE', 'TABLE_UNAVAILABLE', 'TEXT_TOO_LONG', 'TRANSLATION_FAILED'] as const;
