import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { announce } from '../../../ui/announcer.ts';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import { checkSummary } from './checkSummary.ts';
import { checkFirmware } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';

/**
 * The connected display compared with the catalogue, asked again whenever
 * what the display reports changes (a new connection, a re-read version, a
 * finished update). Each answer, or the failure, is said once as it comes.
 */
export function useFirmwareCheck(info: DeviceInfo | undefined) {
  const intl = useIntl();
  const display = info && { model: info.name, firmware: info.firmware, hardware: info.hardwareVersion };
  const query = useApiQuery(['firmware-check', display?.model, display?.firmware.trim(), display?.hardware], (api) => checkFirmware(api, display ?? { model: '', firmware: '', hardware: undefined }), {
    // Only with a display: the blank stand-in above is never sent.
    enabled: display !== undefined,
    staleTime: 0,
  });
  // Each answer is said once, the same answer again too (Check again): React Query keeps an unchanged answer's
  // object, so the time it came tells answers apart.
  const said = useRef(0);
  const answeredAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  useEffect(() => {
    if (answeredAt === 0 || said.current === answeredAt || query.isFetching) return;
    said.current = answeredAt;
    if (query.isSuccess) {
      const { message, values } = checkSummary(query.data);
      announce(intl.formatMessage(message, values));
    } else announce(intl.formatMessage(m.checkFailed), 'assertive');
  }, [answeredAt, query.isFetching, query.isSuccess, query.data, intl]);
  return query;
}
