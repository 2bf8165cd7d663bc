import { Label, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { imageMessages as m } from './messages.ts';

/** Where a manual threshold starts: mid-grey. */
export const MANUAL_THRESHOLD_START = 128;

interface Props {
  readonly value: 'auto' | number;
  readonly onChange: (value: 'auto' | number) => void;
}

/** The cut between raised and lowered: chosen from the picture (automatic), or a grey level the user sets. */
export function ThresholdControls({ value, onChange }: Props) {
  const intl = useIntl();
  return (
    <>
      <RadioGroup
        className="field"
        orientation="horizontal"
        value={value === 'auto' ? 'auto' : 'manual'}
        onChange={(mode) => onChange(mode === 'auto' ? 'auto' : MANUAL_THRESHOLD_START)}
      >
        <Label className="field-label">{intl.formatMessage(m.threshold)}</Label>
        <Radio value="auto" className="radio">
          {intl.formatMessage(m.thresholdAuto)}
        </Radio>
        <Radio value="manual" className="radio">
          {intl.formatMessage(m.thresholdManual)}
        </Radio>
      </RadioGroup>
      {value !== 'auto' && (
        <Slider className="percent-slider" defaultValue={value} minValue={0} maxValue={255} step={5} onChangeEnd={onChange}>
          <div className="percent-slider-head">
            <Label className="field-label">{intl.formatMessage(m.thresholdLevel)}</Label>
            <SliderOutput className="percent-slider-output" />
          </div>
          <SliderTrack className="percent-slider-track">
            <SliderThumb className="percent-slider-thumb" />
          </SliderTrack>
        </Slider>
      )}
    </>
  );
}
