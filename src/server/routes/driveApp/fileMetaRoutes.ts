import type { FastifyInstance } from 'fastify';
import { copyFileBody, fileDetailQuery, publishBody, updateFileBody, userNoQuery } from '../../../shared/api/driveApp.ts';
import { DRIVE_APP_PREFIX } from '../../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { copyFile, fileDetail, updateFile } from '../../drive/files.ts';
import { publishFile, unpublishFile } from '../../drive/publishing.ts';
import type { ViewerIdentity } from '../../drive/views.ts';
import { callerFor, parseOr400, respond, viewerOf } from './routeKit.ts';

interface WithId { Params: { id: string } }
const FILE = `${DRIVE_APP_PREFIX}/dtms/images/:id`;

/** A file's details, its changes (rename, move, descriptions), copy, publish and unpublish. */
export function registerFileMetaRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get<WithId>(FILE, async (request, reply) => {
    const query = parseOr400(fileDetailQuery, request.query, reply);
    if (!query) return reply;
    // Anyone may read a published file; the service refuses the rest as FILE_NOT_FOUND.
    const caller = await callerFor(deps, request, reply, 'readFile', query.USER_NO);
    if (caller === undefined) return reply;
    // A guest is told apart by address and browser (hashed, never stored as such: views.ts).
    const identity: ViewerIdentity = caller ? { rowNo: caller.userRowNo } : { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    return respond(reply, () => fileDetail(deps, viewerOf(caller), request.params.id, query.VIEW === 'Y' ? identity : null));
  });

  app.put<WithId>(FILE, async (request, reply) => {
    const body = parseOr400(updateFileBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () =>
      updateFile(deps, caller.userRowNo, request.params.id, {
        name: body.FILE_NAME,
        groupNo: body.DTM_GROUP_NO,
        description: body.DESCRIPTION,
        pageDescriptions: body.PAGE_DESCRIPTIONS,
      }),
    );
  });

  app.post<WithId>(`${FILE}/copy`, async (request, reply) => {
    const body = parseOr400(copyFileBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => copyFile(deps, caller.userRowNo, request.params.id, body.DTM_GROUP_NO), 201);
  });

  app.post<WithId>(`${FILE}/open`, async (request, reply) => {
    const body = parseOr400(publishBody, request.body, reply);
    if (!body) return reply;
    const caller = await callerFor(deps, request, reply, 'publish', body.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => publishFile(deps, caller.userRowNo, request.params.id, { groupNo: body.DTM_GROUP_NO, category: body.CATEGORY }));
  });

  app.delete<WithId>(`${FILE}/open`, async (request, reply) => {
    const query = parseOr400(userNoQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => unpublishFile(deps, caller.userRowNo, request.params.id));
  });
}
