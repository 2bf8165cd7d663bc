import type { FastifyInstance } from 'fastify';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { registerDocumentRoutes } from './documentRoutes.ts';
import { registerFileMetaRoutes } from './fileMetaRoutes.ts';
import { registerFolderRoutes } from './folderRoutes.ts';
import { registerListingRoutes } from './listingRoutes.ts';
import { registerTrashRoutes } from './trashRoutes.ts';

/**
 * Folders, listings, files' details and changes, publishing, the trash and
 * documents of the drive app (spec §7; docs/API.md "Drive app"). Each route
 * is thin: its shared schema (shared/api/driveApp.ts), the caller, a service
 * in server/drive, the answer.
 */
export function registerDriveRoutes(app: FastifyInstance, deps: DriveDeps): void {
  registerListingRoutes(app, deps);
  registerFolderRoutes(app, deps);
  registerFileMetaRoutes(app, deps);
  registerTrashRoutes(app, deps);
  registerDocumentRoutes(app, deps);
}
