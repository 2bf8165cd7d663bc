import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DtmsFormatError } from '../../../../core/dtms/index.ts';
import { saveBlob } from '../../../platform/saveBlob.ts';
import { announce } from '../../../ui/announcer.ts';
import { dtmToDtms, dtmsToDtm, type ConvertedFile } from '../logic/convertTactileFile.ts';
import { testPageMessages as m } from '../messages.ts';

// Format names, the same in every language.
const FROM_DTM = 'DTM → DTMS';
const FROM_DTMS = 'DTMS → DTM';

export type Conversion = 'dtm-to-dtms' | 'dtms-to-dtm';

/**
 * /test/save-dtm-file-as-dtms and /test/save-dtms-file-as-dtm: choose a local
 * file, convert it here with core's readers and writers, download the
 * result. A file that is not what it should be says why, translated.
 */
export function ConvertPanel({ conversion }: { readonly conversion: Conversion }) {
  const intl = useIntl();
  const [result, setResult] = useState<{ readonly text: string; readonly failed: boolean }>();
  const fromDtm = conversion === 'dtm-to-dtms';

  async function convert(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    try {
      const bytes = new Uint8Array(await chosen.arrayBuffer());
      let converted: ConvertedFile;
      let note = '';
      if (fromDtm) converted = dtmToDtms(bytes, chosen.name);
      else {
        const dtm = dtmsToDtm(new TextDecoder().decode(bytes), chosen.name);
        if (dtm.pages > 1) note = ` ${intl.formatMessage(m.firstPageOnly, { pages: dtm.pages })}`;
        converted = dtm;
      }
      saveBlob(new Blob([converted.bytes.slice().buffer], { type: converted.type }), converted.name);
      const text = intl.formatMessage(m.converted, { file: chosen.name, name: converted.name }) + note;
      setResult({ text, failed: false });
      announce(text);
    } catch (error) {
      const reason = error instanceof DtmsFormatError ? intl.formatMessage(error.messageRef.message, error.messageRef.values) : String(error);
      // Shown in an alert, which is spoken once.
      setResult({ text: intl.formatMessage(m.convertFailed, { file: chosen.name, reason }), failed: true });
    }
  }

  return (
    <section className="panel" aria-labelledby="convert-heading">
      <h2 id="convert-heading">{fromDtm ? FROM_DTM : FROM_DTMS}</h2>
      <p>{intl.formatMessage(m.convertNote)}</p>
      <FileTrigger acceptedFileTypes={fromDtm ? ['.dtm'] : ['.dtms', 'application/json']} onSelect={(files) => void convert(files)}>
        <Button className="button button--primary">{intl.formatMessage(fromDtm ? m.chooseDtm : m.chooseDtms)}</Button>
      </FileTrigger>
      {result &&
        (result.failed ? (
          <p className="field-error" role="alert">
            {result.text}
          </p>
        ) : (
          <p data-testid="convert-result">{result.text}</p>
        ))}
    </section>
  );
}
