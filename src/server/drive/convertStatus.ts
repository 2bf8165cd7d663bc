import type { Kysely } from 'kysely';
import type { WireA11yFindings } from '../../shared/api/conversion.ts';
import { wireA11yFindings } from '../convert/service/accessibilityFindings.ts';
import type { DB, JobStatus } from '../db/schema.ts';
import { ownFile } from './files.ts';

// The conversion notices (spec §4, §7 /doc/convert-status-popup): finished
// HTML conversions (SUCCESS or FAILED) of the caller that have not been shown
// yet. The web polls every 10 s and marks each one shown after its toast.
// The jobs are made by POST /doc/html-convert (src/server/convert/service).

export const CONVERT_JOB_KIND = 'html-convert';

export interface ConvertPopupItem {
  readonly DTM_NO: string;
  readonly STATUS: Exclude<JobStatus, 'ONGOING'>;
  /** SUCCESS: the accessibility problems found when the conversion ended (issue 22), for the notice to say; else null. */
  readonly A11Y_FINDINGS: WireA11yFindings | null;
}

export async function pendingConvertPopups(db: Kysely<DB>, ownerRowNo: string): Promise<ConvertPopupItem[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['dtm_no', 'status', 'result'])
    .where('kind', '=', CONVERT_JOB_KIND)
    .where('user_no', '=', ownerRowNo)
    .where('status', 'in', ['SUCCESS', 'FAILED'])
    .where('popup_shown', '=', false)
    .where('dtm_no', 'is not', null)
    .orderBy('updated_at')
    .orderBy('job_id')
    .execute();
  return rows.map((row) => ({
    DTM_NO: String(row.dtm_no),
    STATUS: row.status as ConvertPopupItem['STATUS'],
    A11Y_FINDINGS: row.status === 'SUCCESS' ? wireA11yFindings(row.result) : null,
  }));
}

/** Marks the finished conversions of the caller's file shown; someone else's file is FILE_NOT_FOUND. */
export async function markConvertPopupShown(db: Kysely<DB>, ownerRowNo: string, dtmNo: string): Promise<void> {
  const file = await ownFile(db, ownerRowNo, dtmNo);
  await db
    .updateTable('jobs')
    .set({ popup_shown: true })
    .where('kind', '=', CONVERT_JOB_KIND)
    .where('user_no', '=', ownerRowNo)
    .where('dtm_no', '=', file.dtm_no)
    .where('status', '<>', 'ONGOING')
    .execute();
}
