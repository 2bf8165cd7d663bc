import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CONVERTIBLE_EXTENSIONS, type ConvertQuality } from '../../../../shared/api/conversion.ts';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import { announce } from '../../../ui/announcer.ts';
import { AppLink } from '../../../ui/AppLink.tsx';
import type { ConversionStarted } from '../api/types.ts';
import { formatSize } from '../common/format.ts';
import { bookEditorHref, bookReaderHref } from '../common/openHrefs.ts';
import { ProgressBar } from '../common/ProgressMeter.tsx';
import { dialogMessages } from '../dialogs/messages.ts';
import { stepToAnnounce } from '../dialogs/progressSteps.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { useConversionUploader } from '../state/useConversionUploader.ts';
import { documentFailureText } from './documentFailure.ts';
import { ConversionJob } from './ConversionJob.tsx';
import { conversionMessages as m } from './messages.ts';
import { QualityChoice } from './QualityChoice.tsx';

const ACCEPTED = CONVERTIBLE_EXTENSIONS.map((kind) => `.${kind}`);

/**
 * /test/pdf-convert-demo (spec §2), for support staff: choose a PDF or
 * DOCX and a quality, upload it to the top of My files with the progress as
 * a percentage (spoken at each quarter), then watch the job (ConversionJob)
 * until it ends, and open the result in the reader or in Book.
 */
export function ConversionDemo() {
  const intl = useIntl();
  const uploadDocument = useConversionUploader();
  const [file, setFile] = useState<File | undefined>();
  const [quality, setQuality] = useState<ConvertQuality>('ORDINARY');
  const [percent, setPercent] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [job, setJob] = useState<ConversionStarted | undefined>();
  const controller = useRef<AbortController | null>(null);
  const lastStep = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (!file || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    lastStep.current = 0;
    setError(undefined);
    setJob(undefined);
    setPercent(0);
    const result = await uploadDocument({ file, folderNo: ROOT_GROUP_NO, quality }, (value) => {
      setPercent(value);
      const step = stepToAnnounce(value, lastStep.current);
      if (step === undefined) return;
      lastStep.current = step;
      announce(intl.formatMessage(dialogMessages.uploadProgress, { percent: step }));
    }, abort.signal);
    controller.current = null;
    setPercent(undefined);
    if (result.ok) {
      setJob(result.data);
      announce(intl.formatMessage(m.started, { count: 1 }));
    } else if ('aborted' in result) announce(intl.formatMessage(dialogMessages.uploadStopped));
    // Shown in an alert, which is spoken once.
    else setError(intl.formatMessage(m.refusedDocument, { name: file.name, reason: documentFailureText(intl, result) }));
  };

  const uploading = percent !== undefined;
  return (
    <section className="panel conversion-demo" aria-labelledby="conversion-demo-heading">
      <h2 id="conversion-demo-heading">{intl.formatMessage(m.demoHeading)}</h2>
      <p>{intl.formatMessage(m.demoIntro)}</p>
      <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(list) => setFile(list?.[0] ?? undefined)}>
        <Button className="button" isDisabled={uploading}>
          {intl.formatMessage(m.chooseDocument)}
        </Button>
      </FileTrigger>
      <p>{file ? intl.formatMessage(dialogMessages.fileWithSize, { name: file.name, size: formatSize(intl, file.size) }) : intl.formatMessage(dialogMessages.noFilesChosen)}</p>
      <QualityChoice value={quality} onChange={setQuality} isDisabled={uploading} />
      {uploading && <ProgressBar className="progress" label={intl.formatMessage(dialogMessages.uploading)} value={percent} />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        {/* One button for start and stop, so focus stays on it while the upload runs. */}
        <Button className="button button--primary" isDisabled={!file} onPress={() => (uploading ? controller.current?.abort() : void start())}>
          {intl.formatMessage(uploading ? dialogMessages.cancelUpload : m.uploadAndConvert)}
        </Button>
      </div>
      {job && (
        <ConversionJob job={job}>
          <AppLink href={bookReaderHref(job.dtmNo)} className="button">
            {intl.formatMessage(cloudCommandMessages.openInReader)}
          </AppLink>
          <AppLink href={bookEditorHref(job.dtmNo)} className="button">
            {intl.formatMessage(m.openInBook)}
          </AppLink>
        </ConversionJob>
      )}
    </section>
  );
}
