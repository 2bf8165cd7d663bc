import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { WireConversionState } from '../../../../shared/api/conversion.ts';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { GUEST_USER_NO } from '../../../../shared/auth/roles.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useSession } from '../../../auth/SessionContext.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { DRIVE_KEY } from './driveKey.ts';
import { conversionFailureMessage } from './conversionReasons.ts';
import { problemsToCheck, startConversionPoll, type FinishedConversion } from './conversionPoll.ts';
import { conversionMessages as m } from './messages.ts';

/**
 * The background poll of spec §2 for signed-in pages: a top-right toast (3 s)
 * for each finished conversion; a success says how many accessibility
 * problems its check found, if any (issue 22); a failure says its reason when
 * the server gives one (one GET /doc/convert-status). After a round that showed any, the
 * drive's lists are read again, so a document shown as converting changes
 * without a reload. Renders nothing; mount it once per page.
 */
export function ConversionPoll() {
  const api = useApi();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const userNo = useSession()?.userNo;

  useEffect(() => {
    if (userNo === undefined || userNo === '' || userNo === GUEST_USER_NO) return undefined;
    const failureReason = async (dtmNo: string) => {
      const result = await api.get<{ readonly errorCode?: WireConversionState['ERROR_CODE'] }>(DRIVE_PATHS.convertStatus, { auth: true, query: { dtmNo } });
      const reason = result.ok ? conversionFailureMessage(result.data.errorCode) : undefined;
      return reason && intl.formatMessage(reason);
    };
    return startConversionPoll({
      isVisible: () => document.visibilityState === 'visible',
      fetchFinished: async () => {
        const result = await api.get<{ items?: readonly FinishedConversion[] }>(DRIVE_PATHS.convertStatusPopup, { auth: true, query: { userNo } });
        return result.ok ? (result.data.items ?? []) : null;
      },
      markShown: (dtmNo) => api.put(DRIVE_PATHS.convertStatusPopup, { auth: true, body: { dtmNo } }),
      notify: async (conversion) => {
        const { dtmNo, status } = conversion;
        if (status !== 'FAILED') {
          const problems = problemsToCheck(conversion);
          return showToast(problems > 0 ? intl.formatMessage(m.completedWithProblems, { count: problems }) : intl.formatMessage(m.completed), 'success');
        }
        const reason = await failureReason(dtmNo);
        showToast(reason ? intl.formatMessage(m.failedBecause, { reason }) : intl.formatMessage(m.failed), 'error');
      },
      onShown: () => void queryClient.invalidateQueries({ queryKey: DRIVE_KEY }),
    });
  }, [api, intl, userNo, queryClient]);

  return null;
}
