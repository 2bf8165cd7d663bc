import { useState, type FormEvent } from 'react';
import { Button, Form, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MAX_DESCRIPTION_LENGTH } from '../../../../shared/api/driveApp.ts';
import { announce } from '../../../ui/announcer.ts';
import type { FileDetail } from '../api/types.ts';
import { driveFailureMessage } from '../state/driveErrors.ts';
import { useRefreshDrive } from '../state/queries.ts';
import { useDriveApi } from '../state/useDrive.ts';
import type { DetailPage } from './detailPages.ts';
import { detailMessages as d } from './messages.ts';
import { PinPreview } from './PinPreview.tsx';
import { ReadOnDisplayButton } from '../../device/shell.tsx';

/** PUT /dtms/images/{id} takes the first 100 pages' descriptions (PAGE_NO 1 to 100). */
const MAX_DESCRIBED_PAGES = 100;

interface Props {
  readonly detail: FileDetail;
  readonly pages: readonly DetailPage[];
}

/**
 * The owner's editing of a file's description and each page's alternative
 * text (spec §3), in the details dialog: plain text fields, one Save. The
 * result is announced once; a refusal is shown and spoken translated, and
 * what was typed stays.
 */
export function DescriptionsForm({ detail, pages }: Props) {
  const intl = useIntl();
  const api = useDriveApi();
  const refresh = useRefreshDrive();
  const described = pages.slice(0, MAX_DESCRIBED_PAGES);
  const [description, setDescription] = useState(detail.description ?? '');
  const [altTexts, setAltTexts] = useState(() => described.map((page) => page.altText));
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const tooLong = (text: string) => text.length > MAX_DESCRIPTION_LENGTH;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaved(false);
    if (tooLong(description) || altTexts.some(tooLong)) {
      setError(intl.formatMessage(d.descriptionTooLong, { max: MAX_DESCRIPTION_LENGTH }));
      return;
    }
    setSaving(true);
    const result = await api.describeFile(detail.dtmNo, {
      description,
      pages: altTexts.map((altText, index) => ({ pageNo: index + 1, altText })),
    });
    setSaving(false);
    if (!result.ok) {
      const message = driveFailureMessage(result);
      setError(message ? intl.formatMessage(message.message, message.values) : undefined);
      return;
    }
    setError(undefined);
    setSaved(true);
    announce(intl.formatMessage(d.descriptionsSaved));
    await refresh();
  };

  const edit = <T,>(change: (value: T) => void) => (value: T) => {
    change(value);
    setSaved(false);
  };

  return (
    <Form className="descriptions-form" onSubmit={(event) => void save(event)}>
      <TextField className="field" value={description} onChange={edit(setDescription)}>
        <Label className="field-label">{intl.formatMessage(d.description)}</Label>
        <TextArea className="input input--multiline" rows={3} />
      </TextField>
      <ReadOnDisplayButton text={description} />
      {described.length > 0 && (
        <section aria-labelledby="details-pages">
          <h3 id="details-pages">{intl.formatMessage(d.pageDescriptions)}</h3>
          <ol className="detail-pages">
            {described.map((page, index) => (
              <li key={page.number} className="detail-page">
                <h4>{intl.formatMessage(d.page, { page: page.number })}</h4>
                {page.hex && (
                  <PinPreview
                    hex={page.hex}
                    label={intl.formatMessage(d.pagePreview, { page: page.number, text: page.altText.trim() ? page.altText : intl.formatMessage(d.noAltText) })}
                    className="pin-preview pin-preview--large"
                  />
                )}
                <TextField
                  className="field"
                  value={altTexts[index] ?? ''}
                  onChange={edit((value: string) => setAltTexts((texts) => texts.map((text, at) => (at === index ? value : text))))}
                >
                  <Label className="field-label">{intl.formatMessage(d.altTextOfPage, { page: page.number })}</Label>
                  <TextArea className="input input--multiline" rows={2} />
                </TextField>
                <ReadOnDisplayButton text={altTexts[index] ?? ''} />
              </li>
            ))}
          </ol>
        </section>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <Button type="submit" className="button button--primary" isPending={saving}>
          {intl.formatMessage(d.saveDescriptions)}
        </Button>
        {/* Spoken once by announce(); shown here so it can be read again. */}
        {saved && <p className="field-note">{intl.formatMessage(d.descriptionsSaved)}</p>}
      </div>
    </Form>
  );
}
