import type { Kysely } from 'kysely';
import { CONVERSION_FAILURE_CODES, type ConversionFailureCode, type ConversionStatus, type WireConversionNote, type WireConversionState, type WireConversionStarted, type ConvertQuality } from '../../../shared/api/conversion.ts';
import type { DB } from '../../db/schema.ts';
import { CONVERT_JOB_KIND } from '../../drive/convertStatus.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { ownFile, ownLiveFile } from '../../drive/files.ts';
import type { ConversionNote } from '../conversion.ts';
import { wireA11yFindings } from './accessibilityFindings.ts';
import type { ConversionSettings } from './conversionSettings.ts';
import { AllowanceUsedUp, takeHighQuality } from './highQualityAllowance.ts';
import { conversionErrors } from './startConversion.ts';

// GET /doc/convert-status (spec §7) and POST /doc/convert-again: a
// document's latest conversion, read or started again. Only the owner sees
// a document's conversion; anyone else's is FILE_NOT_FOUND as every drive
// read of a file not theirs.

async function latestJob(db: Kysely<DB>, dtmNo: string) {
  return db
    .selectFrom('jobs')
    .select(['job_id', 'status', 'quality', 'error_code', 'error', 'result', 'attempts', 'source_key'])
    .where('kind', '=', CONVERT_JOB_KIND)
    .where('dtm_no', '=', dtmNo)
    .orderBy('job_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

interface StoredResult {
  readonly notes?: readonly ConversionNote[];
  readonly engine?: string;
  readonly sourcePages?: number;
}

const wireNote = (note: ConversionNote): WireConversionNote => ({ KIND: note.kind, PAGE: note.page ?? null, DETAIL: note.detail, CONFIDENCE: note.confidence ?? null });

export async function conversionState(deps: DriveDeps, ownerRowNo: string, dtmNo: string): Promise<WireConversionState> {
  const file = await ownFile(deps.db, ownerRowNo, dtmNo);
  const job = await latestJob(deps.db, String(file.dtm_no));
  if (job === undefined) throw conversionErrors.notConverted();
  const result = (job.result ?? {}) as StoredResult;
  const code = job.error_code as ConversionFailureCode | null;
  return {
    DTM_NO: String(file.dtm_no),
    STATUS: job.status as ConversionStatus,
    QUALITY: job.quality,
    ERROR_CODE: code !== null && (CONVERSION_FAILURE_CODES as readonly string[]).includes(code) ? code : code === null ? null : 'INTERNAL',
    ERROR: job.error,
    NOTES: (result.notes ?? []).map(wireNote),
    ENGINE: result.engine ?? null,
    SOURCE_PAGES: result.sourcePages ?? null,
    ATTEMPTS: job.attempts,
    A11Y_FINDINGS: job.status === 'SUCCESS' ? wireA11yFindings(job.result) : null,
  };
}

/** A FAILED conversion again, from the kept source, at `quality` (NO_TEXT at ordinary quality → high). */
export async function convertAgain(deps: DriveDeps, settings: ConversionSettings, ownerRowNo: string, dtmNo: string, quality: ConvertQuality): Promise<WireConversionStarted> {
  const file = await ownLiveFile(deps.db, ownerRowNo, dtmNo);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const job = await trx
        .selectFrom('jobs')
        .select(['job_id', 'status', 'source_key', 'payload'])
        .where('kind', '=', CONVERT_JOB_KIND)
        .where('dtm_no', '=', file.dtm_no)
        .orderBy('job_id', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (job === undefined || job.status !== 'FAILED' || job.source_key === null) throw conversionErrors.notConvertible();
      if (quality === 'HIGH') await takeHighQuality(trx, ownerRowNo, settings.highQualityPerMonth, deps.now());
      // The source passes to the new job; the old one keeps its story.
      await trx.updateTable('jobs').set({ source_key: null, popup_shown: true }).where('job_id', '=', job.job_id).execute();
      await trx
        .insertInto('jobs')
        .values({ kind: CONVERT_JOB_KIND, dtm_no: file.dtm_no, user_no: ownerRowNo, source_key: job.source_key, quality, payload: JSON.stringify(job.payload ?? {}), created_at: deps.now() })
        .execute();
      await trx.updateTable('files').set({ conversion_status: 'ONGOING' }).where('dtm_no', '=', file.dtm_no).execute();
      return { DTM_NO: String(file.dtm_no), DTM_NAME: file.file_name, DTM_GROUP_NO: file.dtm_group_no === null ? null : String(file.dtm_group_no), STATUS: 'ONGOING', QUALITY: quality } satisfies WireConversionStarted;
    });
  } catch (error) {
    if (error instanceof AllowanceUsedUp) throw conversionErrors.allowanceUsedUp(settings.highQualityPerMonth);
    throw error;
  }
}
