import { useRef, useState } from 'react';
import { FieldError, Form, Input, Label, NumberField, Radio, RadioGroup, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DAISY_DEFAULT_VOICE, DAISY_RATE, type DaisyVoice } from '../../../../shared/api/daisy.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import type { DaisyRequest } from '../api/daisyApi.ts';
import { DialogButtons } from '../dialogs/DialogButtons.tsx';
import { announce } from '../../../ui/announcer.ts';
import { checkRate } from './checkRate.ts';
import { DaisyBookState, type DaisyStateView } from './DaisyBookState.tsx';
import { daisyMessages as m } from './messages.ts';

/** The standard's name: the same in every language, so not a message. */
export const DAISY_FORMAT_NAME = 'DAISY 3 (ANSI/NISO Z39.86-2005)';

interface Props {
  readonly state: DaisyStateView;
  readonly onExport: (request: DaisyRequest) => void;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

/**
 * "Export as DAISY 3": the format said in words (the only one, not a select
 * with one choice), text and audio or text only, the voice (and which engine
 * speaks) and the rate in words per minute — both disabled for a text-only
 * book — and the document's latest book. Export hands the request over; the
 * caller closes the dialog and follows the job.
 */
export function DaisyExportDialog({ state, onExport, onDownload, onClose }: Props) {
  const intl = useIntl();
  const [audio, setAudio] = useState(true);
  const [voice, setVoice] = useState<DaisyVoice>(DAISY_DEFAULT_VOICE);
  const [rate, setRate] = useState<number>(DAISY_RATE.default);
  // The field commits a typed number on Enter just before the form submits: the submit reads it here, not from a render behind.
  const rateNow = useRef<number>(DAISY_RATE.default);
  const rateInput = useRef<HTMLInputElement>(null);
  const [rateError, setRateError] = useState<string>();
  // The bounds in the reader's digits and range sign ("80–400").
  const bounds = new Intl.NumberFormat(intl.locale).formatRange(DAISY_RATE.min, DAISY_RATE.max);
  return (
    <AppDialog title={intl.formatMessage(m.title)} isOpen onOpenChange={(open) => !open && onClose()} className="daisy-export-dialog">
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!audio) return onExport({ audio: false, voice, rate: rateNow.current });
          const checked = checkRate(rateNow.current);
          if (checked.ok) return onExport({ audio: true, voice, rate: checked.value });
          // Shown on the field, said at once, and the field focused: the user hears what to fix where it is.
          const error = intl.formatMessage(checked.error, checked.values);
          setRateError(error);
          rateInput.current?.focus();
          announce(error, 'assertive');
        }}
      >
        <dl className="daisy-format">
          <dt className="field-label">{intl.formatMessage(m.format)}</dt>
          <dd>{DAISY_FORMAT_NAME}</dd>
        </dl>
        <RadioGroup className="field" value={audio ? 'audio' : 'text'} onChange={(value) => setAudio(value === 'audio')}>
          <Label className="field-label">{intl.formatMessage(m.content)}</Label>
          <Radio value="audio" className="radio" autoFocus>
            {intl.formatMessage(m.textAndAudio)}
          </Radio>
          <Radio value="text" className="radio">
            {intl.formatMessage(m.textOnly)}
          </Radio>
        </RadioGroup>
        <SelectField
          label={intl.formatMessage(m.voice)}
          value={voice}
          options={[
            { id: 'female', name: intl.formatMessage(m.female) },
            { id: 'male', name: intl.formatMessage(m.male) },
          ]}
          onChange={(id) => setVoice(id === 'male' ? 'male' : 'female')}
          description={intl.formatMessage(m.engine)}
          isDisabled={!audio}
        />
        <NumberField
          className="field"
          value={rate}
          minValue={DAISY_RATE.min}
          maxValue={DAISY_RATE.max}
          step={5}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isDisabled={!audio}
          isInvalid={rateError !== undefined}
          onChange={(next) => {
            rateNow.current = next;
            setRate(next);
            setRateError(undefined);
          }}
        >
          <Label className="field-label">{intl.formatMessage(m.rate)}</Label>
          <Input ref={rateInput} className="input daisy-rate" />
          {rateError !== undefined && <FieldError className="field-error">{rateError}</FieldError>}
          <Text slot="description" className="field-note">
            {bounds}
          </Text>
        </NumberField>
        <DaisyBookState view={state} onDownload={onDownload} />
        <DialogButtons submit={intl.formatMessage(m.export)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
