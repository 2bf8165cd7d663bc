import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { WirePdfText } from '../../../shared/api/conversion.ts';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import type { Caller } from '../../auth/callers.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { checkFormUserNo } from '../../drive/uploads/driveUpload.ts';
import { checkDeclaredLength, readForm } from '../../drive/uploads/intake.ts';
import { receiveFile, type Received } from '../../drive/uploads/receive.ts';
import type { Stash } from '../../drive/uploads/stash.ts';
import { uploadErrors } from '../../drive/uploads/uploadErrors.ts';
import { runWorker } from '../worker/runWorker.ts';
import type { ConversionSettings } from './conversionSettings.ts';

// POST /image/pdfToText (spec §7): a PDF's plain text, answered in the
// request. The PDF spools to disk and is read in the worker process with the
// conversion's limits (a hostile PDF fails as it would in a job); a few run
// at once per process, more are told to try again (503).

const AT_ONCE = 2;
let running = 0;

export async function pdfText(request: FastifyRequest, caller: Caller, deps: DriveDeps, settings: ConversionSettings, stash: Stash): Promise<WirePdfText> {
  if (running >= AT_ONCE) throw new DriveError(503, DRIVE_ERROR_CODES.convertBusy, 'The server is reading other PDFs; try again in a moment.');
  running++;
  try {
    const limit = deps.config.uploadLimitBytes - 1;
    checkDeclaredLength(request, limit, () => uploadErrors.tooLarge(deps.config.uploadLimitBytes));
    let received: Received | undefined;
    const fields = await readForm(request, {
      maxFiles: 1,
      maxFileBytes: limit,
      onFile: async (part, fieldsSoFar) => {
        checkFormUserNo(fieldsSoFar, caller);
        received = await receiveFile(
          part.file,
          {
            fileName: part.fileName,
            context: 'document',
            refuse: (kind) => (kind === 'pdf' ? undefined : uploadErrors.unsupported('document')),
            sinkFor: () => 'spool',
            requestBytes: limit,
            quotaBytes: Number.MAX_SAFE_INTEGER,
            truncated: () => part.file.truncated,
            sourceError: (error) => error,
          },
          deps,
          stash,
        );
      },
    });
    checkFormUserNo(fields, caller);
    if (received?.spoolPath === undefined) throw uploadErrors.badRequest('Send the PDF in a part named FILE.');
    const workDir = await mkdtemp(join(deps.tmpDir, 'pdf-text-'));
    try {
      const { answer } = await runWorker({ task: 'plain-text', inputPath: received.spoolPath, workDir, quality: 'ORDINARY', limits: settings.limits, ocrLanguages: [] });
      if (!answer.ok) throw new DriveError(422, DRIVE_ERROR_CODES.conversionFailed, `${answer.code}: ${answer.message}`);
      if (answer.task !== 'plain-text') throw new Error('The worker answered another task.');
      return { TEXT: await readFile(join(workDir, answer.textFile), 'utf8'), PAGES: answer.pages };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  } finally {
    running--;
  }
}
