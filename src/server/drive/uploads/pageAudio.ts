import type { Kysely, Selectable, Transaction } from 'kysely';
import type { WirePage } from '../../../shared/api/driveAppTypes.ts';
import type { DB, FilePagesTable } from '../../db/schema.ts';
import type { DriveDeps } from '../driveDeps.ts';
import type { FileUrlSigner } from '../fileUrls.ts';
import { assertRoomFor } from '../quota.ts';
import { uploadErrors } from './uploadErrors.ts';

// Page audio (spec §3: each page may have mp3 or m4a audio, played
// automatically or by hand, at a chosen speed). The audio is a blob under
// audio/<uuid>; its page row holds the key, size and type. Replacing or
// removing audio deletes the old blob after the rows are committed.

type PageRow = Selectable<FilePagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Files with pages held as a tactile document (a DTMA archive can be made of them). */
const PAGED_EXTENSIONS = ['dtms', 'dtma', 'dtmx', 'dtm'];
/** Files whose pages can carry alternative text and audio: the tactile documents and Book documents (html, pages between page breaks). */
const AUDIO_EXTENSIONS = [...PAGED_EXTENSIONS, 'html'];
export const PLAYBACK_RATE_RANGE = { min: 0.25, max: 4 } as const;

export interface AudioSettings {
  readonly playMode?: 'auto' | 'manual';
  readonly playbackRate?: number;
}

export interface PagedFile {
  readonly dtm_no: string;
  readonly owner_user_no: string;
  readonly page_count: number;
  readonly file_name: string;
  readonly dtms_json: unknown;
  readonly file_extension: string;
}

/** PLAY_MODE and PLAYBACK_RATE of a form; absent keeps what the page has. */
export function audioSettingsOf(playMode: string | undefined, playbackRate: string | undefined): AudioSettings {
  const settings: { playMode?: 'auto' | 'manual'; playbackRate?: number } = {};
  if (playMode !== undefined && playMode !== '') {
    const mode = playMode.toLowerCase();
    if (mode !== 'auto' && mode !== 'manual') throw uploadErrors.badRequest('PLAY_MODE must be auto or manual.');
    settings.playMode = mode;
  }
  if (playbackRate !== undefined && playbackRate !== '') {
    const rate = Number(playbackRate);
    if (!/^\d{1,2}(\.\d{1,3})?$/.test(playbackRate) || rate < PLAYBACK_RATE_RANGE.min || rate > PLAYBACK_RATE_RANGE.max) {
      throw uploadErrors.badRequest(`PLAYBACK_RATE must be a number from ${PLAYBACK_RATE_RANGE.min} to ${PLAYBACK_RATE_RANGE.max}.`);
    }
    settings.playbackRate = rate;
  }
  return settings;
}

/**
 * A file with pages that `callerRowNo` may read: their own, or one published
 * and not in the trash when `publicToo`. Anything else is 404, exactly like a
 * missing file. `books` lets a Book document in (its page audio and
 * alternative text), for callers that need no tactile document of it.
 */
export async function pagedFile(db: Db, dtmNo: string, callerRowNo: string | null, options: { publicToo: boolean; forUpdate?: boolean; books?: boolean }): Promise<PagedFile> {
  let query = db
    .selectFrom('files')
    .select(['dtm_no', 'owner_user_no', 'page_count', 'file_name', 'dtms_json', 'file_extension', 'is_public', 'trashed_at'])
    .where('dtm_no', '=', dtmNo)
    .where('file_extension', 'in', options.books === true ? AUDIO_EXTENSIONS : PAGED_EXTENSIONS);
  if (options.forUpdate) query = query.forUpdate();
  const file = await query.executeTakeFirst();
  if (!file) throw uploadErrors.fileNotFound();
  const mine = callerRowNo !== null && String(file.owner_user_no) === callerRowNo;
  const published = options.publicToo && file.is_public && file.trashed_at === null;
  if (!mine && !published) throw uploadErrors.fileNotFound();
  // Changing audio is for live files; a trashed one is restored first.
  if (!options.publicToo && file.trashed_at !== null) throw uploadErrors.fileNotFound();
  return { ...file, owner_user_no: String(file.owner_user_no), dtm_no: String(file.dtm_no) };
}

export function checkPageOf(file: PagedFile, pageNo: number): void {
  if (pageNo > Math.min(file.page_count, 100)) throw uploadErrors.badRequest(`The file has ${file.page_count} pages; PAGE_NO ${pageNo} is not one of them.`);
}

export async function pageRowsOf(db: Db, dtmNo: string): Promise<PageRow[]> {
  return db.selectFrom('file_pages').selectAll().where('dtm_no', '=', dtmNo).orderBy('page_no').execute();
}

export function presentPage(pageNo: number, row: PageRow | undefined, signer: FileUrlSigner): WirePage {
  return {
    PAGE_NO: pageNo,
    ALT_TEXT: row?.alt_text ?? '',
    AUDIO_URL: row?.audio_blob_key ? signer.sign(row.audio_blob_key) : null,
    AUDIO_PLAY_MODE: row?.audio_play_mode ?? 'manual',
    PLAYBACK_RATE: row?.playback_rate ?? 1,
  };
}

/** Every page of a file (1 to its page count, at most 100), with what its row says. */
export function presentPages(file: PagedFile, rows: readonly PageRow[], signer: FileUrlSigner): WirePage[] {
  const byNumber = new Map(rows.map((row) => [row.page_no, row]));
  return Array.from({ length: Math.min(file.page_count, 100) }, (_, index) => presentPage(index + 1, byNumber.get(index + 1), signer));
}

export interface NewAudio {
  readonly blobKey: string;
  readonly sizeBytes: number;
  readonly contentType: string;
}

/**
 * Sets (audio given) or clears (null) a page's audio and its settings, in one
 * transaction under the owner's space lock. Returns the page row and the blob
 * the page held before, for the caller to delete once this has committed.
 */
export async function setPageAudio(deps: DriveDeps, callerRowNo: string, dtmNo: string, pageNo: number, audio: NewAudio | null, settings: AudioSettings) {
  return deps.db.transaction().execute(async (trx) => {
    const file = await pagedFile(trx, dtmNo, callerRowNo, { publicToo: false, forUpdate: true, books: true });
    checkPageOf(file, pageNo);
    const before = await trx.selectFrom('file_pages').selectAll().where('dtm_no', '=', dtmNo).where('page_no', '=', pageNo).executeTakeFirst();
    if (audio) {
      // The old audio's space comes back with the replacement.
      await assertRoomFor(trx, callerRowNo, deps.config.quotaBytes, audio.sizeBytes - Number(before?.audio_size ?? 0));
    }
    const values = {
      audio_blob_key: audio?.blobKey ?? null,
      audio_size: audio?.sizeBytes ?? 0,
      audio_content_type: audio?.contentType ?? null,
      ...(settings.playMode ? { audio_play_mode: settings.playMode } : {}),
      ...(settings.playbackRate ? { playback_rate: settings.playbackRate } : {}),
    };
    const row = await trx
      .insertInto('file_pages')
      .values({ dtm_no: dtmNo, page_no: pageNo, ...values })
      .onConflict((conflict) => conflict.columns(['dtm_no', 'page_no']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('files').set({ updated_at: deps.now() }).where('dtm_no', '=', dtmNo).execute();
    return { row, previousBlobKey: before?.audio_blob_key ?? null };
  });
}
