// Insert or edit a link (Ctrl+K): the text shown and the address, which must
// be http(s), mailto or a #place (spec §5 'Link URL must not be empty.').

import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Editor, Node, Range } from 'slate';
import { useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { linkAt, setLink } from '../editor/links.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkLinkUrl } from './validation.ts';

export function LinkDialog({ ui, onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [initial] = useState(() => {
    const link = linkAt(editor);
    if (link) return { text: Node.string(link[0]), url: link[0].href };
    const selection = editor.selection;
    return { text: selection && Range.isExpanded(selection) ? Editor.string(editor, selection) : '', url: '' };
  });
  const [text, setText] = useState(initial.text);
  const [url, setUrl] = useState(initial.url);
  const { errors, refs, check, clear } = useFieldErrors(['url']);

  return (
    <AppDialog title={intl.formatMessage(m.linkTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkLinkUrl(url);
          if (!check([['url', checked]]) || !checked.ok) return;
          setLink(editor, checked.value, text.trim());
          ui.say(em.linkSet);
          onClose();
        }}
      >
        <CheckedField label={intl.formatMessage(m.linkText)} value={text} onChange={setText} error={undefined} autoFocus={initial.text === ''} />
        <CheckedField
          label={intl.formatMessage(m.linkUrl)}
          value={url}
          onChange={(value) => {
            setUrl(value);
            clear('url');
          }}
          error={errors.url}
          help={intl.formatMessage(m.linkUrlHelp)}
          inputRef={refs.url}
          autoFocus={initial.text !== ''}
          inputMode="url"
        />
        <DialogButtons submit={intl.formatMessage(m.apply)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
