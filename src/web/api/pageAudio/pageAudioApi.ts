import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../apiTypes.ts';
import type { PageAudioDriveApi } from './pageAudioSync.ts';

/** The drive's page audio calls (spec §7 Audio) through the API client: the Canvas's and Book's drive clients include them. */
export function createPageAudioApi(client: ApiClient): PageAudioDriveApi {
  const auth = true;
  return {
    setPageAudio: (dtmNo, pageNo, settings, file) => {
      // The fields before the file: the server checks them before it stores a byte.
      const form = new FormData();
      form.append('DTM_NO', dtmNo);
      form.append('PAGE_NO', String(pageNo));
      form.append('PLAY_MODE', settings.playMode);
      form.append('PLAYBACK_RATE', String(settings.playbackRate));
      form.append('FILE', file, file.name);
      return client.post(DRIVE_PATHS.audio, { auth, form });
    },
    removePageAudio: (dtmNo, pageNo) => client.delete(DRIVE_PATHS.audio, { auth, query: { dtmNo, pageNo } }),
    pageAudio: (dtmNo) => client.get(DRIVE_PATHS.audioSync, { auth, query: { dtmNo } }),
  };
}
