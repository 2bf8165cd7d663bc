// Insert audio or video from the drive (spec §5 'This media URL is not supported.' for any other address).

import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSlateStatic } from 'slate-react';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { insertMedia } from '../editor/voids.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { dialogMessages as m } from './messages.ts';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkMediaUrl } from './validation.ts';

export function MediaDialog({ ui, onClose }: { readonly ui: BookEditorUi; readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<'audio' | 'video'>('audio');
  const { errors, refs, check, clear } = useFieldErrors(['url']);
  return (
    <AppDialog title={intl.formatMessage(m.mediaTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkMediaUrl(url, window.location.origin);
          if (!check([['url', checked]]) || !checked.ok) return;
          insertMedia(editor, { kind, src: checked.value, title: title.trim() });
          ui.say(em.mediaInserted);
          onClose();
        }}
      >
        <RadioGroup className="field" value={kind} onChange={(value) => setKind(value === 'video' ? 'video' : 'audio')}>
          <Label className="field-label">{intl.formatMessage(m.mediaKind)}</Label>
          <Radio value="audio" className="radio">
            {intl.formatMessage(m.audio)}
          </Radio>
          <Radio value="video" className="radio">
            {intl.formatMessage(m.video)}
          </Radio>
        </RadioGroup>
        <CheckedField label={intl.formatMessage(m.mediaUrl)} value={url} onChange={(v) => { setUrl(v); clear('url'); }} error={errors.url} inputRef={refs.url} inputMode="url" autoFocus />
        <CheckedField label={intl.formatMessage(m.mediaTitleField)} value={title} onChange={setTitle} error={undefined} />
        <DialogButtons submit={intl.formatMessage(m.insert)} onCancel={onClose} />
      </Form>
    </AppDialog>
  );
}
