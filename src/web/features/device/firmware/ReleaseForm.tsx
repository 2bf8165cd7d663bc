import { useState, type FormEvent } from 'react';
import { Button, FieldError, FileTrigger, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/ApiContext.tsx';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { announce } from '../../../ui/announcer.ts';
import { firmwareErrorCode, signingKey, uploadRelease, type ReleaseUpload } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';
import { formErrors, serverErrors, type ReleaseErrors, type ReleaseField } from './releaseFormErrors.ts';
import { subtleSha256 } from '../../../platform/subtleSha256.ts';

const EMPTY: ReleaseUpload = { model: '', version: '', minHardware: '', notes: '', vendorUrl: '', sha256: '', signature: '', file: undefined, downloadUrl: '' };

/**
 * A new release (DOT-ADMIN): the model (the connected display's, to start
 * with), version, notes and where the file is, with the checksum this
 * browser computes from the chosen file and the signature made with the
 * operator's key. Each refusal shows at its field; the first field in error
 * takes the focus.
 */
export function ReleaseForm({ model, onAdded }: { readonly model: string | undefined; readonly onAdded: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const key = useApiQuery(['firmware-signing-key'], signingKey);
  const [upload, setUpload] = useState<ReleaseUpload>({ ...EMPTY, model: model ?? '' });
  const [errors, setErrors] = useState<ReleaseErrors>({});
  const [busy, setBusy] = useState(false);
  /** Errors without those of `fields` (and the form's): what the user just changed. */
  const clear = (...fields: ReleaseField[]) =>
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([field]) => field !== 'form' && !fields.includes(field as ReleaseField))) as ReleaseErrors);
  type TextKey = Exclude<keyof ReleaseUpload, 'file'>;
  const change = (field: TextKey, value: string) => {
    setUpload((old) => ({ ...old, [field]: value }));
    clear(field === 'downloadUrl' ? 'file' : field === 'notes' ? 'form' : field);
  };
  const errorOf = (field: ReleaseField) => (errors[field] ? intl.formatMessage(errors[field]) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = formErrors(upload);
    if (Object.keys(found).length === 0) {
      setBusy(true);
      const result = await uploadRelease(api, upload);
      setBusy(false);
      if (result.ok) {
        announce(intl.formatMessage(m.added, { model: result.data.model, version: result.data.version }));
        setUpload({ ...EMPTY, model: upload.model });
        setErrors({});
        onAdded();
        return;
      }
      Object.assign(found, serverErrors(firmwareErrorCode(result)));
    }
    setErrors(found);
    // The first field in error, once React has marked it.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (found.form) announce(intl.formatMessage(found.form), 'assertive');
  }

  const text = (field: 'model' | 'version' | 'minHardware' | 'vendorUrl' | 'sha256' | 'signature' | 'downloadUrl', label: string, note?: string) => {
    const errorField: ReleaseField = field === 'downloadUrl' ? 'file' : field;
    return (
      <TextField className="field" value={upload[field]} onChange={(value) => change(field, value)} isInvalid={errors[errorField] !== undefined && field !== 'downloadUrl'}>
        <Label className="field-label">{label}</Label>
        <Input className="input" />
        {note && (
          <Text slot="description" className="field-note">
            {note}
          </Text>
        )}
        <FieldError className="field-error">{field === 'downloadUrl' ? undefined : errorOf(errorField)}</FieldError>
      </TextField>
    );
  };

  return (
    <section aria-labelledby="firmware-upload">
      <h3 id="firmware-upload">{intl.formatMessage(m.uploadHeading)}</h3>
      <p>{intl.formatMessage(m.uploadIntro)}</p>
      {key.data && (key.data.fingerprint ? <p className="firmware-checksum">{intl.formatMessage(m.fingerprint, { fingerprint: key.data.fingerprint })}</p> : <p className="field-error">{intl.formatMessage(m.errorNoKey)}</p>)}
      <Form className="firmware-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
        {text('model', intl.formatMessage(m.model))}
        {text('version', intl.formatMessage(m.version))}
        {text('minHardware', intl.formatMessage(m.minHardware), intl.formatMessage(m.minHardwareNote))}
        <TextField className="field" value={upload.notes} onChange={(value) => change('notes', value)}>
          <Label className="field-label">{intl.formatMessage(m.whatChanges)}</Label>
          <TextArea className="input" rows={4} />
        </TextField>
        {text('vendorUrl', intl.formatMessage(m.vendorUrl))}
        <div className="field" role="group" aria-labelledby="firmware-file-label" aria-describedby="firmware-file-chosen firmware-file-error">
          <span className="field-label" id="firmware-file-label">
            {intl.formatMessage(m.file)}
          </span>
          <FileTrigger
            onSelect={(files) => {
              const file = files?.[0];
              if (!file) return;
              setUpload((old) => ({ ...old, file }));
              clear('file', 'sha256');
              // The checksum is a convenience: a file the browser cannot read or hash (an insecure page) leaves the field to type.
              if (!globalThis.crypto?.subtle) return;
              file
                .arrayBuffer()
                .then((buffer) => subtleSha256(new Uint8Array(buffer)))
                .then(
                  (sha256) => setUpload((old) => (old.file === file ? { ...old, sha256 } : old)),
                  (error: unknown) => console.warn('The chosen firmware file could not be hashed', error),
                );
            }}
          >
            <Button className="button" aria-invalid={errors.file !== undefined || undefined}>
              {intl.formatMessage(m.chooseFile)}
            </Button>
          </FileTrigger>
          <p className="field-note" id="firmware-file-chosen">
            {upload.file ? intl.formatMessage(m.chosenFile, { name: upload.file.name, bytes: upload.file.size }) : intl.formatMessage(m.noFile)}
          </p>
          <p className="field-error" id="firmware-file-error">
            {errorOf('file')}
          </p>
        </div>
        {text('downloadUrl', intl.formatMessage(m.downloadUrl))}
        {text('sha256', intl.formatMessage(m.sha256), intl.formatMessage(m.sha256Note))}
        {text('signature', intl.formatMessage(m.signature))}
        {errors.form && <p className="form-error">{errorOf('form')}</p>}
        <Button type="submit" className="button button--primary" isPending={busy}>
          {intl.formatMessage(busy ? m.submitting : m.submit)}
        </Button>
      </Form>
    </section>
  );
}
