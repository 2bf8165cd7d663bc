import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import { daisyJobHandler, type DaisyJobOptions } from './daisyJob.ts';
import type { DaisySettings } from './daisySettings.ts';

// This process's DAISY book makers: a runner of its own on the shared jobs
// table, beside the conversions' one. A book with audio takes minutes (every
// sentence spoken and encoded), so sharing the conversions' worker slots
// would hold an uploaded PDF behind someone's long book, and the other way
// round; each kind gets its own concurrency and budget instead. Claiming,
// leases, retries and WORKER_DIED are the queue's, as for conversions.

export function startDaisyRunner(deps: DriveDeps, settings: DaisySettings, onError: (error: unknown) => void, deferStart = false, options: DaisyJobOptions = {}): JobRunner {
  return startJobRunner({
    db: deps.db,
    workerId: `${hostname()}:${process.pid}:daisy:${randomUUID().slice(0, 8)}`,
    settings: settings.queue,
    concurrency: settings.workers,
    pollMs: settings.pollMs,
    handler: daisyJobHandler(deps, settings, options),
    onError,
    deferStart,
  });
}
