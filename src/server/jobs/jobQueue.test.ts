import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { createThrowawayDatabase, openTestDatabase, POSTGRES_TEST_ENGINES, TEST_ENGINES, type ThrowawayDatabase } from '../db/testDatabases.ts';
import { claimJob, failAbandoned, finishJob, renewClaim } from './jobQueue.ts';
import { startJobRunner, type JobHandler } from './jobRunner.ts';

// The queue's life cycle on a real database: a job is claimed by one worker
// at a time, a dead worker's job (its heartbeat stopped) is claimed again,
// and after the last attempt it is FAILED — never left ONGOING.

const KIND = 'test-job';
const SETTINGS = { leaseMs: 400, maxAttempts: 3 };

async function addJobs(db: Kysely<DB>, count: number): Promise<string[]> {
  const rows = await db
    .insertInto('jobs')
    .values(Array.from({ length: count }, (_, i) => ({ kind: KIND, payload: JSON.stringify({ i }) })))
    .returning('job_id')
    .execute();
  return rows.map((row) => String(row.job_id));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await wait(50);
  }
}

describe.each(TEST_ENGINES)('the job queue on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  const clear = () => database.db.deleteFrom('jobs').execute();

  it('hands a job to one worker; a second finds none while the claim is held', async () => {
    await clear();
    const [jobId] = await addJobs(database.db, 1);
    const first = await claimJob(database.db, [KIND], 'a', SETTINGS);
    expect(first?.jobId).toBe(jobId);
    expect(first?.attempts).toBe(1);
    expect(await claimJob(database.db, [KIND], 'b', SETTINGS)).toBeUndefined();
    expect(await renewClaim(database.db, jobId as string, 'b')).toBe(false);
    expect(await finishJob(database.db, jobId as string, 'b', { status: 'SUCCESS' })).toBe(false);
    expect(await finishJob(database.db, jobId as string, 'a', { status: 'SUCCESS' })).toBe(true);
    const row = await database.db.selectFrom('jobs').selectAll().where('job_id', '=', jobId as string).executeTakeFirstOrThrow();
    expect(row.status).toBe('SUCCESS');
    // Who ended it stays on record; the claim itself is over.
    expect(row.locked_by).toBe('a');
    expect(row.locked_at).toBeNull();
  });

  it('claims a dead worker\'s job again after the lease, and fails it after the last attempt', async () => {
    await clear();
    const [jobId] = await addJobs(database.db, 1);
    for (let attempt = 1; attempt <= SETTINGS.maxAttempts; attempt++) {
      const claim = await claimJob(database.db, [KIND], `dead-${attempt}`, SETTINGS);
      expect(claim?.attempts).toBe(attempt);
      // A heartbeat keeps it; none (the worker died) lets the lease run out.
      expect(await renewClaim(database.db, jobId as string, `dead-${attempt}`)).toBe(true);
      expect(await claimJob(database.db, [KIND], 'other', SETTINGS)).toBeUndefined();
      await wait(SETTINGS.leaseMs + 150);
    }
    expect(await claimJob(database.db, [KIND], 'late', SETTINGS)).toBeUndefined();
    const failed = await failAbandoned(database.db, [KIND], SETTINGS);
    expect(failed.map((job) => job.jobId)).toEqual([jobId]);
    const row = await database.db.selectFrom('jobs').selectAll().where('job_id', '=', jobId as string).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'FAILED', error_code: 'WORKER_DIED', attempts: 3, locked_by: null });
    expect(row.error).toMatch(/stopped 3 times/);
  });

  it('fails a job whose last attempt ended in an error (let go to retry, with no attempt left), and spares one with attempts left', async () => {
    await clear();
    const [spent, left] = await addJobs(database.db, 2);
    await database.db.updateTable('jobs').set({ attempts: SETTINGS.maxAttempts, locked_by: null, locked_at: null }).where('job_id', '=', spent as string).execute();
    await database.db.updateTable('jobs').set({ attempts: SETTINGS.maxAttempts - 1, locked_by: null, locked_at: null }).where('job_id', '=', left as string).execute();
    expect((await failAbandoned(database.db, [KIND], SETTINGS)).map((job) => job.jobId)).toEqual([spent]);
    const rows = await database.db.selectFrom('jobs').select(['job_id', 'status']).where('job_id', 'in', [spent as string, left as string]).orderBy('job_id').execute();
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'ONGOING']);
  });

  it('runs each job once with two runners, renews claims of long jobs, and leaves nothing ONGOING', async () => {
    await clear();
    const ids = await addJobs(database.db, 12);
    const seen: string[] = [];
    const handler = (name: string): JobHandler => ({
      kinds: [KIND],
      async run(job) {
        seen.push(job.jobId);
        // Longer than the lease: only the heartbeat keeps the other runner off it.
        await wait(SETTINGS.leaseMs * 1.5);
        return { end: { status: 'SUCCESS', result: { by: name } } };
      },
      abandoned: () => Promise.resolve(),
    });
    const errors: unknown[] = [];
    const runners = ['one', 'two'].map((name) =>
      startJobRunner({ db: database.db, workerId: name, settings: SETTINGS, concurrency: 2, pollMs: 50, handler: handler(name), onError: (error) => errors.push(error) }),
    );
    await until(async () => (await database.db.selectFrom('jobs').select('job_id').where('status', '=', 'ONGOING').execute()).length === 0, 30_000);
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(errors).toEqual([]);
    expect([...seen].sort()).toEqual([...ids].sort());
    const rows = await database.db.selectFrom('jobs').select(['status', 'attempts', 'locked_by']).execute();
    expect(rows.every((row) => row.status === 'SUCCESS' && row.attempts === 1)).toBe(true);
    // Both took a share.
    expect(new Set(rows.map((row) => row.locked_by))).toEqual(new Set(['one', 'two']));
  }, 40_000);

  it('gives claims back uncounted when a runner stops mid-job', async () => {
    await clear();
    const [jobId] = await addJobs(database.db, 1);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = startJobRunner({
      db: database.db,
      workerId: 'stopping',
      settings: SETTINGS,
      concurrency: 1,
      pollMs: 50,
      handler: {
        kinds: [KIND],
        run: (_job, signal) =>
          new Promise((resolve) => {
            started();
            signal.addEventListener('abort', () => resolve({ end: { status: 'SUCCESS' } }));
          }),
        abandoned: () => Promise.resolve(),
      },
      onError: () => undefined,
    });
    await running;
    await runner.stop();
    const row = await database.db.selectFrom('jobs').selectAll().where('job_id', '=', jobId as string).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ONGOING', attempts: 0, locked_by: null });
  });
});

describe.each(POSTGRES_TEST_ENGINES)('two server processes\' connections on %s', () => {
  let throwaway: ThrowawayDatabase;
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(process.env['TEST_DATABASE_URL'] as string);
    first = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'memory' });
    second = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'memory' });
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await throwaway?.drop();
  });

  it('never claims one job twice when both ask at the same moment (SKIP LOCKED)', async () => {
    const ids = await addJobs(first.db, 40);
    const claimed: string[] = [];
    const claimAll = async (db: Kysely<DB>, name: string) => {
      for (;;) {
        const job = await claimJob(db, [KIND], name, SETTINGS);
        if (job === undefined) return;
        claimed.push(job.jobId);
      }
    };
    await Promise.all([claimAll(first.db, 'p1'), claimAll(second.db, 'p2'), claimAll(first.db, 'p1b'), claimAll(second.db, 'p2b')]);
    expect([...claimed].sort()).toEqual([...ids].sort());
    const count = await sql<{ n: string }>`select count(distinct locked_by) as n from jobs`.execute(first.db);
    expect(Number(count.rows[0]?.n)).toBeGreaterThan(1);
  });
});
