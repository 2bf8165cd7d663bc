import { useEffect } from 'react';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useDevice } from '../../device/shell.tsx';
import { useEditorState } from '../editor/useEditorState.ts';
import { pageContent } from './deviceContent.ts';

/**
 * The tactile display follows the Canvas: every change of the current page's
 * pins or text line is shown (the device layer sends it at once in automatic
 * print mode, or keeps it for Print in manual mode), and the display's panning
 * keys turn the document's pages (its chords go to the first and last). A gesture's preview is not sent: only what
 * the page holds. Leaving the Canvas takes its page away from the display.
 */
export function useCanvasDevice(editor: CanvasEditor): void {
  const { show, setPager } = useDevice();
  const document = useEditorState(editor, (state) => state.document);
  const pageIndex = useEditorState(editor, (state) => state.pageIndex);
  const page = document.pages[pageIndex] ?? document.pages[0];
  const grid = page?.grid;
  const text = page?.text;

  useEffect(() => {
    if (page === undefined) return;
    show(pageContent(document, page));
    // Only the pins and the text line matter to the display, not the page's other fields or the other pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, text, document.model, show]);

  useEffect(() => () => show(null), [show]);

  const pages = document.pages.length;
  useEffect(
    () =>
      setPager({
        previous: () => editor.goToPage(editor.getState().pageIndex - 1),
        next: () => editor.goToPage(editor.getState().pageIndex + 1),
        // The display's first/last page chords.
        first: () => editor.goToPage(0),
        last: () => editor.goToPage(editor.getState().document.pages.length - 1),
        position: { page: pageIndex + 1, pages },
      }),
    [editor, setPager, pageIndex, pages],
  );
}
