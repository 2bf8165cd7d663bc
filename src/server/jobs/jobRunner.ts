import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { claimJob, failAbandoned, finishJob, releaseClaim, renewClaim, type ClaimedJob, type JobEnd, type QueueSettings } from './jobQueue.ts';

// One process's share of the queue: up to `concurrency` jobs of some kinds at
// once, looked for every `pollMs` and whenever `wake()` says one was added
// here. While a job runs its claim is renewed every third of the lease; a
// renewal that fails means another process took the job, and the work is
// aborted. The job's end and its effects (the converted document, say) are
// written in one transaction, and only while the claim is still ours.
// `stop()` aborts what runs and gives the claims back uncounted, so a
// restart or another process carries on at once.

export interface JobOutcome {
  readonly end: JobEnd;
  /** What the job changes besides its own row, in the same transaction (after the claim was checked). */
  readonly commit?: (trx: Transaction<DB>) => Promise<void>;
  /** Undoes what the job wrote outside the database (blobs) when its end could not be committed. */
  readonly discard?: () => Promise<void>;
  /** Runs after the commit: removes what the committed state no longer names (old blobs). */
  readonly afterCommit?: () => Promise<void>;
}

export interface JobHandler {
  readonly kinds: readonly string[];
  run(job: ClaimedJob, signal: AbortSignal): Promise<JobOutcome>;
  /** Jobs failed for having no attempt left: their effects (a document's state) in the same transaction. */
  abandoned(trx: Transaction<DB>, jobs: readonly { jobId: string; dtmNo: string | null }[]): Promise<void>;
}

export interface RunnerOptions {
  readonly db: Kysely<DB>;
  readonly workerId: string;
  readonly settings: QueueSettings;
  readonly concurrency: number;
  readonly pollMs: number;
  readonly handler: JobHandler;
  readonly onError: (error: unknown) => void;
  /** Claim nothing until `start()` (the server's start-up sweeps its temporary folder first). */
  readonly deferStart?: boolean;
}

export interface JobRunner {
  /** Starts looking for jobs (a runner made with `deferStart` waits for this). */
  start(): void;
  /** A job was added: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

class LostClaim extends Error {}

/** Unexpected failures (the database away) are tried again after this, the attempt counted. */
const RETRY_DELAY_MS = 5_000;

export function startJobRunner(options: RunnerOptions): JobRunner {
  const { db, workerId, settings, handler } = options;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let lookAgain = false;

  const runOne = async (job: ClaimedJob): Promise<void> => {
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      renewClaim(db, job.jobId, workerId)
        .then((held) => {
          if (!held) controller.abort(new LostClaim(`Job ${job.jobId} was taken over.`));
        })
        .catch(options.onError);
    }, Math.max(50, settings.leaseMs / 3));
    const entry = { controller, done: Promise.resolve() };
    running.set(job.jobId, entry);
    try {
      const outcome = await handler.run(job, controller.signal);
      if (controller.signal.aborted) {
        await outcome.discard?.();
        return;
      }
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await finishJob(trx, job.jobId, workerId, outcome.end))) throw new LostClaim(`Job ${job.jobId} was taken over.`);
          await outcome.commit?.(trx);
        });
      } catch (error) {
        await outcome.discard?.();
        throw error;
      }
      await outcome.afterCommit?.().catch(options.onError);
    } catch (error) {
      if (error instanceof LostClaim || controller.signal.aborted) return;
      options.onError(error);
      await db
        .updateTable('jobs')
        .set({ locked_by: null, locked_at: null, run_after: sql`now() + make_interval(secs => ${RETRY_DELAY_MS / 1000})`, updated_at: sql`now()` })
        .where('job_id', '=', job.jobId)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'ONGOING')
        .execute()
        .catch(options.onError);
    } finally {
      clearInterval(heartbeat);
      running.delete(job.jobId);
      if (!stopped) wake();
    }
  };

  const look = async (): Promise<void> => {
    await db.transaction().execute(async (trx) => {
      const jobs = await failAbandoned(trx, handler.kinds, settings);
      if (jobs.length > 0) await handler.abandoned(trx, jobs);
    });
    while (!stopped && running.size < options.concurrency) {
      const job = await claimJob(db, handler.kinds, workerId, settings);
      if (job === undefined) return;
      const done = runOne(job);
      const entry = running.get(job.jobId);
      if (entry) entry.done = done;
    }
  };

  const wake = (): void => {
    if (stopped || !started) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = look()
      .catch(options.onError)
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        }
      });
  };

  const start = (): void => {
    if (started || stopped) return;
    started = true;
    timer = setInterval(wake, options.pollMs);
    timer.unref();
    wake();
  };
  if (!options.deferStart) start();

  return {
    start,
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await looking;
      const jobs = [...running.entries()];
      for (const [, { controller }] of jobs) controller.abort(new Error('The server is stopping.'));
      await Promise.allSettled(jobs.map(([, { done }]) => done));
      await Promise.allSettled(jobs.map(([jobId]) => releaseClaim(db, jobId, workerId)));
    },
  };
}
