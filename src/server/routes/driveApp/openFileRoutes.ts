import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { dtmaToJson, dtmsToJson, type DtmaDocument } from '../../../core/dtms/index.ts';
import type { DeviceModel } from '../../../core/pins/index.ts';
import { sendData } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { checkFormUserNo } from '../../drive/uploads/driveUpload.ts';
import { checkDeclaredLength, readForm } from '../../drive/uploads/intake.ts';
import { receiveFile, type Received } from '../../drive/uploads/receive.ts';
import { asBadFile, brailleToDocument, readBrailleFile, readDtmDocument, readJsonDocument } from '../../drive/uploads/tactileDocuments.ts';
import { driveNameOf } from '../../drive/uploads/content.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { runUpload, signedInCaller, userNoAllowed } from './fileRouteSupport.ts';

// Opening a local file (spec §7 upload-to-json): the server reads a DTMS,
// DTMA, DTMX, DTM, BRF or BRL and answers it as DTMS (or DTMA) JSON. Nothing
// is stored; the file is read into memory, so it has the parse limit.

/** DEVICE_KIND of the form: the display a BRF is laid out for (a DTM or DTMS names its own). */
function modelOf(deviceKind: string | undefined): DeviceModel {
  if (deviceKind === undefined || deviceKind === '' || deviceKind === '300' || deviceKind === '320') return 320;
  if (deviceKind === '768') return 768;
  throw uploadErrors.badRequest('DEVICE_KIND must be 300 (the 320) or 768.');
}

function documentOf(received: Received, model: DeviceModel): DtmaDocument {
  const bytes = received.bytes ?? new Uint8Array(0);
  const title = driveNameOf(received.fileName);
  switch (received.kind) {
    case 'dtms-json':
      return readJsonDocument(bytes).document;
    case 'dtm':
      return readDtmDocument(bytes, title);
    default:
      return brailleToDocument(readBrailleFile(bytes), title, model);
  }
}

type OpenRequest = FastifyRequest<{ Querystring: { USER_NO?: string } }>;

export function registerOpenFileRoutes(app: FastifyInstance, deps: DriveDeps): void {
  const open = (asDtma: boolean) => async (request: OpenRequest, reply: FastifyReply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runUpload(deps, request, reply, async (stash) => {
      const limit = deps.config.parseLimitBytes;
      checkDeclaredLength(request, limit, () => uploadErrors.tooLargeToRead(limit));
      let received: Received | undefined;
      const fields = await readForm(request, {
        maxFiles: 1,
        maxFileBytes: limit + 1,
        onFile: async (part) => {
          received = await receiveFile(
            part.file,
            {
              fileName: part.fileName,
              context: 'tactileFile',
              sinkFor: () => 'memory',
              requestBytes: limit,
              quotaBytes: Number.POSITIVE_INFINITY,
              truncated: () => part.file.truncated,
              sourceError: (error) => error,
            },
            deps,
            stash,
          );
        },
      });
      checkFormUserNo(fields, caller);
      if (received === undefined) throw uploadErrors.badRequest('Send the file in a part named FILE.');
      const document = documentOf(received, modelOf(fields.get('DEVICE_KIND')));
      // Writing checks what reading cannot (a BRF laid out on more than 100 pages is TOO_MANY_PAGES).
      const json = asBadFile(() => (asDtma ? dtmaToJson(document) : dtmsToJson(document)));
      return sendData(reply, { DTMS_JSON: json });
    });
  };
  app.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.dtmsToJson, open(false));
  app.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.dtmaToJson, open(true));
}
