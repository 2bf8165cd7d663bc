import { useQueries } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { ApiCallFailed } from '../../../api/useApiQuery.ts';
import { isFolder, type ConversionState, type DriveItem } from '../api/types.ts';
import { conversionFailureMessage } from '../shell/conversionReasons.ts';
import { conversionKey } from '../state/queries.ts';
import { useConversionApi } from '../state/useDrive.ts';
import { conversionMessages as m } from './messages.ts';

/** A listed document still converting (spec §4: it cannot be opened until the conversion ends). */
export const isConverting = (item: DriveItem): boolean => !isFolder(item) && item.conversionStatus === 'ONGOING';

/** A listed document whose conversion failed (it can be converted again). */
export const conversionFailed = (item: DriveItem): boolean => !isFolder(item) && item.conversionStatus === 'FAILED';

/** 'Conversion failed: <reason>', or 'Conversion failed' when the reason is not known (yet). */
export function failureText(intl: IntlShape, errorCode: string | null | undefined): string {
  const reason = conversionFailureMessage(errorCode);
  return reason ? intl.formatMessage(m.failedBecause, { reason: intl.formatMessage(reason) }) : intl.formatMessage(m.failed);
}

/**
 * The conversion state of a listed item in words, for its card and row:
 * 'Converting…', 'Conversion failed: <reason>'; undefined for every item
 * that is not being or failed to be converted.
 */
export function listedConversionText(intl: IntlShape, item: DriveItem, reasons: ReadonlyMap<string, string | null>): string | undefined {
  if (isConverting(item)) return intl.formatMessage(m.converting);
  if (!isFolder(item) && conversionFailed(item)) return failureText(intl, reasons.get(item.dtmNo));
  return undefined;
}

/**
 * The failure codes of the failed documents shown (the listing says only
 * FAILED): one GET /doc/convert-status each, under the drive's key so a
 * refresh asks again. A page holds at most a page's worth of them.
 */
export function useFailureReasons(items: readonly DriveItem[]): ReadonlyMap<string, string | null> {
  const api = useConversionApi();
  const failed = items.flatMap((item) => (!isFolder(item) && item.conversionStatus === 'FAILED' ? [item.dtmNo] : []));
  const answers = useQueries({
    queries: failed.map((dtmNo) => ({
      queryKey: conversionKey(dtmNo),
      queryFn: async (): Promise<ConversionState> => {
        const result = await api.status(dtmNo);
        if (!result.ok) throw new ApiCallFailed(result);
        return result.data;
      },
      staleTime: 10_000,
    })),
  });
  return new Map(failed.map((dtmNo, index) => [dtmNo, answers[index]?.data?.errorCode ?? null]));
}
