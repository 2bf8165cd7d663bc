import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { GUEST_USER_NO } from '../../../../shared/auth/roles.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useSession } from '../../../auth/SessionContext.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { startConversionPoll, type FinishedConversion } from './conversionPoll.ts';
import { conversionMessages as m } from './messages.ts';

/**
 * The background poll of spec §2 for signed-in pages: a top-right toast (3 s)
 * for each finished conversion. Renders nothing; mount it once per page.
 */
export function ConversionPoll() {
  const api = useApi();
  const intl = useIntl();
  const userNo = useSession()?.userNo;

  useEffect(() => {
    if (userNo === undefined || userNo === '' || userNo === GUEST_USER_NO) return undefined;
    return startConversionPoll({
      isVisible: () => document.visibilityState === 'visible',
      fetchFinished: async () => {
        const result = await api.get<{ items?: readonly FinishedConversion[] }>(DRIVE_PATHS.convertStatusPopup, { auth: true, query: { userNo } });
        return result.ok ? (result.data.items ?? []) : null;
      },
      markShown: (dtmNo) => api.put(DRIVE_PATHS.convertStatusPopup, { auth: true, body: { dtmNo } }),
      notify: ({ status }) =>
        status === 'FAILED' ? showToast(intl.formatMessage(m.failed), 'error') : showToast(intl.formatMessage(m.completed), 'success'),
    });
  }, [api, intl, userNo]);

  return null;
}
