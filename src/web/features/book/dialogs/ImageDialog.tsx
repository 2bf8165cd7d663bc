// Insert a picture (a file into the drive, or a web address fetched by the
// server) with its alternative text, required unless it is decorative; the
// same dialog edits the selected picture's text and decorative flag, and its
// tactile version (TactileVersionGroup).

import { useRef, useState } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Transforms } from 'slate';
import { useSlateStatic } from 'slate-react';
import { useApi } from '../../../api/ApiContext.tsx';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import type { BookEditorUi } from '../editor/currentEditor.ts';
import { editorMessages as em } from '../editor/messages.ts';
import { imageAt, insertImage } from '../editor/voids.ts';
import { CheckedField } from './CheckedField.tsx';
import { DialogButtons } from './DialogButtons.tsx';
import { fetchImage, uploadImage } from './imageSource.ts';
import { dialogMessages as m } from './messages.ts';
import { TactileVersionGroup } from './TactileVersionGroup.tsx';
import { useFieldErrors } from './useFieldErrors.ts';
import { checkAltText, checkImageUrl, type Checked } from './validation.ts';

interface Props {
  readonly ui: BookEditorUi;
  readonly onClose: () => void;
  /** Edit the selected picture instead of inserting one. */
  readonly edit?: boolean;
}

export function ImageDialog({ ui, onClose, edit = false }: Props) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const api = useApi();
  const [existing] = useState(() => (edit ? imageAt(editor) : undefined));
  const [alt, setAlt] = useState(existing?.[0].alt ?? '');
  const [decorative, setDecorative] = useState(existing?.[0].decorative === true);
  // Unlinked only when asked: a tactile version linked while the dialog is open (from the Canvas's tab) stays.
  const [tactileRemoved, setTactileRemoved] = useState(false);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { errors, refs, check, clear } = useFieldErrors(['url', 'alt']);

  const submit = async () => {
    const altChecked = checkAltText(alt, decorative);
    if (existing) {
      if (!check([['alt', altChecked]]) || !altChecked.ok) return;
      const at = existing[1];
      if (decorative) Transforms.setNodes(editor, { alt: '', decorative: true }, { at });
      else {
        Transforms.setNodes(editor, { alt: altChecked.value }, { at });
        Transforms.unsetNodes(editor, 'decorative', { at });
      }
      if (tactileRemoved) Transforms.unsetNodes(editor, 'tactile', { at });
      onClose();
      return;
    }
    const source: Checked<string> = file ? { ok: true, value: '' } : url.trim() === '' ? { ok: false, error: m.fileRequired } : checkImageUrl(url);
    if (!check([['url', source], ['alt', altChecked]]) || !altChecked.ok) return;
    setBusy(true);
    const src = file ? await uploadImage(api, file) : await fetchImage(api, url.trim());
    setBusy(false);
    if (src === undefined) {
      check([['url', { ok: false, error: m.uploadFailed }]]);
      return;
    }
    insertImage(editor, { src, alt: altChecked.value, decorative });
    ui.say(em.imageInserted);
    onClose();
  };

  return (
    <AppDialog title={intl.formatMessage(existing ? m.imagePropertiesTitle : m.imageTitle)} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form
        className="dialog-body"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit();
        }}
      >
        {!existing && (
          <>
            <div className="field">
              <label className="field-label" htmlFor="book-image-file">
                {intl.formatMessage(m.imageFile)}
              </label>
              <input
                id="book-image-file"
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  clear('url');
                }}
              />
            </div>
            <CheckedField label={intl.formatMessage(m.imageUrl)} value={url} onChange={(v) => { setUrl(v); clear('url'); }} error={errors.url} inputRef={refs.url} inputMode="url" />
          </>
        )}
        <CheckedField label={intl.formatMessage(m.altText)} value={alt} onChange={(v) => { setAlt(v); clear('alt'); }} error={errors.alt} inputRef={refs.alt} autoFocus={existing !== undefined} />
        <Checkbox className="checkbox" isSelected={decorative} onChange={(value) => { setDecorative(value); clear('alt'); }}>
          {intl.formatMessage(m.decorative)}
        </Checkbox>
        {existing && <TactileVersionGroup src={existing[0].src} tactile={tactileRemoved ? undefined : existing[0].tactile} onRemove={() => setTactileRemoved(true)} />}
        <DialogButtons submit={busy ? intl.formatMessage(m.uploading) : intl.formatMessage(existing ? m.apply : m.insert)} onCancel={onClose} busy={busy} />
      </Form>
    </AppDialog>
  );
}
