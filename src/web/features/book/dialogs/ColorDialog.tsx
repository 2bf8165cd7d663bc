// The text colour of the selection, as hex (spec §5 'Please enter a valid color (e.g. "ff0000").').

import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Editor } from 'slate';
import { useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { setColor } from '../editor/marks.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkColor } from './validation.ts';

export function ColorDialog({ ui, onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [value, setValue] = useState(() => (Editor.marks(editor)?.color ?? '').replace(/^#/, ''));
  const { errors, refs, check, clear } = useFieldErrors(['color']);
  return (
    <AppDialog title={intl.formatMessage(m.colorTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkColor(value);
          if (!check([['color', checked]]) || !checked.ok) return;
          setColor(editor, 'color', checked.value);
          ui.say(em.colorSet, { color: checked.value });
          onClose();
        }}
      >
        <CheckedField label={intl.formatMessage(m.color)} value={value} onChange={(v) => { setValue(v); clear('color'); }} error={errors.color} inputRef={refs.color} autoFocus />
        <Button
          className="button"
          onPress={() => {
            setColor(editor, 'color', null);
            ui.say(em.colorRemoved);
            onClose();
          }}
        >
          {intl.formatMessage(m.removeColor)}
        </Button>
        <DialogButtons submit={intl.formatMessage(m.apply)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
