import { useEffect, useEffectEvent, useRef } from 'react';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { useEditorState } from '../editor/useEditorState.ts';
import { useAudioPlayer } from '../../../ui/pageAudio/audioPlayer.ts';

/**
 * A page's audio when its page opens (spec §3 Easy settings autoAudYn, §4),
 * on every screen that turns pages (Canvas, Easy canvas, Easy tactile): with
 * the user's automatic playback on ('Y'), every page's audio starts when its
 * page opens, the first page of a file included; off ('N', the default), only
 * audio its author set to play automatically does. Turning the page stops
 * what was playing; everything plays at the page's speed times the user's. A
 * page is known by its id, so moving a page (same page, new place) does not
 * start it again. `failed` says that the audio could not be played.
 */
export function useAutoPlay(editor: CanvasEditor, failed: () => void): void {
  const player = useAudioPlayer();
  const { autoPlay, rate } = useAudioPlayback();
  const pageId = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.id);
  const shown = useRef<string | undefined>(undefined);
  // Reads the latest preference and report without starting the page again when they change.
  const start = useEffectEvent(() => {
    const audio = editor.page.audio;
    if (audio === undefined || (!autoPlay && audio.play !== 'automatic')) return;
    player.play(audio.ref, audio.speed * rate).catch(failed);
  });
  useEffect(() => {
    if (shown.current === pageId) return;
    shown.current = pageId;
    if (player.playing() !== null) player.pause();
    start();
  }, [pageId, player]);
}
