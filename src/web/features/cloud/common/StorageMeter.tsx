import { useIntl } from 'react-intl';
import { useRemaining } from '../state/queries.ts';
import { formatSize } from './format.ts';
import { listMessages as m } from './messages.ts';
import { Meter } from './ProgressMeter.tsx';

/** GET /doc/remaining as a meter: how much of the drive is used, and what is left. */
export function StorageMeter() {
  const intl = useIntl();
  const remaining = useRemaining();
  if (!remaining.data || remaining.data.quotaBytes <= 0) return null;
  const { quotaBytes, usedBytes, remainingBytes } = remaining.data;
  const valueLabel = intl.formatMessage(m.storageValue, {
    used: formatSize(intl, usedBytes),
    quota: formatSize(intl, quotaBytes),
    remaining: formatSize(intl, remainingBytes),
  });
  return <Meter className="storage-meter" label={intl.formatMessage(m.storage)} value={Math.min(usedBytes, quotaBytes)} maxValue={quotaBytes} valueLabel={valueLabel} />;
}
