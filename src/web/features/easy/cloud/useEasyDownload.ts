import { useCallback } from 'react';
import { downloadFile } from '../../cloud/api/downloadFile.ts';
import { displayName } from '../../cloud/api/itemRefs.ts';
import type { DriveFile } from '../../cloud/api/types.ts';
import { driveToastMessages } from '../../cloud/state/messages.ts';
import { useSignedInDeps } from '../../cloud/state/useDrive.ts';
import { useDriveFeedback } from '../../cloud/state/useDriveFeedback.ts';

/** Downloads a file and says so (or why not). */
export function useEasyDownload(): (file: DriveFile) => void {
  const signedIn = useSignedInDeps();
  const feedback = useDriveFeedback();
  return useCallback(
    (file) => {
      void downloadFile({ ...signedIn, fetch: window.fetch.bind(window) }, { dtmNo: file.dtmNo, fileName: displayName(file) }).then((result) => {
        if (result.ok) feedback.success(driveToastMessages.downloaded, { name: result.data });
        else feedback.failure(result);
      });
    },
    [signedIn, feedback],
  );
}
