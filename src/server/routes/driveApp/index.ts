import type { FastifyInstance } from 'fastify';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { registerDriveFileRoutes } from './fileRoutes.ts';
import { registerDriveRoutes } from './driveRoutes.ts';
import { registerBookRoutes, type BookRouteDeps } from './bookRoutes.ts';
import { registerDocumentBrailleRoutes } from './documentBrailleRoutes.ts';
import { registerConversionRoutes, type ConversionRouteDeps } from './convertRoutes.ts';
import { registerDaisyRoutes, type DaisyRouteDeps } from './daisyRoutes.ts';

/** The drive app (spec §7, /drive-app/v1 and /drive-app/file): folders, files, trash, publishing, uploads and downloads, Book documents, their conversion and their DAISY books. */
export function registerDriveApp(app: FastifyInstance, deps: DriveDeps, book: BookRouteDeps, conversion: ConversionRouteDeps, daisy: DaisyRouteDeps = { wake: () => undefined }): void {
  registerDriveRoutes(app, deps);
  registerDriveFileRoutes(app, deps, conversion);
  registerConversionRoutes(app, deps, conversion);
  registerBookRoutes(app, deps, book);
  registerDocumentBrailleRoutes(app, deps);
  registerDaisyRoutes(app, deps, daisy);
}
