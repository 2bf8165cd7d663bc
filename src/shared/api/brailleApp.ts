import { z } from 'zod/mini';
import { MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES } from '../../core/braille/index.ts';

// Braille app calls: our own (the spec names no translation call). The web
// client uses them for tables its own engine is not trusted with; the CLI and
// exports translate on the server directly. Documented in docs/API.md.
export const BRAILLE_APP_PREFIX = '/braille-app/v1';

/** GET: every catalogue table and whether this server can translate it. */
export const BRAILLE_TABLES_PATH = `${BRAILLE_APP_PREFIX}/tables`;
/** POST: lines of text to Unicode braille, or back. */
export const BRAILLE_TRANSLATE_PATH = `${BRAILLE_APP_PREFIX}/translate`;

const engineId = z.enum(['native', 'liblouis-js']);

export const serverTableSchema = z.object({
  CODE: z.string(),
  AVAILABLE: z.boolean(),
  /** The engine this server uses for it, when available. */
  ENGINE: z.optional(engineId),
  /** NO_TABLE, NOT_TRUSTED or ENGINE_MISSING, when not. */
  REASON: z.optional(z.enum(['NO_TABLE', 'NOT_TRUSTED', 'ENGINE_MISSING'])),
});
export const brailleTablesResponse = z.object({
  TABLES: z.array(serverTableSchema),
  /** The native liblouis version, when installed. */
  NATIVE_VERSION: z.optional(z.string()),
});

export const translateRequest = z.object({
  TABLE: z.string().check(z.minLength(1), z.maxLength(64)),
  DIRECTION: z.enum(['forward', 'backward']),
  LINES: z.array(z.string().check(z.maxLength(MAX_TRANSLATION_CHARS))).check(z.minLength(1), z.maxLength(MAX_TRANSLATION_LINES)),
});
export const translateResponse = z.object({ LINES: z.array(z.string()), ENGINE: engineId });

export type ServerTable = z.infer<typeof serverTableSchema>;
export type BrailleTablesResponse = z.infer<typeof brailleTablesResponse>;
export type TranslateRequest = z.infer<typeof translateRequest>;
export type TranslateResponse = z.infer<typeof translateResponse>;

/** Error codes of the translate call (in `errors[].code`), the BrailleError codes the web turns back into messages. */
export const TRANSLATE_ERROR_CODES = ['UNKNOWN_TABLE', 'TABLE_UNAVAILABLE', 'TEXT_TOO_LONG', 'TRANSLATION_FAILED'] as const;
