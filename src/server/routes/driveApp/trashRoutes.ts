import type { FastifyInstance } from 'fastify';
import { itemKindParam, statusBody, userNoQuery } from '../../../shared/api/driveApp.ts';
import { DRIVE_APP_PREFIX, DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { deleteFileForever, deleteFolderForever, emptyTrash, restoreFile, restoreFolder, trashFile, trashFolder } from '../../drive/trash.ts';
import { sendErrors } from '../../http/present.ts';
import { callerFor, parseOr400, respond } from './routeKit.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';

/**
 * The trash (spec §4, §7): DELETE /dtm/images/{id} moves a file there
 * (answering `true`); PATCH …/status moves a file or folder there (TRASHED),
 * back (ACTIVE) or away for good (DELETED, only from the trash); DELETE
 * /dtms/trash empties it.
 */
export function registerTrashRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.delete<{ Params: { id: string } }>(`${DRIVE_APP_PREFIX}/dtm/images/:id`, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, async () => {
      await trashFile(deps, caller.userRowNo, request.params.id);
      return true;
    });
  });

  app.patch<{ Params: { kind: string; id: string } }>(`${DRIVE_APP_PREFIX}/dtm/:kind/:id/status`, async (request, reply) => {
    const kind = itemKindParam.safeParse(request.params.kind);
    if (!kind.success) return sendErrors(reply, 404, { code: SERVER_ERROR_CODES.notFound, msg: 'No such item kind: images or groups.' });
    const body = parseOr400(statusBody, request.body, reply);
    if (!body) return reply;
    const files = kind.data === 'images';
    const caller = await callerFor(deps, request, reply, files ? 'changeFile' : 'changeFolder', body.USER_NO);
    if (!caller) return reply;
    const { id } = request.params;
    const owner = caller.userRowNo;
    return respond(reply, async () => {
      switch (body.STATUS) {
        case 'TRASHED':
          return files ? trashFile(deps, owner, id) : trashFolder(deps, owner, id);
        case 'ACTIVE':
          return files ? restoreFile(deps, owner, id) : restoreFolder(deps, owner, id);
        case 'DELETED':
          await (files ? deleteFileForever(deps, owner, id) : deleteFolderForever(deps, owner, id));
          return true;
      }
    });
  });

  app.delete(DRIVE_PATHS.emptyTrash, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'useOwnSpace', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, async () => ({ DELETED_COUNT: await emptyTrash(deps, caller.userRowNo) }));
  });
}
