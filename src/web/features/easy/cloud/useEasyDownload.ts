import { useCallback } from 'react';
import { downloadFile } from '../../cloud/index.ts';
import { displayName } from '../../cloud/index.ts';
import type { DriveFile } from '../../cloud/index.ts';
import { driveToastMessages } from '../../cloud/index.ts';
import { useSignedInDeps } from '../../cloud/index.ts';
import { useDriveFeedback } from '../../cloud/index.ts';

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
