import { useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { DeviceModel } from '../../../../core/pins/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { fileMessages as m } from './messages.ts';

export const MODEL_LABELS = { 320: m.model320, 768: m.model768 } as const;

interface Props {
  /** The model chosen first: the one of the document being replaced. */
  readonly initialModel: DeviceModel;
  readonly onCreate: (model: DeviceModel) => void;
  readonly onClose: () => void;
}

/** New document: which display it is for (spec §3: the 320, 60×40 pins, or the 768, 96×64), then one blank page. */
export function NewDocumentDialog({ initialModel, onCreate, onClose }: Props) {
  const intl = useIntl();
  const [model, setModel] = useState<DeviceModel>(initialModel);
  return (
    <AppDialog title={intl.formatMessage(m.newDocument)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          onCreate(model);
        }}
      >
        <RadioGroup className="field" value={String(model)} onChange={(value) => setModel(value === '768' ? 768 : 320)}>
          <Label className="field-label">{intl.formatMessage(m.model)}</Label>
          {([320, 768] as const).map((choice) => (
            <Radio key={choice} value={String(choice)} className="radio" autoFocus={choice === model}>
              {intl.formatMessage(MODEL_LABELS[choice])}
            </Radio>
          ))}
        </RadioGroup>
        <div className="button-row">
          <Button type="submit" className="button button--primary">
            {intl.formatMessage(m.create)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}
