import { useCallback } from 'react';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { uploadWithProgress, type UploadResult } from '../../../api/uploadWithProgress.ts';
import type { UploadOutcome } from '../api/types.ts';
import { useSignedInDeps } from './useDrive.ts';

export type Uploader = (files: readonly File[], folderNo: string, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadResult<UploadOutcome>>;

/** POST /dtms/images: the folder first (the server reads fields before files), then one FILE part per file. */
export function useUploader(): Uploader {
  const deps = useSignedInDeps();
  return useCallback(
    (files, folderNo, onProgress, signal) => {
      const form = new FormData();
      form.append('DTM_GROUP_NO', folderNo);
      for (const file of files) form.append('FILE', file, file.name);
      return uploadWithProgress<UploadOutcome>(deps, { path: DRIVE_PATHS.uploadTactile, form, onProgress, signal });
    },
    [deps],
  );
}
