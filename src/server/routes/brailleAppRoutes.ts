import type { FastifyInstance } from 'fastify';
import {
  BRAILLE_TABLES_PATH,
  BRAILLE_TRANSLATE_PATH,
  translateRequest,
  type BrailleTablesResponse,
  type TranslateResponse,
} from '../../shared/api/brailleApp.ts';
import { BrailleError, checkRequestSize, checkTables, tableAvailability, type BrailleErrorCode } from '../../core/braille/index.ts';
import type { lazyBrailleEngines } from '../braille/brailleEngines.ts';
import { EngineBusyError } from '../braille/louTranslatePool.ts';
import { memoryRateLimiter } from '../http/rateLimiter.ts';
import { sendData, sendErrors } from '../http/present.ts';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';

/** HTTP status for each translation failure. */
const STATUS: Partial<Record<BrailleErrorCode, number>> = {
  UNKNOWN_TABLE: 404,
  TEXT_TOO_LONG: 413,
  TABLE_UNAVAILABLE: 503,
  TRANSLATION_FAILED: 500,
};

/**
 * The braille app: which tables this server translates, and translation for
 * the web client when its own engine is not trusted with a table. Open to
 * guests (the Easy app translates before anyone signs in); a per-address
 * limit keeps one client from monopolising the engines.
 */
export function registerBrailleAppRoutes(app: FastifyInstance, engines: ReturnType<typeof lazyBrailleEngines>): void {
  // A typist's braille preview asks about once a second; this only stops floods.
  // Per process on purpose: it shares out this process's own engines, and each
  // process added brings its own; a database round trip would also slow every
  // keystroke's preview (docs/DEPLOYMENT.md).
  const limiter = memoryRateLimiter({ limit: 120, windowMs: 60_000 });

  app.get(BRAILLE_TABLES_PATH, async (_request, reply) => {
    const loaded = await engines.get();
    // Once per liblouis version (remembered on disk); later calls ask nothing.
    await checkTables(loaded.engines);
    const tables = tableAvailability(loaded.engines).map(({ table, choice }) =>
      choice.available ? { CODE: table.code, AVAILABLE: true, ENGINE: choice.engine } : { CODE: table.code, AVAILABLE: false, REASON: choice.reason },
    );
    reply.header('Cache-Control', 'no-cache');
    return sendData(reply, { TABLES: tables, ...(loaded.nativeVersion ? { NATIVE_VERSION: loaded.nativeVersion } : {}) } satisfies BrailleTablesResponse);
  });

  app.post(BRAILLE_TRANSLATE_PATH, { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    const decision = await limiter.attempt(request.ip);
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfterSeconds));
      return sendErrors(reply, 429, { code: SERVER_ERROR_CODES.tooManyRequests, msg: 'Too many translations; wait a minute.' });
    }
    const body = translateRequest.safeParse(request.body);
    if (!body.success) {
      const tooMuch = tooMuchText(request.body);
      if (tooMuch) return sendErrors(reply, 413, { code: tooMuch.code, msg: tooMuch.message });
      return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'TABLE, DIRECTION (forward or backward) and LINES (1 to 5,000 strings) are required.' });
    }
    const { TABLE, DIRECTION, LINES } = body.data;
    try {
      const result = await (await engines.get()).translator.translate({ table: TABLE, lines: LINES, direction: DIRECTION });
      reply.header('Cache-Control', 'no-store');
      return sendData(reply, { LINES: [...result.lines], ENGINE: result.engine } satisfies TranslateResponse);
    } catch (error) {
      if (error instanceof EngineBusyError) {
        // The engine's queue is full: the same answer as the rate limit, to retry shortly.
        reply.header('Retry-After', '1');
        return sendErrors(reply, 429, { code: SERVER_ERROR_CODES.tooManyRequests, msg: error.message });
      }
      if (!(error instanceof BrailleError)) throw error;
      if (error.code === 'TRANSLATION_FAILED') request.log.error({ table: TABLE, err: error }, 'braille translation failed');
      return sendErrors(reply, STATUS[error.code] ?? 400, { code: error.code, msg: error.message });
    }
  });
}

/**
 * The schema caps a line at the most one translation takes, so a single
 * line over it fails the schema; it is too much text all the same (413
 * TEXT_TOO_LONG, as for many lines together), not a malformed request.
 */
function tooMuchText(body: unknown): BrailleError | undefined {
  const lines = (body as { LINES?: unknown } | null)?.LINES;
  if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) return undefined;
  try {
    checkRequestSize(lines);
    return undefined;
  } catch (error) {
    if (error instanceof BrailleError) return error;
    throw error;
  }
}
