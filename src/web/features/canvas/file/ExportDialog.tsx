import { useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { fileErrorMessage, type CanvasDocument, type DtmsLanguage } from '../../../../core/canvas/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { saveBlob } from '../../../platform/saveBlob.ts';
import { blobOf } from './blobOf.ts';
import { EXPORT_FORMATS, exportDocument, type ExportFormat } from './exportFiles.ts';
import { fileMessages as m } from './messages.ts';

const LABELS: Readonly<Record<ExportFormat, Message>> = { dtms: m.exportDtms, dtm: m.exportDtm, pef: m.exportPef, png: m.exportPng, svg: m.exportSvg };

interface Props {
  readonly document: CanvasDocument;
  readonly pageIndex: number;
  readonly language: DtmsLanguage;
  readonly onClose: () => void;
  /** Hands the file to the browser; tests give a fake. */
  readonly download?: (blob: Blob, fileName: string) => void;
}

/** Today as YYYY-MM-DD in the user's time zone, for PEF's dc:date. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A PEF book identifier: a random URN (randomUUID needs a secure context; the fallback is unique enough for a file). */
function newIdentifier(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? `urn:uuid:${crypto.randomUUID()}` : `urn:tactile-canvas:${Date.now()}`;
}

/** Export: a format (each says whether it takes the whole document or this page), then a download named by the title rules. */
export function ExportDialog({ document, pageIndex, language, onClose, download = saveBlob }: Props) {
  const intl = useIntl();
  const [format, setFormat] = useState<ExportFormat>('dtms');
  const [error, setError] = useState<string | undefined>();

  const run = () => {
    try {
      const file = exportDocument(format, { document, pageIndex, language, identifier: newIdentifier(), date: today() });
      download(blobOf(file.content, file.mediaType), file.fileName);
      showToast(intl.formatMessage(m.downloaded, { name: file.fileName }), 'success');
      onClose();
    } catch (caught) {
      const reason = fileErrorMessage(caught);
      if (reason === undefined) console.error('Export failed', caught);
      setError(reason ? `${intl.formatMessage(m.exportFailed)} ${intl.formatMessage(reason.message, reason.values)}` : intl.formatMessage(m.exportFailed));
    }
  };

  return (
    <AppDialog title={intl.formatMessage(m.exportAs)} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        <RadioGroup className="field" value={format} onChange={(value) => setFormat(EXPORT_FORMATS.find((choice) => choice === value) ?? 'dtms')}>
          <Label className="field-label">{intl.formatMessage(m.format)}</Label>
          {EXPORT_FORMATS.map((choice) => (
            <Radio key={choice} value={choice} className="radio" autoFocus={choice === format}>
              {intl.formatMessage(LABELS[choice])}
            </Radio>
          ))}
        </RadioGroup>
        <p className="field-note">{intl.formatMessage(m.exportPage, { page: pageIndex + 1, pages: document.pages.length })}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <Button type="submit" className="button button--primary">
            {intl.formatMessage(m.exportAs)}
          </Button>
          <Button className="button" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}
