import type { FastifyInstance } from 'fastify';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { optionalCaller } from '../../http/authGuards.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { setAttachmentHeaders } from '../../drive/downloads/attachment.ts';
import { dtmaArchive } from '../../drive/downloads/dtmaArchive.ts';
import { contentOf, downloadableFile, downloadName } from '../../drive/downloads/fileContent.ts';
import { pagedFile } from '../../drive/uploads/pageAudio.ts';
import { BOOK_CONTENT_TYPE, BOOK_EXTENSION } from '../../book/bookDocuments.ts';
import { bookDownload } from '../../book/bookReading.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { UploadError } from '../../drive/uploads/uploadErrors.ts';
import { fileIdOf, runRead, userNoAllowed } from './fileRouteSupport.ts';

// Downloads (spec §7): a file as it is stored (GET /doc/download?dtmNo), and
// a document with its page audio as a ZIP (GET /dtma/images?DTM_NO). Owners
// may download their files; anyone, guests too, a published one.

interface DownloadQuery { dtmNo?: string; DTM_NO?: string; USER_NO?: string }

export function registerDownloadRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.get<{ Querystring: DownloadQuery }>(DRIVE_PATHS.download, async (request, reply) => {
    const caller = await optionalCaller(deps.resolveCaller, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runRead(deps, reply, async () => {
      const file = await downloadableFile(deps, fileIdOf(request.query.dtmNo ?? request.query.DTM_NO), caller?.userRowNo ?? null);
      if (file.file_extension === BOOK_EXTENSION) {
        // A Book document leaves as one self-contained page: its drive pictures inside it (book/bookReading.ts).
        const page = await bookDownload(deps, file).catch((error: unknown) => {
          if (error instanceof DriveError) throw new UploadError(error.status, error.code, error.message);
          throw error;
        });
        return setAttachmentHeaders(reply, { fileName: downloadName(file), contentType: BOOK_CONTENT_TYPE, size: page.length }).send(page);
      }
      const content = await contentOf(deps, file);
      return setAttachmentHeaders(reply, { fileName: downloadName(file), contentType: content.contentType, size: content.size }).send(content.stream);
    });
  });

  app.get<{ Querystring: DownloadQuery }>(DRIVE_PATHS.dtmaDownload, async (request, reply) => {
    const caller = await optionalCaller(deps.resolveCaller, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runRead(deps, reply, async () => {
      const file = await pagedFile(deps.db, fileIdOf(request.query.DTM_NO ?? request.query.dtmNo), caller?.userRowNo ?? null, { publicToo: true });
      const archive = await dtmaArchive(deps, file);
      return setAttachmentHeaders(reply, { fileName: archive.fileName, contentType: 'application/zip' }).send(archive.stream);
    });
  });
}
