import { useEffect, useRef, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ConvertQuality } from '../../../../shared/api/conversion.ts';
import { CONVERTIBLE_EXTENSIONS } from '../../../../shared/api/conversion.ts';
import { TACTILE_UPLOAD_KINDS, UPLOAD_LIMIT_BYTES, UPLOAD_MAX_FILES } from '../../../../shared/api/driveAppPaths.ts';
import { cloudCommandMessages } from '../shell/messages.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { announce } from '../../../ui/announcer.ts';
import { formatSize } from '../common/format.ts';
import { listMessages } from '../common/messages.ts';
import { ProgressBar } from '../common/ProgressMeter.tsx';
import { DOCUMENT_FORMATS, splitChosenFiles } from '../conversion/conversionFiles.ts';
import { conversionMessages } from '../conversion/messages.ts';
import { QualityChoice } from '../conversion/QualityChoice.tsx';
import { TACTILE_FORMATS } from '../state/driveErrors.ts';
import type { DocumentUploader } from '../state/useConversionUploader.ts';
import type { Uploader } from '../state/useUploader.ts';
import { dialogMessages as m } from './messages.ts';
import { stepToAnnounce } from './progressSteps.ts';
import { uploadBatch, type BatchReport } from './uploadBatch.ts';
import { uiMessages } from '../../../ui/messages.ts';

interface Props {
  readonly folderName: string;
  readonly folderNo: string;
  readonly upload: Uploader;
  /** POST /doc/html-convert, for each PDF or DOCX chosen (issue 21). */
  readonly uploadDocument: DocumentUploader;
  /**
   * Told that something was stored, with the result in words ("3 files
   * uploaded. 1 refused: …", "The HTML conversion of 1 document has
   * started…"), which the screen announces once; `problem` when a file was
   * refused (not when only ZIP entries were left out). The dialog closes when nothing was refused or left out, and
   * otherwise stays to list them.
   */
  readonly onUploaded: (resultText: string, problem: boolean) => void;
  readonly onClose: () => void;
}

type Phase =
  | { readonly kind: 'choosing' }
  | { readonly kind: 'uploading'; readonly percent: number }
  /** Something was refused or left out: listed. `stored` says whether the rest was stored (then the screen announced it). */
  | { readonly kind: 'result'; readonly report: BatchReport; readonly stored: boolean };

const ACCEPTED = [...TACTILE_UPLOAD_KINDS, ...CONVERTIBLE_EXTENSIONS].map((kind) => `.${kind}`);

/**
 * Upload (spec §5): the accepted formats listed, files of 500 MB or more
 * refused before anything is sent, progress as a percentage in a progress
 * bar and spoken at each quarter, the server's refusal shown translated.
 * PDF and DOCX files (issue 21) are converted: with one among the files the
 * quality choice shows, and each document is its own upload to the
 * conversion after the tactile files (uploadBatch.ts); one progress bar
 * counts the bytes of them all.
 */
export function UploadDialog({ folderName, folderNo, upload, uploadDocument, onUploaded, onClose }: Props) {
  const intl = useIntl();
  const [files, setFiles] = useState<readonly File[]>([]);
  const [quality, setQuality] = useState<ConvertQuality>('ORDINARY');
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [error, setError] = useState<string | undefined>();
  const controller = useRef<AbortController | null>(null);
  const lastStep = useRef(0);
  const tooLarge = files.filter((file) => file.size >= UPLOAD_LIMIT_BYTES);
  const hasDocuments = splitChosenFiles(files).documents.length > 0;

  // Closing the dialog stops an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (files.length === 0 || phase.kind === 'uploading') return;
    const problems = [
      ...(files.length > UPLOAD_MAX_FILES ? [intl.formatMessage(m.tooManyFiles, { max: UPLOAD_MAX_FILES })] : []),
      ...tooLarge.map((file) => intl.formatMessage(m.tooLarge, { name: file.name })),
    ];
    if (problems.length > 0) {
      // The alert below says it: announcing it as well would make it heard twice.
      setError(problems.join(' '));
      return;
    }
    setError(undefined);
    lastStep.current = 0;
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: 'uploading', percent: 0 });
    const outcome = await uploadBatch({
      intl,
      files,
      folderNo,
      quality,
      upload,
      uploadDocument,
      signal: abort.signal,
      onProgress: (percent) => {
        setPhase({ kind: 'uploading', percent });
        const step = stepToAnnounce(percent, lastStep.current);
        if (step !== undefined) {
          lastStep.current = step;
          announce(intl.formatMessage(m.uploadProgress, { percent: step }));
        }
      },
    });
    controller.current = null;
    const { report } = outcome;
    if (report.stored) onUploaded(report.text, report.problem);
    if (outcome.kind === 'stopped') {
      setPhase({ kind: 'choosing' });
      return announce(intl.formatMessage(m.uploadStopped));
    }
    if (outcome.kind === 'failed') {
      // The whole request was refused (its size, the quota, the folder): said on the form, the files kept to send again.
      setPhase({ kind: 'choosing' });
      return setError(report.text);
    }
    if (report.needsAttention) setPhase({ kind: 'result', report, stored: report.stored });
    else onClose();
  };

  const uploading = phase.kind === 'uploading';
  return (
    <AppDialog title={intl.formatMessage(cloudCommandMessages.upload)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <div className="dialog-body">
        <p>{intl.formatMessage(m.uploadInto, { folder: folderName })}</p>
        <p className="field-note">{intl.formatMessage(m.acceptedFormats, { formats: `${TACTILE_FORMATS}, ${DOCUMENT_FORMATS}` })}</p>
        <p className="field-note">{intl.formatMessage(conversionMessages.documentsNote)}</p>
        {phase.kind === 'result' ? (
          <>
            {/* Stored: the screen announced the result as it closed the upload (one announcement); refused whole: this alert says it. */}
            <p className={phase.stored ? 'upload-result' : 'upload-result form-error'} {...(phase.stored ? {} : { role: 'alert' })}>
              {phase.report.text}
            </p>
            {phase.report.refused.length > 0 && (
              <ul className="upload-refused" aria-label={intl.formatMessage(m.refusedList)}>
                {phase.report.refused.map((line, index) => (
                  <li key={`${index}-${line}`}>{line}</li>
                ))}
              </ul>
            )}
            {phase.report.skipped.length > 0 && (
              <ul className="upload-skipped" aria-label={intl.formatMessage(m.chosenFiles)}>
                {phase.report.skipped.map((entry) => (
                  <li key={entry.name}>{intl.formatMessage(m.skipped, { name: entry.name, reason: entry.reason })}</li>
                ))}
              </ul>
            )}
            <div className="button-row">
              <Button className="button button--primary" onPress={onClose} autoFocus>
                {intl.formatMessage(uiMessages.close)}
              </Button>
            </div>
          </>
        ) : (
          <>
            <FileTrigger
              acceptedFileTypes={ACCEPTED}
              allowsMultiple
              onSelect={(list) => {
                setFiles(list ? Array.from(list) : []);
                setError(undefined);
              }}
            >
              <Button className="button" isDisabled={uploading} autoFocus>
                {intl.formatMessage(m.chooseFiles)}
              </Button>
            </FileTrigger>
            <section aria-labelledby="upload-chosen">
              <h3 id="upload-chosen">{intl.formatMessage(m.chosenFiles)}</h3>
              {files.length === 0 ? (
                <p>{intl.formatMessage(m.noFilesChosen)}</p>
              ) : (
                <ul className="upload-files">
                  {files.map((file) => (
                    <li key={`${file.name}-${file.size}`}>
                      {intl.formatMessage(m.fileWithSize, { name: file.name, size: formatSize(intl, file.size) })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {hasDocuments && <QualityChoice value={quality} onChange={setQuality} isDisabled={uploading} />}
            {uploading && <ProgressBar className="progress" label={intl.formatMessage(m.uploading)} value={phase.percent} />}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="button-row">
              {/* One button for start and stop, so focus stays on it while the upload runs. */}
              <Button
                className="button button--primary"
                isDisabled={files.length === 0}
                onPress={() => (uploading ? controller.current?.abort() : void start())}
              >
                {intl.formatMessage(uploading ? m.cancelUpload : m.startUpload)}
              </Button>
              <Button className="button" onPress={onClose}>
                {intl.formatMessage(listMessages.cancel)}
              </Button>
            </div>
          </>
        )}
      </div>
    </AppDialog>
  );
}
