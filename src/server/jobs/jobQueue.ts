import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

// The jobs table as a queue any number of server processes share (issue 21).
// A job is claimed by one process at a time: `FOR UPDATE SKIP LOCKED` picks a
// row no other transaction holds, and the claim writes `locked_by` and
// `locked_at` in the same statement. The holder renews `locked_at` while it
// works (a heartbeat); a claim whose heartbeat is older than the lease is
// taken to be from a process that died (killed, out of memory, the machine
// gone), and the job is claimed again — until `attempts` reaches the most
// allowed, when it is FAILED with WORKER_DIED. So no job stays ONGOING for
// longer than (attempts × lease) after its last worker stopped.
//
// The job's own end (SUCCESS, FAILED) is written by `finishJob`, and only
// while the caller still holds the claim: a worker that lost its lease (it
// stalled longer than the lease and someone else took the job) writes
// nothing.

export interface QueueSettings {
  /** A claim not renewed for this long is a dead worker's. */
  readonly leaseMs: number;
  /** Claims at most, the first included. */
  readonly maxAttempts: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { leaseMs: 60_000, maxAttempts: 3 };

export interface ClaimedJob {
  readonly jobId: string;
  readonly kind: string;
  readonly dtmNo: string | null;
  readonly userNo: string | null;
  readonly payload: unknown;
  readonly attempts: number;
  readonly sourceKey: string | null;
  readonly quality: 'ORDINARY' | 'HIGH';
}

type Db = Kysely<DB> | Transaction<DB>;

const leaseInterval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Fails the ONGOING jobs of `kinds` whose last claim expired (or was let go
 * after an error) with no attempt left; answers them (job, document) so the caller can mark their documents.
 */
export async function failAbandoned(db: Db, kinds: readonly string[], settings: QueueSettings): Promise<{ jobId: string; dtmNo: string | null }[]> {
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'FAILED',
      error_code: 'WORKER_DIED',
      error: sql<string>`'The conversion stopped ' || attempts || ' times before it ended (the server running it stopped or ran out of memory).'`,
      locked_by: null,
      locked_at: null,
      updated_at: sql`now()`,
    })
    .where('status', '=', 'ONGOING')
    .where('kind', 'in', kinds)
    .where('attempts', '>=', settings.maxAttempts)
    // Unclaimed with no attempt left: its last attempt ended in an unexpected error (jobRunner lets go of such a job to retry it, and none is left).
    .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', sql<Date>`now() - ${leaseInterval(settings.leaseMs)}`)]))
    .returning(['job_id', 'dtm_no'])
    .execute();
  return rows.map((row) => ({ jobId: String(row.job_id), dtmNo: row.dtm_no === null ? null : String(row.dtm_no) }));
}

/** Claims the oldest runnable job of `kinds` for `workerId`, or answers undefined when there is none. */
export async function claimJob(db: Db, kinds: readonly string[], workerId: string, settings: QueueSettings): Promise<ClaimedJob | undefined> {
  const row = await db
    .updateTable('jobs')
    .set({ attempts: sql`attempts + 1`, locked_by: workerId, locked_at: sql`now()`, updated_at: sql`now()` })
    .where(
      'job_id',
      '=',
      db
        .selectFrom('jobs')
        .select('job_id')
        .where('status', '=', 'ONGOING')
        .where('kind', 'in', kinds)
        .where('run_after', '<=', sql<Date>`now()`)
        .where('attempts', '<', settings.maxAttempts)
        .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', sql<Date>`now() - ${leaseInterval(settings.leaseMs)}`)]))
        .orderBy('run_after')
        .orderBy('job_id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['job_id', 'kind', 'dtm_no', 'user_no', 'payload', 'attempts', 'source_key', 'quality'])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    jobId: String(row.job_id),
    kind: row.kind,
    dtmNo: row.dtm_no === null ? null : String(row.dtm_no),
    userNo: row.user_no === null ? null : String(row.user_no),
    payload: row.payload,
    attempts: row.attempts,
    sourceKey: row.source_key,
    quality: row.quality,
  };
}

/** Renews the claim; false when it is no longer this worker's (it lost the lease). */
export async function renewClaim(db: Db, jobId: string, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'ONGOING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface JobEnd {
  readonly status: 'SUCCESS' | 'FAILED';
  readonly errorCode?: string;
  readonly error?: string;
  readonly result?: unknown;
  /** The source is no longer kept (a success). */
  readonly dropSource?: boolean;
}

/** Ends the job if `workerId` still holds it; false when it does not (nothing is written). `locked_by` keeps who ended it. */
export async function finishJob(db: Db, jobId: string, workerId: string, end: JobEnd): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: end.status,
      error_code: end.errorCode ?? null,
      error: end.error ?? null,
      result: end.result === undefined ? null : JSON.stringify(end.result),
      locked_at: null,
      updated_at: sql`now()`,
      ...(end.dropSource ? { source_key: null } : {}),
    })
    .where('job_id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'ONGOING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the claim back without ending the job (this process is stopping): another takes it at once, the attempt not counted. */
export async function releaseClaim(db: Db, jobId: string, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_by: null, locked_at: null, attempts: sql`greatest(attempts - 1, 0)`, updated_at: sql`now()` })
    .where('job_id', '=', jobId)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'ONGOING')
    .execute();
}
