// The selection's text colour or highlight (its background), as hex (spec §5
// 'Please enter a valid color (e.g. "ff0000").'). Colour is secondary: the
// words and the structure carry the meaning, so the dialog only says the value.

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

const WORDS = {
  color: { title: m.colorTitle, set: em.colorSet, removed: em.colorRemoved },
  highlight: { title: m.highlightTitle, set: em.highlightSet, removed: em.highlightRemoved },
} as const;

export function ColorDialog({ ui, onClose, kind }: { readonly ui: BookEditorUi; readonly onClose: () => void; readonly kind: 'color' | 'highlight' }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const words = WORDS[kind];
  const [value, setValue] = useState(() => (Editor.marks(editor)?.[kind] ?? '').replace(/^#/, ''));
  const { errors, refs, check, clear } = useFieldErrors(['color']);
  return (
    <AppDialog title={intl.formatMessage(words.title)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkColor(value);
          if (!check([['color', checked]]) || !checked.ok) return;
          setColor(editor, kind, checked.value);
          ui.say(words.set, { color: checked.value });
          onClose();
        }}
      >
        <CheckedField label={intl.formatMessage(m.color)} value={value} onChange={(v) => { setValue(v); clear('color'); }} error={errors.color} inputRef={refs.color} autoFocus />
        <Button
          className="button"
          onPress={() => {
            setColor(editor, kind, null);
            ui.say(words.removed);
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
