import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { planBook, writeBook, MEDIA_TYPES, type DaisyPlan } from '../../../core/daisy/index.ts';
import { DAISY_DEFAULT_VOICE, DAISY_RATE, DAISY_VOICES, type DaisyVoice } from '../../../shared/api/daisy.ts';
import { BlobNotFoundError } from '../../blobs/blobStore.ts';
import { storedDocument } from '../../book/bookReading.ts';
import type { DB } from '../../db/schema.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { loadFile } from '../../drive/files.ts';
import type { JobHandler, JobOutcome } from '../../jobs/jobRunner.ts';
import type { ClaimedJob } from '../../jobs/jobQueue.ts';
import { makeBookAudio, type BookAudio, type BookAudioOptions } from '../audio/bookAudio.ts';
import { DaisyFailure } from '../daisyFailure.ts';
import { BookBlobWriter } from '../store/daisyBlobs.ts';
import { bookZipSize } from '../store/bookZip.ts';
import { dropOtherBooks, insertBookRows } from '../store/daisyRows.ts';
import { bookContents } from './bookContents.ts';
import { storeBookImages } from './bookImages.ts';
import type { DaisySettings } from './daisySettings.ts';

// The 'daisy' job (issue 23): a Book document as a DAISY 3 book. The stored
// document is planned (core/daisy), spoken when audio was asked for (the
// page's own recording where it has one), written, and every file stored as
// a blob; the job's end, the book's rows and its contents (jobs.result) are
// one transaction (jobRunner.ts), and the document's previous book goes with
// it. A DaisyFailure (the document's fault, or the budget spent) ends the
// job FAILED at once; anything else is unexpected and tried again.

export const DAISY_JOB_KIND = 'daisy';

/** What POST /doc/daisy-convert asked for (jobs.payload). */
export interface DaisyJobPayload {
  readonly audio: boolean;
  readonly voice: DaisyVoice;
  readonly rate: number;
}

export type MakeBookAudio = (plan: DaisyPlan, options: BookAudioOptions) => Promise<BookAudio>;

export const DAISY_GENERATOR = 'Tactile Studio';

/** The payload as stored, with the defaults for anything missing or out of range (a row written by hand). */
export function payloadOf(value: unknown): DaisyJobPayload {
  const raw = (value ?? {}) as Partial<Record<keyof DaisyJobPayload, unknown>>;
  const voice = DAISY_VOICES.find((known) => known === raw.voice) ?? DAISY_DEFAULT_VOICE;
  const rate = typeof raw.rate === 'number' && Number.isInteger(raw.rate) && raw.rate >= DAISY_RATE.min && raw.rate <= DAISY_RATE.max ? raw.rate : DAISY_RATE.default;
  return { audio: raw.audio !== false, voice, rate };
}

const AUDIO_EXTENSIONS: Readonly<Record<string, string>> = { 'audio/mpeg': 'mp3', 'audio/mp4': 'm4a' };

/** The book's publisher: the site's name, or the product's. */
async function publisherOf(deps: DriveDeps): Promise<string> {
  const site = await deps.db.selectFrom('sites').select('name').orderBy('site_no').limit(1).executeTakeFirst();
  return site?.name.trim() || 'Tactile Studio';
}

/** The document's own page recordings, copied into the job's folder: page number → local file. */
async function copyRecordings(deps: DriveDeps, dtmNo: string, pageCount: number, workDir: string): Promise<Map<number, string>> {
  const rows = await deps.db
    .selectFrom('file_pages')
    .select(['page_no', 'audio_blob_key', 'audio_content_type'])
    .where('dtm_no', '=', dtmNo)
    .where('audio_blob_key', 'is not', null)
    .where('page_no', '<=', pageCount)
    .orderBy('page_no')
    .execute();
  const folder = join(workDir, 'recordings');
  await mkdir(folder, { recursive: true });
  const recordings = new Map<number, string>();
  for (const row of rows) {
    const path = join(folder, `page-${row.page_no}.${AUDIO_EXTENSIONS[row.audio_content_type ?? ''] ?? 'mp3'}`);
    try {
      await pipeline(await deps.blobs.get(row.audio_blob_key as string), createWriteStream(path, { flags: 'wx' }));
    } catch (error) {
      // A recording gone from the store (removed while we read): the page is spoken instead.
      if (error instanceof BlobNotFoundError) continue;
      throw error;
    }
    recordings.set(row.page_no, path);
  }
  return recordings;
}

/** The job's signal and its wall-clock budget together; `timedOut` tells which ended it. */
function budgetSignal(signal: AbortSignal, timeoutMs: number): { signal: AbortSignal; timedOut: () => boolean; clear: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DaisyFailure('TIMED_OUT', `Making the book took longer than ${Math.round(timeoutMs / 60_000)} minutes.`));
  }, timeoutMs);
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}

export interface DaisyJobOptions {
  /** The speech step; tests put a fake here. */
  readonly makeAudio?: MakeBookAudio;
}

export function daisyJobHandler(deps: DriveDeps, settings: DaisySettings, options: DaisyJobOptions = {}): JobHandler {
  const makeAudio = options.makeAudio ?? makeBookAudio;
  const limits = settings.limits;
  return {
    kinds: [DAISY_JOB_KIND],
    async run(job: ClaimedJob, jobSignal: AbortSignal): Promise<JobOutcome> {
      const failed = (failure: DaisyFailure): JobOutcome => {
        let dropped: string[] = [];
        return {
          end: { status: 'FAILED', errorCode: failure.code, error: failure.message },
          commit: async (trx) => {
            dropped = job.dtmNo === null ? [] : await dropOtherBooks(trx, job.dtmNo, null);
          },
          afterCommit: () => removeBlobs(deps, dropped),
        };
      };
      if (job.dtmNo === null) return failed(new DaisyFailure('INTERNAL', 'The job names no document.'));
      const dtmNo = job.dtmNo;
      const file = await loadFile(deps.db, dtmNo);
      if (!file || file.blob_key === null) return failed(new DaisyFailure('INTERNAL', 'The document is no longer stored.'));
      const payload = payloadOf(job.payload);
      const writer = new BookBlobWriter(deps.blobs, dtmNo, limits.maxBookBytes);
      const budget = budgetSignal(jobSignal, limits.timeoutMs);
      await mkdir(deps.tmpDir, { recursive: true });
      const workDir = await mkdtemp(join(deps.tmpDir, 'daisy-'));
      try {
        let document;
        try {
          document = await storedDocument(deps, file);
        } catch (error) {
          // The document's own content gone from the store: no attempt will find it.
          if (error instanceof DriveError) throw new DaisyFailure('INTERNAL', 'The document\'s content is no longer stored.');
          throw error;
        }
        const plan = planBook(document, { title: file.file_name });
        if (plan.syncPoints.length > limits.maxSyncPoints) throw new DaisyFailure('TOO_LARGE', `The document has ${plan.syncPoints.length} sentences, headings and pages; a book can have at most ${limits.maxSyncPoints}.`);

        let audio: BookAudio | undefined;
        if (payload.audio) {
          const recordings = await copyRecordings(deps, dtmNo, plan.pageCount, workDir);
          try {
            audio = await makeAudio(plan, { voice: payload.voice, rate: payload.rate, recordings, workDir, signal: budget.signal });
          } catch (error) {
            if (budget.timedOut()) throw budget.signal.reason;
            throw error;
          }
        }
        if (budget.signal.aborted) throw budget.signal.reason;

        const images = await storeBookImages(deps, plan, String(file.owner_user_no), writer, limits.maxImageBytes);
        const info = { uid: `urn:uuid:${randomUUID()}`, publisher: await publisherOf(deps), date: deps.now().toISOString().slice(0, 10), generator: DAISY_GENERATOR };
        for (const bookFile of writeBook(plan, { info, images, ...(audio ? { clips: audio.clips } : {}) })) {
          const bytes = Buffer.from(bookFile.content, 'utf8');
          await writer.put(bookFile.path, bytes, bytes.length, contentTypeOf(bookFile.path));
        }
        for (const audioFile of audio?.files ?? []) {
          const size = (await stat(audioFile.file)).size;
          await writer.put(audioFile.path, async () => createReadStream(audioFile.file), size, MEDIA_TYPES.mp3);
        }
        if (budget.signal.aborted) throw budget.signal.reason;

        const contents = bookContents(plan, audio, bookZipSize(writer.files, deps.now()));
        let dropped: string[] = [];
        let committed = false;
        return {
          end: { status: 'SUCCESS', result: contents },
          commit: async (trx) => {
            await insertBookRows(trx, job.jobId, dtmNo, writer.files);
            dropped = await dropOtherBooks(trx, dtmNo, job.jobId);
            committed = true;
          },
          discard: () => writer.discard(),
          afterCommit: async () => {
            if (committed) await removeBlobs(deps, dropped);
          },
        };
      } catch (error) {
        await writer.discard();
        if (error instanceof DaisyFailure && !jobSignal.aborted) return failed(error);
        throw error;
      } finally {
        budget.clear();
        await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
      }
    },
    async abandoned(trx, jobs) {
      await markAbandoned(trx, jobs);
    },
  };
}

/** A book's text files by their name (their manifest media types). */
function contentTypeOf(path: string): string {
  if (path.endsWith('.opf')) return MEDIA_TYPES.opf;
  if (path.endsWith('.ncx')) return MEDIA_TYPES.ncx;
  if (path.endsWith('.smil')) return MEDIA_TYPES.smil;
  if (path.endsWith('.res')) return MEDIA_TYPES.resource;
  return MEDIA_TYPES.dtbook;
}

async function removeBlobs(deps: DriveDeps, keys: readonly string[]): Promise<void> {
  // One at a time; a blob that cannot go now is an orphan the sweep removes.
  for (const key of keys) await deps.blobs.delete(key).catch(() => undefined);
}

/** Jobs given up after their last attempt: their reason in the book's words, and the document's older book gone (the sweep takes its blobs). */
async function markAbandoned(trx: Transaction<DB>, jobs: readonly { jobId: string; dtmNo: string | null }[]): Promise<void> {
  for (const { jobId, dtmNo } of jobs) {
    await trx
      .updateTable('jobs')
      .set({ error: sql<string>`'Making the DAISY book stopped ' || attempts || ' times before it ended (the server making it stopped or ran out of memory).'` })
      .where('job_id', '=', jobId)
      .execute();
    if (dtmNo !== null) await dropOtherBooks(trx, dtmNo, null);
  }
}
