import { DAISY_DEFAULT_VOICE, DAISY_FORMATS, DAISY_RATE, DAISY_VOICES, type DaisyVoice, type WireDaisyStarted } from '../../../shared/api/daisy.ts';
import { DRIVE_ERROR_CODES } from '../../../shared/api/driveAppPaths.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DAISY_JOB_KIND, payloadOf, type DaisyJobPayload } from '../job/daisyJob.ts';
import { ownLiveBookDocument } from './daisyDocument.ts';

// POST /doc/daisy-convert (spec §7, §8): a job that makes the document's
// book, answered at once. A document has at most one book being made: asked
// again while one runs, the answer is that one (no second job). The file row
// is locked while deciding, so two requests at once make one job.

export const daisyErrors = {
  format: () => new DriveError(400, DRIVE_ERROR_CODES.daisyFormat, 'Only DAISY 3 is supported.'),
  badRequest: (msg: string) => new DriveError(400, 'BAD_REQUEST', msg),
};

export interface DaisyRequest {
  readonly FORMAT?: string | undefined;
  readonly AUDIO?: string | undefined;
  readonly VOICE?: string | undefined;
  readonly RATE?: string | number | undefined;
}

/** The request's choices, or a 400 naming what is wrong (FORMAT first: the spec's own message). */
export function daisyChoices(body: DaisyRequest): DaisyJobPayload {
  const format = body.FORMAT?.trim().toUpperCase();
  if (!format || !(DAISY_FORMATS as readonly string[]).includes(format)) throw daisyErrors.format();
  const audio = body.AUDIO === undefined || body.AUDIO === '' ? 'Y' : body.AUDIO.toUpperCase();
  if (audio !== 'Y' && audio !== 'N') throw daisyErrors.badRequest('AUDIO must be Y or N.');
  const voice = body.VOICE === undefined || body.VOICE === '' ? DAISY_DEFAULT_VOICE : body.VOICE.toLowerCase();
  if (!(DAISY_VOICES as readonly string[]).includes(voice)) throw daisyErrors.badRequest(`VOICE must be ${DAISY_VOICES.join(' or ')}.`);
  const rateText = body.RATE === undefined || body.RATE === '' ? String(DAISY_RATE.default) : String(body.RATE).trim();
  const rate = /^\d{1,4}$/.test(rateText) ? Number(rateText) : NaN;
  if (!(rate >= DAISY_RATE.min && rate <= DAISY_RATE.max)) throw daisyErrors.badRequest(`RATE must be a whole number of words per minute from ${DAISY_RATE.min} to ${DAISY_RATE.max}.`);
  return { audio: audio === 'Y', voice: voice as DaisyVoice, rate };
}

const started = (dtmNo: string, payload: DaisyJobPayload): WireDaisyStarted => ({ DTM_NO: dtmNo, STATUS: 'ONGOING', AUDIO: payload.audio ? 'Y' : 'N', VOICE: payload.voice, RATE: payload.rate });

/** Queues the book (created: true), or answers the one being made (created: false). */
export async function startDaisy(deps: DriveDeps, ownerRowNo: string, dtmNo: string, payload: DaisyJobPayload): Promise<{ started: WireDaisyStarted; created: boolean }> {
  const file = await ownLiveBookDocument(deps, ownerRowNo, dtmNo);
  const documentNo = String(file.dtm_no);
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('files').select('dtm_no').where('dtm_no', '=', documentNo).forUpdate().executeTakeFirst();
    const running = await trx
      .selectFrom('jobs')
      .select(['payload'])
      .where('kind', '=', DAISY_JOB_KIND)
      .where('dtm_no', '=', documentNo)
      .where('status', '=', 'ONGOING')
      .orderBy('job_id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (running) return { started: started(documentNo, payloadOf(running.payload)), created: false };
    await trx
      .insertInto('jobs')
      .values({ kind: DAISY_JOB_KIND, dtm_no: documentNo, user_no: ownerRowNo, payload: JSON.stringify(payload), created_at: deps.now() })
      .execute();
    return { started: started(documentNo, payload), created: true };
  });
}
