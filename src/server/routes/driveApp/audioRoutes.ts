import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { optionalCaller } from '../../http/authGuards.ts';
import { sendData } from '../../http/present.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { audienceFor, fileUrlSigner } from '../../drive/fileUrls.ts';
import { remaining } from '../../drive/quota.ts';
import { checkContent } from '../../drive/uploads/content.ts';
import { checkFormUserNo } from '../../drive/uploads/driveUpload.ts';
import { checkDeclaredLength, readForm } from '../../drive/uploads/intake.ts';
import { audioSettingsOf, checkPageOf, pagedFile, pageRowsOf, presentPage, presentPages, setPageAudio } from '../../drive/uploads/pageAudio.ts';
import { receiveFile, type Received } from '../../drive/uploads/receive.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { fileIdOf, pageNoOf, runRead, runUpload, signedInCaller, userNoAllowed } from './fileRouteSupport.ts';

// Page audio (spec §7): add or replace (POST /dtma/audio), remove (DELETE
// /dtma/audio) and list with signed addresses (GET /dtma/audio/sync).

interface AudioQuery { DTM_NO?: string; PAGE_NO?: string; USER_NO?: string }

export function registerAudioRoutes(app: FastifyInstance, deps: DriveDeps): void {
  app.post<{ Querystring: AudioQuery }>(DRIVE_PATHS.audio, async (request, reply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runUpload(deps, request, reply, async (stash) => {
      const limit = deps.config.uploadLimitBytes - 1;
      checkDeclaredLength(request, limit, () => uploadErrors.tooLarge(deps.config.uploadLimitBytes));
      const spaceLeft = (await remaining(deps.db, caller.userRowNo, deps.config.quotaBytes)).REMAINING_BYTES;
      let received: Received | undefined;
      const fields = await readForm(request, {
        maxFiles: 1,
        maxFileBytes: limit,
        onFile: async (part, fieldsSoFar) => {
          checkFormUserNo(fieldsSoFar, caller);
          // Fields sent before the file are checked before its bytes are stored, and the audio it replaces counts as free space.
          let freed = 0;
          if (fieldsSoFar.has('DTM_NO') && fieldsSoFar.has('PAGE_NO')) {
            const file = await pagedFile(deps.db, fileIdOf(fieldsSoFar.get('DTM_NO')), caller.userRowNo, { publicToo: false, books: true });
            const pageNo = pageNoOf(fieldsSoFar.get('PAGE_NO'));
            checkPageOf(file, pageNo);
            freed = Number((await pageRowsOf(deps.db, file.dtm_no)).find((row) => row.page_no === pageNo)?.audio_size ?? 0);
          }
          received = await receiveFile(
            part.file,
            {
              fileName: part.fileName,
              context: 'audio',
              sinkFor: () => 'audio',
              requestBytes: limit,
              quotaBytes: spaceLeft + freed,
              truncated: () => part.file.truncated,
              sourceError: (error) => error,
            },
            deps,
            stash,
          );
        },
      });
      checkFormUserNo(fields, caller);
      const dtmNo = fileIdOf(fields.get('DTM_NO') ?? request.query.DTM_NO);
      const pageNo = pageNoOf(fields.get('PAGE_NO') ?? request.query.PAGE_NO);
      const settings = audioSettingsOf(fields.get('PLAY_MODE'), fields.get('PLAYBACK_RATE'));
      if (received === undefined) throw uploadErrors.badRequest('Send the audio in a part named FILE.');
      const checked = await checkContent(received, deps.blobs);
      const { row, previousBlobKey } = await setPageAudio(deps, caller.userRowNo, dtmNo, pageNo, { blobKey: checked.blobKey as string, sizeBytes: checked.sizeBytes, contentType: checked.contentType }, settings);
      if (previousBlobKey) await deps.blobs.delete(previousBlobKey);
      return sendData(reply, presentPage(pageNo, row, await fileUrlSigner(deps, 'owner')), 201);
    });
  });

  app.delete<{ Querystring: AudioQuery }>(DRIVE_PATHS.audio, async (request, reply) => {
    const caller = await signedInCaller(deps, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runRead(deps, reply, async () => {
      const dtmNo = fileIdOf(request.query.DTM_NO);
      const pageNo = pageNoOf(request.query.PAGE_NO);
      const { row, previousBlobKey } = await setPageAudio(deps, caller.userRowNo, dtmNo, pageNo, null, {});
      if (previousBlobKey) await deps.blobs.delete(previousBlobKey);
      return sendData(reply, presentPage(pageNo, row, await fileUrlSigner(deps, 'owner')));
    });
  });

  // Owners and, for a published file, anyone (the library plays its audio).
  app.get<{ Querystring: AudioQuery }>(DRIVE_PATHS.audioSync, async (request: FastifyRequest<{ Querystring: AudioQuery }>, reply: FastifyReply) => {
    const caller = await optionalCaller(deps.resolveCaller, request, reply);
    if (caller === undefined) return reply;
    if (!userNoAllowed(caller, request.query.USER_NO, reply)) return reply;
    return runRead(deps, reply, async () => {
      const file = await pagedFile(deps.db, fileIdOf(request.query.DTM_NO), caller?.userRowNo ?? null, { publicToo: true, books: true });
      const rows = await pageRowsOf(deps.db, file.dtm_no);
      return sendData(reply, { items: presentPages(file, rows, await fileUrlSigner(deps, audienceFor(caller?.userRowNo ?? null, file.owner_user_no))) });
    });
  });
}
