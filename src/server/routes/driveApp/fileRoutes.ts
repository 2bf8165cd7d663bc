import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { registerAudioRoutes } from './audioRoutes.ts';
import { registerDownloadRoutes } from './downloadRoutes.ts';
import { registerOpenFileRoutes } from './openFileRoutes.ts';
import { registerStoredFileRoutes } from './storedFileRoutes.ts';
import { registerUploadRoutes } from './uploadRoutes.ts';
import { registerConversionUploads, type ConversionRouteDeps } from './convertRoutes.ts';

/**
 * Uploads, downloads and stored files of the drive app (spec §7). Multipart
 * parsing is registered in this scope only, so no other route reads forms;
 * each route passes its own limits (see drive/uploads/intake.ts).
 */
export function registerDriveFileRoutes(app: FastifyInstance, deps: DriveDeps, conversion: ConversionRouteDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { parts: 40, files: 1, fields: 20, fieldSize: 1024, fileSize: deps.config.uploadLimitBytes - 1 } });
    registerUploadRoutes(scope, deps);
    registerConversionUploads(scope, deps, conversion);
    registerOpenFileRoutes(scope, deps);
    registerAudioRoutes(scope, deps);
    registerDownloadRoutes(scope, deps);
    registerStoredFileRoutes(scope, deps);
  });
}
