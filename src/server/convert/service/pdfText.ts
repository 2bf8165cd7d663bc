import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { WirePdfText } from '../../../shared/api/conversion.ts';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import type { Caller } from '../../auth/callers.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import type { Stash } from '../../drive/uploads/stash.ts';
import { runWorker } from '../worker/runWorker.ts';
import { receiveDocument } from './receiveDocument.ts';
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
    const { received } = await receiveDocument(request, caller, deps, stash, 'pdf');
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
