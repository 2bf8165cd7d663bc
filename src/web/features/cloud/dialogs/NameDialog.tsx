import { useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_NAME_LENGTH } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiFailure } from '../../../api/apiTypes.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { listMessages } from '../common/messages.ts';
import { driveFailureMessage } from '../state/driveErrors.ts';
import { driveErrorMessages } from '../state/messages.ts';
import { dialogMessages as m } from './messages.ts';

interface Props {
  readonly title: string;
  readonly label: string;
  readonly submitLabel: string;
  readonly initialName?: string;
  /** Shown under the field (a file keeps its extension). */
  readonly note?: string | undefined;
  /** Null when it worked (the dialog closes), else the failure to show. */
  readonly onSubmit: (name: string) => Promise<ApiFailure | null>;
  readonly onClose: () => void;
}

/**
 * New folder and rename: one labelled field, the name required (spec §8
 * 'No text entered.') and at most 200 characters; the server's refusal (a
 * name taken) shown on the field, translated, with focus kept there.
 */
export function NameDialog({ title, label, submitLabel, initialName = '', note, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (text: string) => {
    setError(text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (trimmed === '') return refuse(intl.formatMessage(driveErrorMessages.nameRequired));
    if (trimmed.length > MAX_NAME_LENGTH) return refuse(intl.formatMessage(driveErrorMessages.nameTooLong, { max: MAX_NAME_LENGTH }));
    setSaving(true);
    const failure = await onSubmit(trimmed);
    setSaving(false);
    if (failure === null) return onClose();
    const message = driveFailureMessage(failure);
    if (message) refuse(intl.formatMessage(message.message, message.values));
  };

  return (
    <AppDialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Form className="dialog-body" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        <TextField
          className="field"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          autoFocus
        >
          <Label className="field-label">{label}</Label>
          <Input ref={input} className="input" onFocus={(event) => event.currentTarget.select()} />
          {note && (
            <Text slot="description" className="field-note">
              {note}
            </Text>
          )}
          <FieldError className="field-error">{error}</FieldError>
        </TextField>
        <div className="button-row">
          <Button type="submit" className="button button--primary" isPending={saving}>
            {saving ? intl.formatMessage(m.saving) : submitLabel}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(listMessages.cancel)}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}
