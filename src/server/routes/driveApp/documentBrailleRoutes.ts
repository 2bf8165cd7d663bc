import type { FastifyInstance, FastifyReply } from 'fastify';
import { BrailleError, PAGE_SIZE_LIMITS, type BrailleErrorCode } from '../../../core/braille/index.ts';
import { DOCUMENT_BRAILLE_DEFAULTS, DOCUMENT_BRAILLE_FORMATS, type DocumentBrailleFormat } from '../../../shared/api/documentBraille.ts';
import { documentBrailleQuery } from '../../../shared/api/documentBrailleEndpoints.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';
import { documentBraille } from '../../book/braille/documentBraille.ts';
import { EngineBusyError } from '../../braille/louTranslatePool.ts';
import { setAttachmentHeaders } from '../../drive/downloads/attachment.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { UploadError, sendUploadError } from '../../drive/uploads/uploadErrors.ts';
import { optionalCaller } from '../../http/authGuards.ts';
import { sendErrors } from '../../http/present.ts';
import { memoryRateLimiter } from '../../http/rateLimiter.ts';
import { fileIdOf, userNoAllowed } from './fileRouteSupport.ts';

// GET /doc/brl (spec §7): a Book document as a braille file, BRF (default),
// BRL or PEF, translated on the server's engines with the table asked for or
// the caller's braille setting. docs/API.md; docs/braille.md, "Documents in
// braille".

interface BrailleQuery {
  DTM_NO?: string;
  dtmNo?: string;
  FORMAT?: string;
  CELLS?: string;
  LINES?: string;
  TABLE?: string;
  RUNNING_HEAD?: string;
  USER_NO?: string;
}

/** Status of each braille failure: a request the server cannot serve as asked is the caller's to change (4xx). */
const STATUS: Partial<Record<BrailleErrorCode, number>> = {
  UNKNOWN_TABLE: 400,
  TABLE_UNAVAILABLE: 422,
  TEXT_TOO_LONG: 413,
  NOT_BRAILLE: 422,
  TRANSLATION_FAILED: 500,
};

const FORMATS: readonly string[] = DOCUMENT_BRAILLE_FORMATS;

/** A whole number from min to max, the default when absent; undefined when given and not one. */
function sizeOf(value: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function badRequest(reply: FastifyReply, msg: string) {
  return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg });
}

export function registerDocumentBrailleRoutes(app: FastifyInstance, deps: DriveDeps): void {
  // A document is many translations at once: a few a minute per address is plenty for people.
  const limiter = memoryRateLimiter({ limit: 20, windowMs: 60_000 });

  app.get<{ Querystring: BrailleQuery }>(DRIVE_PATHS.documentBraille, async (request, reply) => {
    const caller = await optionalCaller(deps.resolveCaller, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    if (!documentBrailleQuery.safeParse(request.query).success) return badRequest(reply, 'FORMAT must be brf, brl or pef, CELLS and LINES whole numbers, TABLE a table code, RUNNING_HEAD Y or N.');
    const query = request.query;
    const format = (query.FORMAT ?? DOCUMENT_BRAILLE_DEFAULTS.format).toLowerCase();
    if (!FORMATS.includes(format)) return badRequest(reply, 'FORMAT must be brf, brl or pef.');
    const cells = sizeOf(query.CELLS, DOCUMENT_BRAILLE_DEFAULTS.cells, PAGE_SIZE_LIMITS.minCells, PAGE_SIZE_LIMITS.maxCells);
    const lines = sizeOf(query.LINES, DOCUMENT_BRAILLE_DEFAULTS.lines, PAGE_SIZE_LIMITS.minLines, PAGE_SIZE_LIMITS.maxLines);
    if (cells === undefined || lines === undefined) {
      const { minCells, maxCells, minLines, maxLines } = PAGE_SIZE_LIMITS;
      return badRequest(reply, `CELLS must be a whole number from ${minCells} to ${maxCells} and LINES from ${minLines} to ${maxLines}.`);
    }
    if (!deps.braille) return sendErrors(reply, 503, { code: 'TABLE_UNAVAILABLE', msg: 'This server has no braille engine.' });

    const decision = await limiter.attempt(request.ip);
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfterSeconds));
      return sendErrors(reply, 429, { code: SERVER_ERROR_CODES.tooManyRequests, msg: 'Too many braille files; wait a minute.' });
    }
    try {
      const file = await documentBraille(deps, deps.braille, {
        dtmNo: fileIdOf(query.DTM_NO ?? query.dtmNo),
        callerRowNo: caller?.userRowNo ?? null,
        format: format as DocumentBrailleFormat,
        cells,
        lines,
        ...(query.TABLE !== undefined && query.TABLE !== '' ? { table: query.TABLE } : {}),
        // On unless turned off: BANA's textbook format has a running head.
        runningHead: query.RUNNING_HEAD !== 'N',
      });
      reply.header('X-Braille-Table', file.table.code);
      return setAttachmentHeaders(reply, { fileName: file.fileName, contentType: file.contentType, size: file.body.length }).send(file.body);
    } catch (error) {
      if (error instanceof UploadError) return sendUploadError(reply, error);
      if (error instanceof EngineBusyError) {
        reply.header('Retry-After', '1');
        return sendErrors(reply, 429, { code: SERVER_ERROR_CODES.tooManyRequests, msg: error.message });
      }
      if (!(error instanceof BrailleError)) throw error;
      if (error.code === 'TRANSLATION_FAILED') request.log.error({ err: error }, 'document braille translation failed');
      return sendErrors(reply, STATUS[error.code] ?? 400, { code: error.code, msg: error.message });
    }
  });
}
