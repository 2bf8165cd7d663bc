import { useId, useState } from 'react';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { OPTION_RANGES } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';

interface Props {
  readonly label: Message;
  readonly option: 'opacity' | 'sharpness';
  readonly value: number;
  /** Called when the user lets go (or with each key press): converting a picture again is not free. */
  readonly onChangeEnd: (value: number) => void;
  /** Why the slider cannot be used now; shown under it. */
  readonly unavailable?: string;
}

const PERCENT = { style: 'unit', unit: 'percent' } as const;

/** A percentage option (0–100 % in steps of 10, spec §9) as a slider showing its value. */
export function PercentSlider({ label, option, value, onChangeEnd, unavailable }: Props) {
  const intl = useIntl();
  const reasonId = useId();
  const { min, max, step } = OPTION_RANGES[option];
  // The thumb follows a drag; the editor hears the value at its end (and shows it from then on).
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <div className="canvas-field">
      <Slider
        className="percent-slider"
        value={dragged ?? value}
        minValue={min}
        maxValue={max}
        step={step}
        formatOptions={PERCENT}
        isDisabled={unavailable !== undefined}
        onChange={setDragged}
        onChangeEnd={(end) => {
          setDragged(null);
          onChangeEnd(end);
        }}
        {...(unavailable === undefined ? {} : { 'aria-describedby': reasonId })}
      >
        <div className="percent-slider-head">
          <Label className="field-label">{intl.formatMessage(label)}</Label>
          <SliderOutput className="percent-slider-output" />
        </div>
        <SliderTrack className="percent-slider-track">
          <SliderThumb className="percent-slider-thumb" />
        </SliderTrack>
      </Slider>
      {unavailable !== undefined && (
        <p id={reasonId} className="field-note">
          {unavailable}
        </p>
      )}
    </div>
  );
}
