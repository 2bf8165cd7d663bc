import type { WireFile, WirePage } from '../../shared/api/driveAppTypes.ts';
import { MAX_PAGES } from '../../core/dtms/index.ts';
import type { PageRow } from './copies.ts';
import type { DriveDeps } from './driveDeps.ts';
import { presentFile, type FileRow } from './fileRows.ts';
import { audienceFor, contentUrlFor, fileUrlKey } from './fileUrls.ts';
import type { Viewer } from './policies.ts';

// Files and pages as this part's routes answer them, with signed addresses of
// stored content (an image's DTM_IMG, a page's AUDIO_URL; fileUrls.ts), each
// given to the caller as the file's owner or as anyone. The signer reads its
// key once, so a presenter is made once per request.

export interface Presenter {
  readonly file: (row: FileRow) => WireFile;
  /** Every page of the file, 1 to its page count, with what its row says (a page without a row has empty text, no audio). */
  readonly pages: (file: FileRow, rows: readonly PageRow[]) => WirePage[];
}

export async function presenterFor(deps: Pick<DriveDeps, 'db' | 'now'>, viewer: Viewer): Promise<Presenter> {
  const callerRowNo = viewer?.rowNo ?? null;
  const key = await fileUrlKey(deps);
  const contentUrl = await contentUrlFor(deps, callerRowNo);
  return {
    file: (row) => presentFile(row, { callerRowNo, contentUrl }),
    pages: (file, rows) => {
      const signer = key.signerFor(audienceFor(callerRowNo, file.owner_user_no));
      const byNumber = new Map(rows.map((row) => [row.page_no, row]));
      return Array.from({ length: Math.min(file.page_count, MAX_PAGES) }, (_, index) => {
        const row = byNumber.get(index + 1);
        return {
          PAGE_NO: index + 1,
          ALT_TEXT: row?.alt_text ?? '',
          AUDIO_URL: row?.audio_blob_key ? signer.sign(row.audio_blob_key) : null,
          AUDIO_PLAY_MODE: row?.audio_play_mode ?? 'manual',
          PLAYBACK_RATE: row?.playback_rate ?? 1,
        };
      });
    },
  };
}

/** One file for the caller. */
export async function presentFileFor(deps: Pick<DriveDeps, 'db' | 'now'>, row: FileRow, viewer: Viewer): Promise<WireFile> {
  return (await presenterFor(deps, viewer)).file(row);
}
