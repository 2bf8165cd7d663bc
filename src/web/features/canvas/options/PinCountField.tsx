import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { OPTION_RANGES } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { MinusIcon, PlusIcon } from '../icons.tsx';

interface Props {
  readonly label: Message;
  readonly option: 'thickness' | 'eraserSize';
  readonly value: number;
  readonly onChange: (value: number) => void;
}

/** A size in pins (thickness, eraser): a spin button with the editor's own range; the unit is in the label. */
export function PinCountField({ label, option, value, onChange }: Props) {
  const intl = useIntl();
  const { min, max, step } = OPTION_RANGES[option];
  return (
    <NumberField className="canvas-field" value={value} minValue={min} maxValue={max} step={step} onChange={(next) => Number.isFinite(next) && onChange(next)}>
      <Label className="field-label">{intl.formatMessage(label)}</Label>
      <Group className="number-group">
        <Button slot="decrement" className="number-step">
          <MinusIcon />
        </Button>
        <Input className="input number-input" />
        <Button slot="increment" className="number-step">
          <PlusIcon />
        </Button>
      </Group>
    </NumberField>
  );
}
