import type { FastifyInstance } from 'fastify';
import { fileListingQuery, folderListingQuery } from '../../../shared/api/driveApp.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { listFiles } from '../../drive/fileListing.ts';
import { listFolder } from '../../drive/listing.ts';
import { callerFor, parseOr400, respond, viewerOf } from './routeKit.ts';

/** Listings: a folder of my drive (P) or of the public drive (D), and my files, the library or my trash. */
export function registerListingRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get(DRIVE_PATHS.groups, async (request, reply) => {
    const query = parseOr400(folderListingQuery, request.query, reply);
    if (!query) return reply;
    // The public drive is open to guests; my drive is only mine.
    const caller = await callerFor(deps, request, reply, query.DRIVER_KIND === 'D' ? 'listPublicDrive' : 'listPrivateDrive', query.USER_NO);
    if (caller === undefined) return reply;
    return respond(reply, () =>
      listFolder(deps, viewerOf(caller), {
        kind: query.DRIVER_KIND,
        parentNo: query.PARENT_GROUP_NO,
        search: query.SEARCH,
        sort: query.SORT,
        pageNo: query.PAGE_NO,
        pageSize: query.PAGE_SIZE,
        cursor: query.CURSOR,
      }),
    );
  });

  app.get(DRIVE_PATHS.files, async (request, reply) => {
    const query = parseOr400(fileListingQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, query.SCOPE === 'LIBRARY' ? 'listLibrary' : 'listPrivateDrive', query.USER_NO);
    if (caller === undefined) return reply;
    return respond(reply, () =>
      listFiles(deps, viewerOf(caller), {
        scope: query.SCOPE,
        category: query.CATEGORY,
        search: query.SEARCH,
        sort: query.SORT,
        pageNo: query.PAGE_NO,
        pageSize: query.PAGE_SIZE,
        cursor: query.CURSOR,
      }),
    );
  });
}
