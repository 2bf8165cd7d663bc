import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PDF_ENGINES, type ConvertQuality } from '../../../../shared/api/conversion.ts';
import { BOOK_DEVICE_KIND, DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { uploadWithProgress, type UploadResult } from '../../../api/uploadWithProgress.ts';
import type { ConversionStarted } from '../api/types.ts';
import { convertibleKind, documentNameOf } from '../conversion/conversionFiles.ts';
import { useSignedInDeps, useUserNo } from './useDrive.ts';

export interface DocumentUpload {
  readonly file: File;
  readonly folderNo: string;
  readonly quality: ConvertQuality;
}

export type DocumentUploader = (upload: DocumentUpload, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadResult<ConversionStarted>>;

/** The site the page belongs to, when the menu has already asked for it (layouts/parts/useServerMenu.ts); the form leaves SITE_NO out otherwise. */
function knownSiteNo(queryClient: ReturnType<typeof useQueryClient>): number | undefined {
  const site = queryClient.getQueryData<{ readonly siteNo?: unknown }>(['site', window.location.hostname]);
  return typeof site?.siteNo === 'number' ? site.siteNo : undefined;
}

/**
 * POST /doc/html-convert (spec §7): one PDF or DOCX, its fields first (the
 * server reads them before the file), with the upload's progress. The
 * answer (201) is the new document, its conversion ONGOING.
 */
export function useConversionUploader(): DocumentUploader {
  const deps = useSignedInDeps();
  const userNo = useUserNo();
  const queryClient = useQueryClient();
  return useCallback(
    ({ file, folderNo, quality }, onProgress, signal) => {
      const form = new FormData();
      form.append('IMAGE_TYPE', convertibleKind(file.name) ?? '');
      form.append('DTM_NAME', documentNameOf(file.name));
      form.append('DTM_GROUP_NO', folderNo);
      form.append('USER_NO', userNo);
      form.append('DEVICE_KIND', BOOK_DEVICE_KIND);
      form.append('PDF_ENGINE', PDF_ENGINES[0]);
      const siteNo = knownSiteNo(queryClient);
      if (siteNo !== undefined) form.append('SITE_NO', String(siteNo));
      form.append('QUALITY', quality);
      form.append('FILE', file, file.name);
      return uploadWithProgress<ConversionStarted>(deps, { path: DRIVE_PATHS.htmlConvert, form, onProgress, signal });
    },
    [deps, userNo, queryClient],
  );
}
