import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Transaction } from 'kysely';
import { BlobNotFoundError } from '../../blobs/blobStore.ts';
import { CONVERT_JOB_KIND } from '../../drive/convertStatus.ts';
import type { DB } from '../../db/schema.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import type { JobHandler, JobOutcome } from '../../jobs/jobRunner.ts';
import type { ClaimedJob } from '../../jobs/jobQueue.ts';
import { ConversionFailure } from '../conversion.ts';
import { runWorker } from '../worker/runWorker.ts';
import { commitConversion, prepareConversion } from './storeConversion.ts';
import type { ConversionSettings } from './conversionSettings.ts';

// The html-convert job (spec §4): the kept source from the blob store into a
// private folder, the worker process converts it, the result goes into the
// drive. Its end, the document's state and the result's rows are one
// transaction (jobRunner.ts). A conversion that fails for the file's sake is
// FAILED at once with its reason (trying again would fail again); the kept
// source stays so the person can convert again (another quality).

export interface ConversionJobPayload {
  readonly sourceName: string;
}

export function conversionJobHandler(deps: DriveDeps, settings: ConversionSettings, onDone?: (run: { jobId: string; peakRssBytes: number; elapsedMs: number }) => void): JobHandler {
  return {
    kinds: [CONVERT_JOB_KIND],
    async run(job: ClaimedJob, signal: AbortSignal): Promise<JobOutcome> {
      const failed = (failure: ConversionFailure): JobOutcome => ({
        end: { status: 'FAILED', errorCode: failure.code, error: failure.message },
        commit: (trx) => markDocument(trx, job.dtmNo, 'FAILED'),
      });
      if (job.dtmNo === null || job.sourceKey === null) return failed(new ConversionFailure('INTERNAL', 'The job names no document or source.'));
      const workDir = await mkdtemp(join(deps.tmpDir, 'convert-'));
      try {
        const inputPath = join(workDir, 'source');
        try {
          await pipeline(await deps.blobs.get(job.sourceKey), createWriteStream(inputPath, { flags: 'wx' }));
        } catch (error) {
          if (error instanceof BlobNotFoundError) return failed(new ConversionFailure('INTERNAL', 'The uploaded file is no longer stored.'));
          throw error;
        }
        const run = await runWorker({ task: 'convert', inputPath, workDir, quality: job.quality, limits: settings.limits, ocrLanguages: settings.ocrLanguages }, signal);
        onDone?.({ jobId: job.jobId, peakRssBytes: run.peakRssBytes, elapsedMs: run.elapsedMs });
        const { answer } = run;
        if (!answer.ok) return failed(new ConversionFailure(answer.code, answer.message));
        if (answer.task !== 'convert') return failed(new ConversionFailure('INTERNAL', 'The worker answered another task.'));
        const title = await titleOf(deps, job.dtmNo);
        let prepared;
        try {
          prepared = await prepareConversion(deps, workDir, answer, title);
        } catch (error) {
          if (error instanceof ConversionFailure) return failed(error);
          throw error;
        }
        let oldKey: string | null = null;
        let committed = false;
        return {
          end: { status: 'SUCCESS', result: { notes: answer.notes, engine: answer.engine, sourcePages: answer.sourcePages, a11y: prepared.a11y }, dropSource: true },
          commit: async (trx) => {
            const done = await commitConversion(trx, deps, job.dtmNo as string, prepared);
            oldKey = done?.oldKey ?? null;
            committed = true;
          },
          discard: async () => {
            await Promise.allSettled(prepared.keys.map((key) => deps.blobs.delete(key)));
          },
          afterCommit: async () => {
            if (!committed) return;
            // The empty page the document had while converting, and the source no job keeps any more.
            await Promise.allSettled([oldKey, job.sourceKey].filter((key): key is string => key !== null).map((key) => deps.blobs.delete(key)));
          },
        };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
    async abandoned(trx, jobs) {
      for (const { dtmNo } of jobs) await markDocument(trx, dtmNo, 'FAILED');
    },
  };
}

async function titleOf(deps: DriveDeps, dtmNo: string): Promise<string> {
  const row = await deps.db.selectFrom('files').select('file_name').where('dtm_no', '=', dtmNo).executeTakeFirst();
  return row?.file_name ?? 'Untitled';
}

async function markDocument(trx: Transaction<DB>, dtmNo: string | null, status: 'FAILED'): Promise<void> {
  if (dtmNo === null) return;
  await trx.updateTable('files').set({ conversion_status: status }).where('dtm_no', '=', dtmNo).execute();
}
