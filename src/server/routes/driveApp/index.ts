import type { FastifyInstance } from 'fastify';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { registerDriveFileRoutes } from './fileRoutes.ts';
import { registerDriveRoutes } from './driveRoutes.ts';
import { registerDocumentBrailleRoutes } from './documentBrailleRoutes.ts';

/** The drive app (spec §7, /drive-app/v1 and /drive-app/file): folders, files, trash, publishing, uploads and downloads. */
export function registerDriveApp(app: FastifyInstance, deps: DriveDeps): void {
  registerDriveRoutes(app, deps);
  registerDriveFileRoutes(app, deps);
  registerDocumentBrailleRoutes(app, deps);
}
