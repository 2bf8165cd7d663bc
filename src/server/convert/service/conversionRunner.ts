import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { conversionJobHandler } from './conversionJob.ts';
import type { ConversionSettings } from './conversionSettings.ts';

// This process's conversion worker pool: the job runner with the conversion
// handler. Every server process runs one (CONVERT_WORKERS conversions at
// once, 0 for none); they share the queue in the database.

export function startConversionRunner(deps: DriveDeps, settings: ConversionSettings, onError: (error: unknown) => void, deferStart = false): JobRunner {
  return startJobRunner({
    db: deps.db,
    workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    settings: settings.queue,
    concurrency: settings.workers,
    pollMs: settings.pollMs,
    handler: conversionJobHandler(deps, settings),
    onError,
    deferStart,
  });
}
