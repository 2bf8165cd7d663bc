import { useEffect, useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ConvertQuality } from '../../../../shared/api/conversion.ts';
import { CONVERSION_FAILURE_MESSAGES } from '../shell/conversionReasons.ts';
import { useConvertQuota } from '../state/queries.ts';
import { conversionMessages as m } from './messages.ts';

interface Props {
  readonly value: ConvertQuality;
  readonly onChange: (quality: ConvertQuality) => void;
  readonly isDisabled?: boolean;
}

/**
 * Spec §9: ordinary, or high quality with the month's allowance shown
 * before the choice ("3 of 5 left this month"). Each choice is described by
 * what it does (aria-describedby); high quality is disabled, with the reason
 * as its description, when none is left. While the allowance is unknown
 * (loading, or the call failed) high quality stays open: the server refuses
 * it (409 HIGH_QUALITY_LIMIT) if the month is used up.
 */
export function QualityChoice({ value, onChange, isDisabled = false }: Props) {
  const intl = useIntl();
  const id = useId();
  const quota = useConvertQuota();
  const noneLeft = quota.data !== undefined && quota.data.remaining <= 0;
  const allowance = quota.isPending
    ? intl.formatMessage(m.allowanceLoading)
    : quota.isError
      ? intl.formatMessage(m.allowanceUnknown)
      : intl.formatMessage(m.allowance, { total: quota.data.total, remaining: Math.max(0, quota.data.remaining) });
  const allowanceText = noneLeft ? [allowance, intl.formatMessage(CONVERSION_FAILURE_MESSAGES.HIGH_QUALITY_LIMIT)].join(' ') : allowance;
  // A month used up while high quality was chosen: the choice falls back, as the disabled radio shows.
  useEffect(() => {
    if (noneLeft && value === 'HIGH') onChange('ORDINARY');
  }, [noneLeft, value, onChange]);
  return (
    <RadioGroup
      className="field quality-choice"
      value={noneLeft ? 'ORDINARY' : value}
      isDisabled={isDisabled}
      onChange={(next) => onChange(next === 'HIGH' ? 'HIGH' : 'ORDINARY')}
    >
      <Label className="field-label">{intl.formatMessage(m.quality)}</Label>
      <Radio value="ORDINARY" className="radio" aria-describedby={`${id}-ordinary`}>
        {intl.formatMessage(m.ordinary)}
      </Radio>
      <p id={`${id}-ordinary`} className="field-note quality-note">
        {intl.formatMessage(m.ordinaryHelp)}
      </p>
      <Radio value="HIGH" className="radio" isDisabled={isDisabled || noneLeft} aria-describedby={`${id}-high ${id}-allowance`}>
        {intl.formatMessage(m.high)}
      </Radio>
      <p id={`${id}-high`} className="field-note quality-note">
        {intl.formatMessage(m.highHelp)}
      </p>
      {/* Read with the high-quality choice (its description), so a reader hears it on reaching that choice. */}
      <p id={`${id}-allowance`} className="field-note quality-note">
        {allowanceText}
      </p>
    </RadioGroup>
  );
}
