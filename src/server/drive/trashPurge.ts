import { TRASH_RETENTION_DAYS } from '../../shared/api/driveAppPaths.ts';
import { deleteForever, type Deleted } from './deletion.ts';
import type { DriveDeps } from './driveDeps.ts';
import { forgetPastViews } from './views.ts';

// Spec §4: trash items are deleted automatically after 30 days. Run by the
// server every hour and at start (main.ts); any process may run it, the
// deletes are idempotent. The clock comes from deps, so tests move time.

const DAY_MS = 86_400_000;

/** Deletes, with their content, the folders and files trashed at least TRASH_RETENTION_DAYS ago; returns how many rows went. */
export async function purgeExpiredTrash(deps: Pick<DriveDeps, 'db' | 'blobs' | 'now'>): Promise<Deleted> {
  const cutoff = new Date(deps.now().getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  return deleteForever(deps, async (trx) => {
    const folders = await trx.selectFrom('folders').select('dtm_group_no').where('trashed_at', '<=', cutoff).execute();
    const files = await trx.selectFrom('files').select('dtm_no').where('trashed_at', '<=', cutoff).execute();
    return { folderNos: folders.map((row) => row.dtm_group_no), fileNos: files.map((row) => row.dtm_no) };
  });
}

/** Runs the purge (and forgets past days' view records) now and then every `everyMs` (an hour by default); the returned function stops it. Failures are reported, never thrown. */
export function startTrashPurge(
  deps: Pick<DriveDeps, 'db' | 'blobs' | 'now'>,
  options: { readonly everyMs?: number; readonly onError?: (error: unknown) => void; readonly onPurged?: (deleted: Deleted) => void } = {},
): () => void {
  let running = false;
  const run = () => {
    // A slow purge is never overlapped by the next one.
    if (running) return;
    running = true;
    purgeExpiredTrash(deps)
      .then(async (deleted) => {
        // The same hourly round forgets the view records of past days (views.ts).
        await forgetPastViews(deps);
        return deleted;
      })
      .then(options.onPurged, options.onError ?? (() => undefined))
      .finally(() => (running = false));
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
