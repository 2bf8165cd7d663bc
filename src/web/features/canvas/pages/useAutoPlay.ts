import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { showToast } from '../../../ui/toasts.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { useAudioPlayer } from './audioPlayer.ts';
import { pagesMessages as m } from './messages.ts';

/**
 * Spec §3, §4: audio set to play automatically starts when its page is
 * turned to; turning the page stops what was playing. A page is known by its
 * id, so moving a page (same page, new place) does not start it again.
 */
export function useAutoPlay(editor: CanvasEditor): void {
  const intl = useIntl();
  const player = useAudioPlayer();
  const pageId = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.id);
  const shown = useRef(pageId);
  useEffect(() => {
    if (shown.current === pageId) return;
    shown.current = pageId;
    if (player.playing() !== null) player.pause();
    const audio = editor.page.audio;
    if (audio?.play !== 'automatic') return;
    player.play(audio.ref, audio.speed).catch(() => showToast(intl.formatMessage(m.audioFailed), 'error'));
  }, [pageId, editor, player, intl]);
}
