import type { Readable } from 'node:stream';
import { DAISY_FAILURE_CODES, type DaisyFailureCode, type DaisyStatus, type WireDaisyContents, type WireDaisyPending, type WireDaisyState } from '../../../shared/api/daisy.ts';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { fileUrlKey } from '../../drive/fileUrls.ts';
import type { StoredDaisyContents } from '../job/bookContents.ts';
import { DAISY_JOB_KIND, payloadOf } from '../job/daisyJob.ts';
import { bookZip } from '../store/bookZip.ts';
import { bookFilesOf } from '../store/daisyRows.ts';
import { ownBookDocument } from './daisyDocument.ts';

// A document's latest DAISY book, read (spec §7): its state
// (GET /doc/daisy-status), the ZIP (GET /doc/daisy) and its navigation
// (GET /doc/daisy-contents). The two last answer 202 while it is being
// made, 404 DAISY_NOT_FOUND when none was, 409 DAISY_FAILED when the latest
// attempt failed.

async function latestJob(deps: DriveDeps, dtmNo: string) {
  return deps.db
    .selectFrom('jobs')
    .select(['job_id', 'status', 'payload', 'error_code', 'error', 'result', 'created_at'])
    .where('kind', '=', DAISY_JOB_KIND)
    .where('dtm_no', '=', dtmNo)
    .orderBy('job_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const failureCode = (code: string | null): DaisyFailureCode | null => (code === null ? null : (DAISY_FAILURE_CODES as readonly string[]).includes(code) ? (code as DaisyFailureCode) : 'INTERNAL');

export async function daisyState(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<WireDaisyState> {
  const file = await ownBookDocument(deps, ownerRowNo, dtmNo);
  const documentNo = String(file.dtm_no);
  const job = await latestJob(deps, documentNo);
  if (!job) return { DTM_NO: documentNo, STATUS: 'NONE', AUDIO: null, VOICE: null, RATE: null, ERROR_CODE: null, ERROR: null, CREATED_AT: null, SIZE: null, TOTAL_TIME: null };
  const payload = payloadOf(job.payload);
  const contents = job.status === 'SUCCESS' ? (job.result as StoredDaisyContents | null) : null;
  return {
    DTM_NO: documentNo,
    STATUS: job.status as DaisyStatus,
    AUDIO: payload.audio ? 'Y' : 'N',
    VOICE: payload.voice,
    RATE: payload.rate,
    ERROR_CODE: job.status === 'FAILED' ? failureCode(job.error_code) ?? 'INTERNAL' : null,
    ERROR: job.status === 'FAILED' ? job.error : null,
    CREATED_AT: new Date(job.created_at).toISOString(),
    SIZE: contents?.SIZE ?? null,
    TOTAL_TIME: contents?.TOTAL_TIME ?? null,
  };
}

/** The made book, or what to answer instead. */
export type MadeBook<T> = { readonly kind: 'made'; readonly value: T } | { readonly kind: 'pending'; readonly value: WireDaisyPending };

/** The latest job when it succeeded; 202's answer while one runs; 404/409 otherwise. */
async function madeJob(deps: DriveDeps, ownerRowNo: string, dtmNo: string) {
  const file = await ownBookDocument(deps, ownerRowNo, dtmNo);
  const documentNo = String(file.dtm_no);
  const job = await latestJob(deps, documentNo);
  if (!job) throw new DriveError(404, DRIVE_ERROR_CODES.daisyNotFound, 'No DAISY book was made of this document.');
  if (job.status === 'ONGOING') return { file, documentNo, pending: { DTM_NO: documentNo, STATUS: 'ONGOING' } as const };
  if (job.status === 'FAILED') {
    const code = failureCode(job.error_code) ?? 'INTERNAL';
    throw new DriveError(409, DRIVE_ERROR_CODES.daisyFailed, `${code}: the DAISY book could not be made. ${job.error ?? ''}`.trim());
  }
  return { file, documentNo, job: { jobId: String(job.job_id), contents: job.result as StoredDaisyContents } };
}

export interface DaisyDownload {
  readonly stream: Readable;
  readonly size: number;
  readonly fileName: string;
}

export async function daisyDownload(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<MadeBook<DaisyDownload>> {
  const made = await madeJob(deps, ownerRowNo, dtmNo);
  if ('pending' in made) return { kind: 'pending', value: made.pending };
  const files = await bookFilesOf(deps.db, made.job.jobId);
  const zip = bookZip(files, (file) => deps.blobs.get(file.key), deps.now());
  return { kind: 'made', value: { stream: zip.stream, size: zip.size, fileName: `${made.file.file_name}.zip` } };
}

export async function daisyContents(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<MadeBook<WireDaisyContents>> {
  const made = await madeJob(deps, ownerRowNo, dtmNo);
  if ('pending' in made) return { kind: 'pending', value: made.pending };
  const stored = made.job.contents;
  const files = await bookFilesOf(deps.db, made.job.jobId);
  const keyOf = new Map(files.map((file) => [file.path, file.key]));
  const signer = (await fileUrlKey(deps)).signerFor('owner');
  return {
    kind: 'made',
    value: {
      DTM_NO: made.documentNo,
      STATUS: 'SUCCESS',
      TITLE: stored.TITLE,
      LANG: stored.LANG,
      AUDIO: stored.AUDIO,
      TOTAL_TIME: stored.TOTAL_TIME,
      AUDIO_FILES: stored.AUDIO_FILES.flatMap((audio) => {
        const key = keyOf.get(audio.FILE);
        return key ? [{ FILE: audio.FILE, URL: signer.sign(key), DURATION: audio.DURATION }] : [];
      }),
      HEADINGS: stored.HEADINGS,
      PAGES: stored.PAGES,
      PHRASES: stored.PHRASES,
    },
  };
}
