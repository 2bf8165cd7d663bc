import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { PageAudioControls } from '../../../ui/pageAudio/PageAudioControls.tsx';
import { useEditorState } from '../editor/useEditorState.ts';

/**
 * The current page's audio (spec §3), through the shared page audio controls
 * (ui/pageAudio, which Book's page properties use too): a change is an edit
 * of the document, so undo brings it back.
 */
export function AudioSection({ editor, easy }: { readonly editor: CanvasEditor; readonly easy: boolean }) {
  // The user's listening speed (Settings) applies here as everywhere a page's audio plays.
  const { rate } = useAudioPlayback();
  const audio = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.audio);
  return <PageAudioControls audio={audio} onChange={(next) => editor.setAudio(next)} rate={rate} easy={easy} />;
}
