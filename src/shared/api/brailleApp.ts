import { z } from 'zod/mini';
import { MAX_TRANSLATION_CHARS, MAX_TRANSLATION_LINES } from '../../core/braille/index.ts';

// Braille app calls: our own (the spec names no translation call). The web
// client uses them for tables its own engine is not trusted with; the CLI and
// exports translate on the server directly. Documented in docs/API.md. The
// paths live in brailleAppPaths.ts, so the web app need not load zod for them.
export { BRAILLE_APP_PREFIX, BRAILLE_TABLES_PATH, BRAILLE_TRANSLATE_PATH, TRANSLATE_ERROR_CODES } from './brailleAppPaths.ts';

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
