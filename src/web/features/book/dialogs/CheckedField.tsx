// A labelled text field whose error is tied to it (React Aria's FieldError:
// aria-describedby and aria-invalid) and whose help text is its description.

import type { RefObject } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly help?: string;
  readonly inputRef?: RefObject<HTMLInputElement | null>;
  readonly autoFocus?: boolean;
  readonly type?: 'text' | 'url';
  readonly inputMode?: 'numeric' | 'text' | 'url';
}

export function CheckedField({ label, value, onChange, error, help, inputRef, autoFocus = false, type = 'text', inputMode }: Props) {
  return (
    <TextField className="field" value={value} onChange={onChange} isInvalid={error !== undefined} autoFocus={autoFocus} type={type}>
      <Label className="field-label">{label}</Label>
      <Input ref={inputRef} className="input" inputMode={inputMode} />
      {help && (
        <Text slot="description" className="field-note">
          {help}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}
