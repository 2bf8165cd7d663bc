import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import { createPageAudioApi } from '../../../api/pageAudio/pageAudioApi.ts';
import type { AudioPage, PageAudioDriveApi } from '../../../api/pageAudio/pageAudioSync.ts';

/** One page as GET /dtma/audio/sync answers it: its audio and its alternative text. */
export interface DrivePage extends AudioPage {
  readonly altText: string;
}

/**
 * The drive calls behind a Book document's page properties: the shared page
 * audio calls (as the Canvas makes them), the pages' alternative text as the
 * Cloud's details write it (PUT /dtms/images/{id} PAGE_DESCRIPTIONS), and
 * every page's text and audio read back by number.
 */
export interface BookPagesApi extends PageAudioDriveApi {
  pageAudio(dtmNo: string): Promise<ApiResult<{ readonly items: readonly DrivePage[] }>>;
  describePages(dtmNo: string, pages: readonly { readonly pageNo: number; readonly altText: string }[]): Promise<ApiResult<unknown>>;
}

export function createBookPagesApi(client: ApiClient): BookPagesApi {
  return {
    ...(createPageAudioApi(client) as Omit<BookPagesApi, 'describePages'>),
    describePages: (dtmNo, pages) => client.put(DRIVE_PATHS.file(dtmNo), { auth: true, body: { pageDescriptions: pages } }),
  };
}
