import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import { ApiCallFailed } from '../../../api/useApiQuery.ts';
import type { FilesQuery, FolderQuery } from '../api/driveApi.ts';
import { useConversionApi, useDriveApi } from './useDrive.ts';

import { CONVERSION_POLL_MS } from '../shell/conversionPoll.ts';
import { DRIVE_KEY } from '../shell/driveKey.ts';

export { DRIVE_KEY };

const driveKeys = {
  folder: (query: FolderQuery) => [...DRIVE_KEY, 'folder', query] as const,
  files: (query: FilesQuery) => [...DRIVE_KEY, 'files', query] as const,
  path: (folderNo: string) => [...DRIVE_KEY, 'path', folderNo] as const,
  detail: (fileNo: string, countView: boolean) => [...DRIVE_KEY, 'detail', fileNo, countView] as const,
  remaining: [...DRIVE_KEY, 'remaining'] as const,
  convertQuota: [...DRIVE_KEY, 'convertQuota'] as const,
  conversion: (dtmNo: string) => conversionKey(dtmNo),
};

/** A document's conversion state (GET /doc/convert-status), under the drive's key: a refresh asks again. */
export function conversionKey(dtmNo: string) {
  return [...DRIVE_KEY, 'conversion', dtmNo] as const;
}

interface Options {
  readonly enabled?: boolean;
  /** Keep showing the last answer while the next loads (paging, searching): no flash of emptiness. */
  readonly keepPrevious?: boolean;
  readonly staleTime?: number;
  /** Spec §4: while a listed document is converting (ONGOING), the list is asked for again every 10 s. */
  readonly pollWhileConverting?: boolean;
}

/** Whether an answer lists a document whose conversion is under way. */
function listsConverting(data: unknown): boolean {
  const items = (data as { readonly items?: readonly { readonly conversionStatus?: unknown }[] } | undefined)?.items;
  return items?.some((item) => item.conversionStatus === 'ONGOING') ?? false;
}

function useDriveQuery<T>(key: QueryKey, call: () => Promise<ApiResult<T>>, options: Options = {}) {
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const result = await call();
      if (!result.ok) throw new ApiCallFailed(result);
      return result.data;
    },
    staleTime: options.staleTime ?? 10_000,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.pollWhileConverting
      ? { refetchInterval: (query: { state: { data: unknown } }) => (listsConverting(query.state.data) ? CONVERSION_POLL_MS : false) }
      : {}),
  });
}

export function useFolderListing(query: FolderQuery, options: Options = {}) {
  const api = useDriveApi();
  return useDriveQuery(driveKeys.folder(query), () => api.listFolder(query), { keepPrevious: true, ...options });
}

export function useFileList(query: FilesQuery, options: Options = {}) {
  const api = useDriveApi();
  return useDriveQuery(driveKeys.files(query), () => api.listFiles(query), { keepPrevious: true, ...options });
}

/** Root first, down to the folder; the root alone needs no call. */
export function useFolderPath(folderNo: string, driverKind: 'P' | 'D' = 'P') {
  const api = useDriveApi();
  return useDriveQuery([...driveKeys.path(folderNo), driverKind], () => api.folderPath(folderNo), { enabled: folderNo !== ROOT_GROUP_NO });
}

/** A file's details; `countView` (the library's open) adds one view, so that answer is never reused. */
export function useFileDetail(fileNo: string | undefined, countView = false) {
  const api = useDriveApi();
  return useDriveQuery(driveKeys.detail(fileNo ?? '', countView), () => api.fileDetail(fileNo ?? '', { countView }), {
    enabled: fileNo !== undefined,
    staleTime: countView ? 0 : 10_000,
  });
}

export function useRemaining() {
  const api = useDriveApi();
  return useDriveQuery(driveKeys.remaining, () => api.remaining());
}

/** This month's high-quality conversions (spec §9), asked for when a quality is to be chosen; fresh each time. */
export function useConvertQuota(enabled = true) {
  const api = useConversionApi();
  return useDriveQuery(driveKeys.convertQuota, () => api.quota(), { enabled, staleTime: 0 });
}

/**
 * One document's conversion (GET /doc/convert-status): its failure reason,
 * or what to check after it. `pollMs` asks again at that interval while the
 * conversion is ONGOING or no answer has come yet (the demo page).
 */
export function useConversionState(dtmNo: string | undefined, options: { readonly enabled?: boolean; readonly pollMs?: number } = {}) {
  const api = useConversionApi();
  const { enabled = true, pollMs } = options;
  return useQuery({
    queryKey: driveKeys.conversion(dtmNo ?? ''),
    queryFn: async () => {
      const result = await api.status(dtmNo ?? '');
      if (!result.ok) throw new ApiCallFailed(result);
      return result.data;
    },
    enabled: enabled && dtmNo !== undefined,
    staleTime: 0,
    ...(pollMs === undefined ? {} : { refetchInterval: (query: { state: { data?: { status: string } | undefined } }) => (query.state.data === undefined || query.state.data.status === 'ONGOING' ? pollMs : false) }),
  });
}

/** After a change: every drive list, path, detail and the remaining space are read again. */
export function useRefreshDrive(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: DRIVE_KEY }), [queryClient]);
}
