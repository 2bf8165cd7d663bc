import type { FastifyInstance, FastifyRequest } from 'fastify';
import { convertAgainBody, convertStatusQuery } from '../../../shared/api/conversionEndpoints.ts';
import { userNoQuery } from '../../../shared/api/driveApp.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { convertAgain, conversionState } from '../../convert/service/conversionState.ts';
import type { ConversionSettings } from '../../convert/service/conversionSettings.ts';
import { highQualityAllowance } from '../../convert/service/highQualityAllowance.ts';
import { pdfText } from '../../convert/service/pdfText.ts';
import { startConversion } from '../../convert/service/startConversion.ts';
import { sendData } from '../../http/present.ts';
import { runUpload, signedInCaller, userNoAllowed } from './fileRouteSupport.ts';
import { callerFor, parseOr400, respond } from './routeKit.ts';

// Conversion (issue 21; spec §7): upload a PDF or DOCX to convert (POST
// /doc/html-convert), follow it (GET /doc/convert-status), the high-quality
// allowance (GET /doc/convert-quota), convert a failed one again (POST
// /doc/convert-again), and a PDF's plain text (POST /image/pdfToText). The
// two uploads are registered in the drive's multipart scope (fileRoutes.ts).

export interface ConversionRouteDeps {
  readonly settings: ConversionSettings;
  /** A job was added: the runner looks now. */
  readonly wake: () => void;
}

type UploadRequest = FastifyRequest<{ Querystring: { USER_NO?: string } }>;


/** The two uploads, inside the multipart scope. */
export function registerConversionUploads(scope: FastifyInstance, deps: DriveDeps, conversion: ConversionRouteDeps): void {
  scope.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.htmlConvert, async (request: UploadRequest, reply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runUpload(deps, request, reply, async (stash) => {
      const started = await startConversion(request, caller, deps, conversion.settings, stash);
      conversion.wake();
      return sendData(reply, started, 201);
    });
  });

  scope.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.pdfToText, async (request: UploadRequest, reply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runUpload(deps, request, reply, async (stash) => sendData(reply, await pdfText(request, caller, deps, conversion.settings, stash)));
  });
}

/** The reads and convert-again, outside the multipart scope. */
export function registerConversionRoutes(app: FastifyInstance, deps: DriveDeps, conversion: ConversionRouteDeps): void {
  app.get(DRIVE_PATHS.convertStatus, async (request, reply) => {
    const query = parseOr400(convertStatusQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => conversionState(deps, caller.userRowNo, query.DTM_NO));
  });

  app.get(DRIVE_PATHS.convertQuota, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => highQualityAllowance(deps.db, caller.userRowNo, conversion.settings.highQualityPerMonth, deps.now()));
  });

  app.post(DRIVE_PATHS.convertAgain, async (request, reply) => {
    const body = parseOr400(convertAgainBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', body.USER_NO);
    if (!caller) return reply;
    return respond(
      reply,
      async () => {
        const started = await convertAgain(deps, conversion.settings, caller.userRowNo, body.DTM_NO, body.QUALITY);
        conversion.wake();
        return started;
      },
      201,
    );
  });
}
