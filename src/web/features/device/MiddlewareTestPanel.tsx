import { useCallback, useEffect, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { DtmsFormatError } from '../../../core/dtms/index.ts';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { useDevice } from './shell/DeviceContext.ts';
import { PRINT_COMMAND_ID } from './manifest.ts';
import { deviceShellMessages } from './shell/messages.ts';
import { announce } from '../../ui/announcer.ts';
import { deviceMessages as m } from './messages.ts';
import { brailleText, readTactileFile, type TactileFile } from './tactileFile.ts';
import './device.css';

const ACCEPTED = ['.dtms', '.dtm', 'application/json'];

/**
 * /test/middleware: the device end to end. Open a DTMS or DTM file, pick a
 * page (these buttons, the page commands, or the display's panning keys),
 * send it (Alt+P); in automatic print mode every page change goes at once.
 * A file that cannot be read says why and leaves the open one as it was.
 */
export default function MiddlewareTestPanel() {
  const intl = useIntl();
  const { state, show, setPager } = useDevice();
  const [file, setFile] = useState<TactileFile>();
  const [index, setIndex] = useState(0);
  const [failure, setFailure] = useState<string>();
  const page = file?.pages[index];
  const pages = file?.pages.length ?? 0;

  // What the display should show follows the page; leaving the page takes it away.
  useEffect(() => {
    show(page ? { graphic: page.graphic, text: page.text } : null);
  }, [page, show]);
  useEffect(() => () => show(null), [show]);

  // Past either end the page stays, and saying where it is tells the user so.
  const go = useCallback(
    (next: number) => {
      const clamped = Math.min(pages - 1, Math.max(0, next));
      setIndex(clamped);
      announce(intl.formatMessage(deviceShellMessages.pageOf, { page: clamped + 1, pages }));
    },
    [pages, intl],
  );

  // The page commands and the display's panning keys turn these pages.
  useEffect(() => {
    if (!file) return undefined;
    return setPager({ previous: () => go(index - 1), next: () => go(index + 1), first: () => go(0), last: () => go(pages - 1), position: { page: index + 1, pages } });
  }, [file, index, pages, go, setPager]);

  async function open(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    try {
      const opened = readTactileFile(chosen.name, new Uint8Array(await chosen.arrayBuffer()));
      setFile(opened);
      setIndex(0);
      setFailure(undefined);
      announce(intl.formatMessage(m.fileOpened, { file: opened.name, pages: opened.pages.length }));
    } catch (error) {
      const reason =
        error instanceof DtmsFormatError ? intl.formatMessage(error.messageRef.message, error.messageRef.values) : intl.formatMessage(m.checkFileFormat);
      // Shown in an alert (spoken once); the file already open stays open.
      setFailure(intl.formatMessage(m.fileFailed, { file: chosen.name, reason }));
    }
  }

  const connectedCells = state.info ? state.info.layout.graphicLines * state.info.layout.cellsPerLine : undefined;
  const mismatch = page && connectedCells !== undefined && connectedCells !== page.graphic.length;
  const braille = page ? brailleText(page.text) : '';

  return (
    <section className="panel" aria-labelledby="middleware-heading">
      <h2 id="middleware-heading">{intl.formatMessage(m.fileHeading)}</h2>
      <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void open(files)}>
        <Button className="button">{intl.formatMessage(m.openFile)}</Button>
      </FileTrigger>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {!file || !page ? (
        <p className="field-note">{intl.formatMessage(m.noFile)}</p>
      ) : (
        <>
          <p>{intl.formatMessage(m.fileOpened, { file: file.name, pages })}</p>
          <div className="page-picker">
            <Button className="button" onPress={() => go(index - 1)}>
              {intl.formatMessage(m.previousPage)}
            </Button>
            <span>{intl.formatMessage(deviceShellMessages.pageOf, { page: index + 1, pages })}</span>
            <Button className="button" onPress={() => go(index + 1)}>
              {intl.formatMessage(m.nextPage)}
            </Button>
          </div>
          <h3>{intl.formatMessage(m.pageHeading, { page: index + 1, title: page.title })}</h3>
          <dl className="device-facts">
            <dt>{intl.formatMessage(m.textLineBraille)}</dt>
            <dd className="braille-line">{braille || intl.formatMessage(m.emptyText)}</dd>
            <dt>{intl.formatMessage(m.textLinePrint)}</dt>
            <dd>{page.plain || intl.formatMessage(m.emptyText)}</dd>
          </dl>
          {mismatch && state.info && <p className="field-error">{intl.formatMessage(m.modelMismatch, { file: file.model, device: state.info.name })}</p>}
          <div className="button-row">
            <CommandButton commandId={PRINT_COMMAND_ID} className="button button--primary">
              {intl.formatMessage(m.sendToDevice)}
            </CommandButton>
          </div>
          {state.unsent && <p className="field-note">{intl.formatMessage(m.notSent)}</p>}
        </>
      )}
    </section>
  );
}
