import { Input, Label, Text, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { setTitleInput } from '../checker/titleField.ts';
import { useBookDocument } from './BookDocumentContext.ts';
import { documentMessages as m } from './messages.ts';

/** The document's title, as typed; spec §5's rules apply when it is saved (said under the field). */
export function DocumentTitleField() {
  const intl = useIntl();
  const doc = useBookDocument();
  return (
    <TextField className="field book-title-field" value={doc.title} onChange={doc.setTitle} isDisabled={doc.loading}>
      <Label className="field-label">{intl.formatMessage(m.title)}</Label>
      <Input className="input" ref={setTitleInput} />
      <Text slot="description" className="field-note">
        {intl.formatMessage(m.titleNote)}
      </Text>
    </TextField>
  );
}
