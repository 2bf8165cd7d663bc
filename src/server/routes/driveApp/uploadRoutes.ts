import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRIVE_PATHS, UPLOAD_MAX_FILES } from '../../../shared/api/driveAppPaths.ts';
import type { WireUploadResult } from '../../../shared/api/driveAppTypes.ts';
import { sendData } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { presentFile } from '../../drive/fileRows.ts';
import { contentUrlFor } from '../../drive/fileUrls.ts';
import { uploadToDrive, type DriveUploadOptions } from '../../drive/uploads/driveUpload.ts';
import { runUpload, signedInCaller, userNoAllowed } from './fileRouteSupport.ts';


type UploadRequest = FastifyRequest<{ Querystring: { USER_NO?: string } }>;

/** Uploads into the drive: an image (POST /doc/image) and tactile files or a ZIP of them (POST /dtms/images). */
export function registerUploadRoutes(app: FastifyInstance, deps: DriveDeps): void {
  const upload = (options: DriveUploadOptions) => async (request: UploadRequest, reply: FastifyReply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runUpload(deps, request, reply, async (stash) => {
      const contentUrl = await contentUrlFor(deps, caller.userRowNo);
      const { items, skipped, refused } = await uploadToDrive(request, caller, deps, stash, options, (row) => presentFile(row, { callerRowNo: caller.userRowNo, contentUrl }));
      const result: WireUploadResult = { items, SKIPPED: skipped, REFUSED: refused };
      return sendData(reply, result, 201);
    });
  };

  app.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.uploadImage, upload({ context: 'image', maxFiles: 1 }));
  app.post<{ Querystring: { USER_NO?: string } }>(DRIVE_PATHS.uploadTactile, upload({ context: 'tactile', maxFiles: UPLOAD_MAX_FILES }));
}
