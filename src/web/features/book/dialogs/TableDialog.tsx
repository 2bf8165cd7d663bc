// Insert a table: rows, columns, whether the first row is a header row (on by
// default: a data table needs its column headers) and an optional caption
// (read before the table, and its first line in braille).

import { useState } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { insertTable, MAX_TABLE_SIZE } from '../editor/tables.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkCount } from './validation.ts';

export function TableDialog({ ui, onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [rows, setRows] = useState('2');
  const [columns, setColumns] = useState('2');
  const [header, setHeader] = useState(true);
  const [caption, setCaption] = useState('');
  const { errors, refs, check, clear } = useFieldErrors(['rows', 'columns']);
  return (
    <AppDialog title={intl.formatMessage(m.tableTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const r = checkCount(rows, 1, MAX_TABLE_SIZE);
          const c = checkCount(columns, 1, MAX_TABLE_SIZE);
          if (!check([['rows', r], ['columns', c]]) || !r.ok || !c.ok) return;
          insertTable(editor, r.value, c.value, header, caption);
          ui.say(em.tableInserted, { rows: r.value, columns: c.value });
          onClose();
        }}
      >
        <CheckedField label={intl.formatMessage(m.rows)} value={rows} onChange={(v) => { setRows(v); clear('rows'); }} error={errors.rows} inputRef={refs.rows} inputMode="numeric" autoFocus />
        <CheckedField label={intl.formatMessage(m.columns)} value={columns} onChange={(v) => { setColumns(v); clear('columns'); }} error={errors.columns} inputRef={refs.columns} inputMode="numeric" />
        <Checkbox className="checkbox" isSelected={header} onChange={setHeader}>
          {intl.formatMessage(m.headerRow)}
        </Checkbox>
        <CheckedField label={intl.formatMessage(m.caption)} help={intl.formatMessage(m.captionHelp)} value={caption} onChange={setCaption} error={undefined} />
        <DialogButtons submit={intl.formatMessage(m.insert)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
