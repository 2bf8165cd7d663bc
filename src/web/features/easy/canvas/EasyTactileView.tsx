import { useEffect, useState } from 'react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { CommandButton } from '../../../commands/CommandButton.tsx';
import { PRINT_COMMAND_ID } from '../../device/manifest.ts';
import { PATHS } from '../../../routes/paths.ts';
import { announce } from '../../../ui/announcer.ts';
import { AppLink } from '../../../ui/AppLink.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { useCanvasDevice } from '../../canvas/index.ts';
import { useEditorAnnouncements } from '../../canvas/index.ts';
import { useEditorState } from '../../canvas/index.ts';
import { CloudFileError, loadCloudDocument } from '../../canvas/index.ts';
import { pinGridMessages } from '../../canvas/index.ts';
import { PinGridView } from '../../canvas/index.ts';
import { useAudioPlayer } from '../../canvas/index.ts';
import { useAutoPlay } from '../../canvas/index.ts';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { easyCanvasMessages, easyTactileMessages as m } from './messages.ts';
import '../../../styles/canvas.css';
import '../../../styles/canvas-panels.css';

/** What became of opening a file: ready, or failed with the reason to show. */
type Outcome = { readonly dtmNo: string; readonly kind: 'ready' } | { readonly dtmNo: string; readonly kind: 'failed'; readonly reason: string };

/** The page's alternative text and braille line, as text to read. */
function PageText({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const page = useEditorState(editor, (state) => state.document.pages[state.pageIndex]);
  return (
    <dl className="easy-reading">
      <dt>{intl.formatMessage(m.description)}</dt>
      <dd>{page?.altText.trim() ? <UserText text={page.altText} /> : intl.formatMessage(m.noDescription)}</dd>
      {page !== undefined && page.text.plain.trim() !== '' && (
        <>
          <dt>{intl.formatMessage(m.textLine)}</dt>
          <dd>
            <UserText text={page.text.plain} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** Reading an opened file: turn pages, hear the picture, play its sound, send it to the display, explore it with the keys. */
function Reading({ editor }: { readonly editor: CanvasEditor }) {
  const intl = useIntl();
  const player = useAudioPlayer();
  const title = useEditorState(editor, (state) => state.document.title);
  const audio = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.audio);
  useEditorAnnouncements(editor);
  useCanvasDevice(editor);
  const { rate } = useAudioPlayback();
  const failed = () => announce(intl.formatMessage(m.soundFailed), 'assertive');
  useAutoPlay(editor, failed);
  const turn = (by: -1 | 1) => editor.goToPage(editor.getState().pageIndex + by);
  const play = () => {
    if (audio === undefined) {
      announce(intl.formatMessage(m.noSound), 'assertive');
      return;
    }
    player.play(audio.ref, audio.speed * rate).catch(failed);
  };
  return (
    <div className="easy-tactile">
      <h2 className="canvas-title">{title.trim() || intl.formatMessage(pinGridMessages.untitled)}</h2>
      <Group className="easy-actions" aria-label={intl.formatMessage(m.pageActions)}>
        <Button className="button button--large" onPress={() => turn(-1)}>
          {intl.formatMessage(m.previousPage)}
        </Button>
        <Button className="button button--large" onPress={() => turn(1)}>
          {intl.formatMessage(m.nextPage)}
        </Button>
        <Button className="button button--large" onPress={() => editor.describeCanvas()}>
          {intl.formatMessage(m.describe)}
        </Button>
        <Button className="button button--large" {...(audio === undefined ? { 'aria-disabled': true } : {})} onPress={play}>
          {intl.formatMessage(m.playSound)}
        </Button>
        <CommandButton commandId={PRINT_COMMAND_ID} className="button button--large button--primary">
          {intl.formatMessage(easyCanvasMessages.sendToDevice)}
        </CommandButton>
      </Group>
      <PinGridView editor={editor} help="read" />
      <PageText editor={editor} />
    </div>
  );
}

/**
 * Easy tactile (/easy/tactile?dtmNo=…): a Cloud file's pages for touch
 * reading, on the tactile display and on screen. Nothing can be drawn: the
 * grid only moves and describes. Without a file it points to Easy cloud.
 */
export default function EasyTactileView() {
  const intl = useIntl();
  const api = useApi();
  const [params] = useSearchParams();
  const dtmNo = params.get('dtmNo');
  const [editor] = useState(() => new CanvasEditor());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Until the file named now has an outcome, it is loading (a new dtmNo starts over).
  const loading = dtmNo === null ? ({ kind: 'none' } as const) : outcome?.dtmNo === dtmNo ? outcome : ({ kind: 'loading' } as const);

  useEffect(() => {
    if (dtmNo === null) return undefined;
    let current = true;
    loadCloudDocument(api, dtmNo).then(
      (document) => {
        if (!current) return;
        editor.load(document);
        setOutcome({ dtmNo, kind: 'ready' });
        announce(intl.formatMessage(m.opened, { title: document.title, pages: document.pages.length }));
      },
      (error: unknown) => {
        if (!current) return;
        const ref = error instanceof CloudFileError ? error.messageRef : undefined;
        if (!(error instanceof CloudFileError)) console.error('Easy tactile could not open a file', error);
        setOutcome({ dtmNo, kind: 'failed', reason: ref === undefined ? '' : intl.formatMessage(ref.message, ref.values) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, dtmNo, editor, intl]);

  switch (loading.kind) {
    case 'none':
      return (
        <div className="easy-tactile">
          <p>{intl.formatMessage(m.noFile)}</p>
          <AppLink href={PATHS.easyCloud} className="button button--large button--primary">
            {intl.formatMessage(m.goToCloud)}
          </AppLink>
        </div>
      );
    case 'loading':
      return <p role="status">{intl.formatMessage(m.loading)}</p>;
    case 'failed':
      return (
        <div className="easy-tactile">
          <p role="alert" className="field-error">
            {intl.formatMessage(m.failed, { reason: loading.reason })}
          </p>
          <AppLink href={PATHS.easyCloud} className="button button--large">
            {intl.formatMessage(m.goToCloud)}
          </AppLink>
        </div>
      );
    case 'ready':
      return <Reading editor={editor} />;
  }
}
