import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { announce } from '../../../ui/announcer.ts';
import { useEditorState } from '../../canvas/editor/useEditorState.ts';
import { useAudioPlayer } from '../../canvas/pages/audioPlayer.ts';
import { easyTactileMessages as m } from './messages.ts';

/**
 * Easy reading's page audio (spec §3 Easy settings autoAudYn): with the
 * user's automatic playback on ('Y'), every page's audio starts when its page
 * opens, the first page included; off ('N', the default), a page's audio
 * starts by itself only when its author set it to. Turning the page stops
 * what was playing. Everything plays at the page's speed times the user's.
 */
export function useEasyAutoPlay(editor: CanvasEditor): void {
  const intl = useIntl();
  const player = useAudioPlayer();
  const { autoPlay, rate } = useAudioPlayback();
  const pageId = useEditorState(editor, (state) => state.document.pages[state.pageIndex]?.id);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (shown.current === pageId) return;
    shown.current = pageId;
    if (player.playing() !== null) player.pause();
    const audio = editor.page.audio;
    if (audio === undefined || (!autoPlay && audio.play !== 'automatic')) return;
    player.play(audio.ref, audio.speed * rate).catch(() => announce(intl.formatMessage(m.soundFailed), 'assertive'));
  }, [pageId, editor, player, intl, autoPlay, rate]);
}
