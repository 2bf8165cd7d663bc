import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { placementMessages } from '../placement/messages.ts';
import { WithBraille } from '../placement/WithBraille.tsx';
import { AltTextField } from './AltTextField.tsx';
import { AudioSection } from './AudioSection.tsx';
import { pagesMessages as m } from './messages.ts';
import { PageButtons } from './PageButtons.tsx';
import { PageList } from './PageList.tsx';
import { TextLineField } from './TextLineField.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { useAutoPlay } from './useAutoPlay.ts';

interface Props {
  readonly editor: CanvasEditor;
  /** Easy canvas: larger buttons; no duplicate, move or playback speed. */
  readonly easy?: boolean;
}

/**
 * The document's pages (spec §3, §5): the list to move between them, the
 * buttons that add, copy, delete and reorder them, and what the current
 * page carries besides its pins: alternative text, the braille text line
 * and audio.
 */
export function PagesPanel({ editor, easy = false }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const detailsId = useId();
  const audioId = useId();
  const pageNumber = useEditorState(editor, (state) => state.pageIndex + 1);
  useAutoPlay(editor, () => showToast(intl.formatMessage(m.audioFailed), 'error'));
  return (
    <section className="pages-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.heading)}</h2>
      <PageList editor={editor} label={intl.formatMessage(m.heading)} />
      <PageButtons editor={editor} easy={easy} />
      <section aria-labelledby={detailsId}>
        <h3 id={detailsId}>{intl.formatMessage(m.currentPage, { page: pageNumber })}</h3>
        <AltTextField editor={editor} />
        <WithBraille fallback={<p>{intl.formatMessage(placementMessages.loading)}</p>}>
          <TextLineField editor={editor} />
        </WithBraille>
        <section aria-labelledby={audioId}>
          <h4 id={audioId}>{intl.formatMessage(m.audio)}</h4>
          <AudioSection editor={editor} easy={easy} />
        </section>
      </section>
    </section>
  );
}
