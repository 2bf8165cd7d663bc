import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { DriveDeps } from './driveDeps.ts';
import { driveSecret } from './driveSecrets.ts';

// Views (spec §3: files show their views; the MOST_VIEWED and LEAST_VIEWED
// sorts). Opening a file with VIEW=Y counts at most one view per viewer, file
// and day (UTC), issue 16 item 9: a guest repeating a request cannot inflate
// a count or reorder the Library. The record of who was counted is a row in
// file_views, so every server process on one database agrees, and a row's
// primary key makes two requests at once count once. The owner's opens
// count like anyone's: in My Cloud the owner is often a file's only viewer,
// and the view sorts there would mean nothing otherwise.
//
// A viewer is the signed-in user's row, or for a guest a keyed hash (HMAC,
// key in server_secrets) of the day, the address the request came from and
// its User-Agent. The address is never stored, and with the day inside the
// hash a guest's rows of two days cannot be linked to each other.

/** Who is opening a file: a signed-in user, or a guest known only by their request. */
export type ViewerIdentity = { readonly rowNo: string } | { readonly address: string; readonly userAgent: string };

const DAY_MS = 86_400_000;

/** The UTC day of a moment, as a date column takes it. */
function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

async function viewerKey(db: Kysely<DB>, viewer: ViewerIdentity, day: string): Promise<string> {
  if ('rowNo' in viewer) return `user:${viewer.rowNo}`;
  const key = await driveSecret(db, 'drive.viewerKey');
  return `guest:${createHmac('sha256', key).update(`${day}\n${viewer.address}\n${viewer.userAgent}`).digest('base64url')}`;
}

/** Counts a view of a file unless this viewer was counted for it today; answers the file's views afterwards. */
export async function countView(deps: Pick<DriveDeps, 'db' | 'now'>, dtmNo: string, viewer: ViewerIdentity): Promise<number> {
  const day = dayOf(deps.now());
  const key = await viewerKey(deps.db, viewer, day);
  // One statement: the record, and the count only when the record is new.
  const counted = await deps.db
    .with('first_today', (db) =>
      db
        .insertInto('file_views')
        .values({ dtm_no: dtmNo, viewer: key, viewed_on: day })
        .onConflict((oc) => oc.doNothing())
        .returning('dtm_no'),
    )
    .updateTable('files')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('dtm_no', 'in', (eb) => eb.selectFrom('first_today').select('first_today.dtm_no'))
    .returning('views')
    .executeTakeFirst();
  if (counted) return counted.views;
  const file = await deps.db.selectFrom('files').select('views').where('dtm_no', '=', dtmNo).executeTakeFirstOrThrow();
  return file.views;
}

/** Forgets the records of days before yesterday (today's and yesterday's are kept, whatever the clocks of several servers say); answers how many went. */
export async function forgetPastViews(deps: Pick<DriveDeps, 'db' | 'now'>): Promise<number> {
  const yesterday = dayOf(new Date(deps.now().getTime() - DAY_MS));
  const result = await deps.db.deleteFrom('file_views').where('viewed_on', '<', yesterday).executeTakeFirst();
  return Number(result.numDeletedRows);
}
