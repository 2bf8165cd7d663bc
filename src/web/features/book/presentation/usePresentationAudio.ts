import { useEffect, useEffectEvent, useState } from 'react';
import { useApi } from '../../../api/ApiContext.tsx';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { useAudioPlayer } from '../../../ui/pageAudio/audioPlayer.ts';
import { NO_PAGE_AUDIO, loadPageAudio, playsOnTurn, type PageAudioMap, type PresentationAudio } from './pageAudio.ts';

export interface PresentationAudioControls {
  /** The shown page's audio, if it has any. */
  readonly audio: PresentationAudio | undefined;
  /** Plays the shown page's audio from the start at its speed times the listener's. */
  readonly play: () => void;
}

/**
 * The page audio of a presentation, through the page audio player the Canvas
 * and the page properties use (ui/pageAudio: one audio element, a fake in
 * tests): loaded once for a saved document, started on each turn when the rule says so, stopped by the next
 * turn and when the presentation ends. `failed` says it could not play.
 */
export function usePresentationAudio(dtmNo: string | undefined, pageNo: number, failed: () => void): PresentationAudioControls {
  const client = useApi();
  const player = useAudioPlayer();
  const { autoPlay, rate } = useAudioPlayback();
  const [pages, setPages] = useState<PageAudioMap>(NO_PAGE_AUDIO);

  useEffect(() => {
    if (dtmNo === undefined) return;
    let current = true;
    loadPageAudio(client, dtmNo)
      .then((loaded) => current && setPages(loaded))
      .catch(() => current && setPages(NO_PAGE_AUDIO));
    return () => {
      current = false;
    };
  }, [client, dtmNo]);

  const audio = pages.get(pageNo);
  const start = (page: PresentationAudio) => {
    player.play(page.url, page.speed * rate).catch(failed);
  };
  // Reads the latest preference without starting the page again when it changes.
  const turned = useEffectEvent(() => {
    if (player.playing() !== null) player.pause();
    if (audio !== undefined && playsOnTurn(audio, autoPlay)) start(audio);
  });
  // The audio arriving after the first page showed counts as that page opening.
  useEffect(() => turned(), [pageNo, audio?.url]);
  useEffect(
    () => () => {
      if (player.playing() !== null) player.pause();
    },
    [player],
  );
  return {
    audio,
    play: () => {
      if (audio !== undefined) start(audio);
    },
  };
}
