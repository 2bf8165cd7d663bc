import type { FastifyInstance } from 'fastify';
import { convertPopupBody, devicePathParam, FROM_DTMS_BODY_LIMIT, fromDtmsBody, userNoQuery } from '../../../shared/api/driveApp.ts';
import { DRIVE_APP_PREFIX, DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { markConvertPopupShown, pendingConvertPopups } from '../../drive/convertStatus.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { createFromDtms, saveFromDtms } from '../../drive/fromDtms.ts';
import { remaining } from '../../drive/quota.ts';
import { fileAsDtms } from '../../drive/toDtms.ts';
import { sendErrors } from '../../http/present.ts';
import { callerFor, parseOr400, respond, viewerOf } from './routeKit.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';

interface WithId { Params: { id: string } }
interface ToDtms { Params: { id: string; device: string } }

/** Documents: save from the canvas (from-dtms), open for a device (to-dtms), the remaining space, conversion notices. */
export function registerDocumentRoutes(app: FastifyInstance, deps: DriveDeps): void {
  // A document of 100 pages with text is several MiB of hex: these two take up to 8 MiB.
  app.post(DRIVE_PATHS.createFromDtms, { bodyLimit: FROM_DTMS_BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(fromDtmsBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'createFile', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => createFromDtms(deps, caller.userRowNo, body), 201);
  });

  app.post<WithId>(`${DRIVE_APP_PREFIX}/dtm/images/:id/from-dtms`, { bodyLimit: FROM_DTMS_BODY_LIMIT }, async (request, reply) => {
    const body = parseOr400(fromDtmsBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => saveFromDtms(deps, caller.userRowNo, request.params.id, body));
  });

  for (const variant of ['dtm', 'dtma'] as const) {
    app.get<ToDtms>(`${DRIVE_APP_PREFIX}/${variant}/images/:id/device/:device/to-dtms`, async (request, reply) => {
      const device = devicePathParam.safeParse(request.params.device);
      if (!device.success) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: 'The device must be 320 or 768.' });
      const query = parseOr400(userNoQuery, request.query, reply);
      if (!query) return reply;
      // A published file opens for anyone (the library's open); the service refuses the rest.
      const caller = await callerFor(deps, request, reply, 'readFile', query.USER_NO);
      if (caller === undefined) return reply;
      const model = device.data === '320' ? 320 : 768;
      return respond(reply, async () => ({ DTMS_JSON: await fileAsDtms(deps, viewerOf(caller), request.params.id, model, variant === 'dtma') }));
    });
  }

  app.get(DRIVE_PATHS.remaining, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => remaining(deps.db, caller.userRowNo, deps.config.quotaBytes));
  });

  app.get(DRIVE_PATHS.convertStatusPopup, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, async () => ({ ITEMS: await pendingConvertPopups(deps.db, caller.userRowNo) }));
  });

  app.put(DRIVE_PATHS.convertStatusPopup, async (request, reply) => {
    const body = parseOr400(convertPopupBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, async () => {
      await markConvertPopupShown(deps.db, caller.userRowNo, body.DTM_NO);
      return true;
    });
  });
}
