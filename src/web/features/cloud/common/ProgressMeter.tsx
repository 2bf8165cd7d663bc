import { useMeter, useProgressBar } from 'react-aria';

// A progress bar and a meter from React Aria's hooks (roles, values, value
// text and labelling as its components give them). The hooks rather than
// the components: the components' modules share a chunk with Button, which
// every page loads, and would bring their number formatting with them.

interface Props {
  readonly label: string;
  readonly value: number;
  readonly maxValue?: number;
  /** The value as words, when the default percentage is not what to say. */
  readonly valueLabel?: string;
  readonly className: string;
}

function Bar({ percentage }: { readonly percentage: number }) {
  return (
    <div className="meter-track">
      <div className="meter-fill" style={{ inlineSize: `${Math.max(0, Math.min(100, percentage))}%` }} />
    </div>
  );
}

/** role="progressbar": how much of a task is done (an upload). */
export function ProgressBar({ label, value, maxValue = 100, valueLabel, className }: Props) {
  const { progressBarProps, labelProps } = useProgressBar({ label, value, maxValue, ...(valueLabel ? { valueLabel } : {}) });
  return (
    <div {...progressBarProps} className={className}>
      <div className="meter-text">
        <span {...labelProps}>{label}</span>
        <span>{progressBarProps['aria-valuetext']}</span>
      </div>
      <Bar percentage={(value / maxValue) * 100} />
    </div>
  );
}

/** role="meter": a quantity within a range (the drive's used space). */
export function Meter({ label, value, maxValue = 100, valueLabel, className }: Props) {
  const { meterProps, labelProps } = useMeter({ label, value, maxValue, ...(valueLabel ? { valueLabel } : {}) });
  return (
    <div {...meterProps} className={className}>
      <div className="meter-text">
        <span {...labelProps} className="field-label">
          {label}
        </span>
        <span>{meterProps['aria-valuetext']}</span>
      </div>
      <Bar percentage={(value / maxValue) * 100} />
    </div>
  );
}
