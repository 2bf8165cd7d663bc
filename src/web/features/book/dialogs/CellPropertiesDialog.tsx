// The caret's table and cell: the table's caption, and the cell's width,
// height and background (spec §5 'The value is invalid. Try "10px" or "2em"
// or simply "2".').

import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Node, Transforms } from 'slate';
import { useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { focusedCell, isTable } from '../editor/nodes.ts';
import { setTableCaption } from '../editor/tables.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkColor, checkLength, type Checked } from './validation.ts';

export function CellPropertiesDialog({ onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [cell] = useState(() => focusedCell(editor));
  const tablePath = cell?.[1].slice(0, -2);
  const [caption, setCaption] = useState(() => {
    const table = tablePath && Node.has(editor, tablePath) ? Node.get(editor, tablePath) : undefined;
    return table && isTable(table) ? (table.caption ?? '') : '';
  });
  const [width, setWidth] = useState(cell?.[0].width ?? '');
  const [height, setHeight] = useState(cell?.[0].height ?? '');
  const [background, setBackground] = useState((cell?.[0].background ?? '').replace(/^#/, ''));
  const { errors, refs, check, clear } = useFieldErrors(['width', 'height', 'background']);
  return (
    <AppDialog title={intl.formatMessage(m.cellTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const w = checkLength(width);
          const h = checkLength(height);
          const b: Checked<string | null> = background.trim() === '' ? { ok: true, value: null } : checkColor(background);
          if (!check([['width', w], ['height', h], ['background', b]]) || !w.ok || !h.ok || !b.ok || !cell) return;
          const at = cell[1];
          if (tablePath) setTableCaption(editor, tablePath, caption);
          for (const [key, value] of [['width', w.value], ['height', h.value], ['background', b.value]] as const) {
            if (value === null) Transforms.unsetNodes(editor, key, { at });
            else Transforms.setNodes(editor, { [key]: value }, { at });
          }
          onClose();
        }}
      >
        <CheckedField label={intl.formatMessage(m.caption)} help={intl.formatMessage(m.captionHelp)} value={caption} onChange={setCaption} error={undefined} autoFocus />
        <CheckedField label={intl.formatMessage(m.cellWidth)} value={width} onChange={(v) => { setWidth(v); clear('width'); }} error={errors.width} inputRef={refs.width} />
        <CheckedField label={intl.formatMessage(m.cellHeight)} value={height} onChange={(v) => { setHeight(v); clear('height'); }} error={errors.height} inputRef={refs.height} />
        <CheckedField label={intl.formatMessage(m.cellBackground)} value={background} onChange={(v) => { setBackground(v); clear('background'); }} error={errors.background} inputRef={refs.background} />
        <DialogButtons submit={intl.formatMessage(m.apply)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
