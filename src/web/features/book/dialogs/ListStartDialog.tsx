// The start number of the numbered list under the caret (spec §5's four
// start-index messages).

import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Editor, Transforms } from 'slate';
import { useSlateStatic } from 'slate-react';
import type { ListElement } from '../../../../core/book/model.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { isList } from '../editor/nodes.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkStartIndex } from './validation.ts';

export function ListStartDialog({ ui, onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [list] = useState(() => (editor.selection ? Editor.above<ListElement>(editor, { at: editor.selection.focus, match: (node) => isList(node) && node.ordered, mode: 'lowest' }) : undefined));
  const [value, setValue] = useState(String(list?.[0].start ?? 1));
  const { errors, refs, check, clear } = useFieldErrors(['start']);
  return (
    <AppDialog title={intl.formatMessage(m.listStartTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkStartIndex(value);
          if (!check([['start', checked]]) || !checked.ok || !list) return;
          if (checked.value === 1) Transforms.unsetNodes(editor, 'start', { at: list[1] });
          else Transforms.setNodes(editor, { start: checked.value }, { at: list[1] });
          ui.say(em.startSet, { start: checked.value });
          onClose();
        }}
      >
        <CheckedField
          label={intl.formatMessage(m.listStart)}
          value={value}
          onChange={(next) => {
            setValue(next);
            clear('start');
          }}
          error={errors.start}
          inputRef={refs.start}
          inputMode="numeric"
          autoFocus
        />
        <DialogButtons submit={intl.formatMessage(m.apply)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
