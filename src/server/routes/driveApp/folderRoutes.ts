import type { FastifyInstance } from 'fastify';
import { copyFolderBody, createFolderBody, folderPathQuery, updateFolderBody } from '../../../shared/api/driveApp.ts';
import { DRIVE_APP_PREFIX, DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { isRootGroup } from '../../drive/folderRows.ts';
import { copyFolder } from '../../drive/folderCopy.ts';
import { createFolder, folderPath, updateFolder } from '../../drive/folders.ts';
import { callerFor, parseOr400, respond, viewerOf } from './routeKit.ts';

interface WithId { Params: { id: string } }

/** Folders (spec §7): the path to one, create, rename or move, copy. */
export function registerFolderRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get(DRIVE_PATHS.groupPath, async (request, reply) => {
    const query = parseOr400(folderPathQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'readFolder', query.USER_NO);
    if (caller === undefined) return reply;
    const groupNo = isRootGroup(query.DTM_GROUP_NO) ? null : query.DTM_GROUP_NO;
    return respond(reply, async () => ({ items: await folderPath(deps.db, viewerOf(caller), groupNo) }));
  });

  app.post(DRIVE_PATHS.createGroup, async (request, reply) => {
    const body = parseOr400(createFolderBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'createFolder', body.USER_NO);
    if (!caller) return reply;
    return respond(
      reply,
      () => createFolder(deps, caller.userRowNo, { name: body.DTM_GROUP_NAME, parentNo: body.PARENT_GROUP_NO, kind: body.DRIVER_KIND }),
      201,
    );
  });

  app.put<WithId>(`${DRIVE_APP_PREFIX}/dtm/groups/:id`, async (request, reply) => {
    const body = parseOr400(updateFolderBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFolder', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => updateFolder(deps, caller.userRowNo, request.params.id, { name: body.DTM_GROUP_NAME, parentNo: body.PARENT_GROUP_NO }));
  });

  app.post<WithId>(`${DRIVE_APP_PREFIX}/dtms/groups/:id/copy`, async (request, reply) => {
    const body = parseOr400(copyFolderBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFolder', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => copyFolder(deps, caller.userRowNo, request.params.id, body.PARENT_GROUP_NO), 201);
  });
}
