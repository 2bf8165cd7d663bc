import { useState } from 'react';
import { Button, Toolbar } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MIN_PAGES, canvasCommandMessages as c, type CanvasEditor } from '../../../../core/canvas/index.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { announcementText } from '../editor/useEditorAnnouncements.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { pagesMessages as m } from './messages.ts';

/**
 * Add, duplicate, delete (asked first) and move the current page. Every
 * button stays usable; when the editor refuses ("This is the last page",
 * "There must be at least 1 page", "You can have a maximum of 100 pages"),
 * it says so, and the reason also stays in view under the buttons.
 */
export function PageButtons({ editor, easy }: { readonly editor: CanvasEditor; readonly easy: boolean }) {
  const intl = useIntl();
  const pages = useEditorState(editor, (state) => state.document.pages.length);
  const pageIndex = useEditorState(editor, (state) => state.pageIndex);
  const [refusal, setRefusal] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const size = easy ? 'button button--large' : 'button';

  /** Runs a page action and keeps the editor's refusal, if it gives one, in view. */
  const act = (action: () => void) => {
    let refused: string | undefined;
    const stop = editor.onAnnounce((announcement) => {
      if (announcement.kind === 'refusal') refused = announcementText(announcement, intl);
    });
    try {
      action();
    } finally {
      stop();
    }
    setRefusal(refused);
  };

  // The only page cannot go: the editor's refusal is the answer, not a question first.
  const askDelete = () => (pages <= MIN_PAGES ? act(() => editor.deletePage()) : setConfirming(true));

  return (
    <>
      <Toolbar className="page-buttons" aria-label={intl.formatMessage(m.pageButtons)}>
        <Button className={size} onPress={() => act(() => editor.addPage())}>
          {intl.formatMessage(c.addPage)}
        </Button>
        {!easy && (
          <Button className={size} onPress={() => act(() => editor.duplicatePage())}>
            {intl.formatMessage(c.duplicatePage)}
          </Button>
        )}
        <Button className={size} onPress={askDelete}>
          {intl.formatMessage(c.deletePage)}
        </Button>
        {!easy && (
          <>
            <Button className={size} onPress={() => act(() => editor.movePage(-1))}>
              {intl.formatMessage(c.movePageUp)}
            </Button>
            <Button className={size} onPress={() => act(() => editor.movePage(1))}>
              {intl.formatMessage(c.movePageDown)}
            </Button>
          </>
        )}
      </Toolbar>
      {refusal && <p className="form-error">{refusal}</p>}
      {confirming && (
        <ConfirmDialog destructive
          title={intl.formatMessage(m.confirmDelete)}
          body={intl.formatMessage(m.confirmDeleteBody, { page: pageIndex + 1 })}
          confirmLabel={intl.formatMessage(c.deletePage)}
          onAnswer={(yes) => {
            setConfirming(false);
            if (yes) act(() => editor.deletePage());
          }}
        />
      )}
    </>
  );
}
