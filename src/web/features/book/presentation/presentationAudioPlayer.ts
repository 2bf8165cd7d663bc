// The presentation's page audio player: one <audio> element, behind the part
// of the shared PageAudioPlayer (ui/pageAudio/audioPlayer.ts) presentation
// mode uses, so that player (or a fake in tests) fits it as it is. The
// player moved to the ui layer after this was written; presentation mode
// still has this small one of its own.

import { createContext, useContext } from 'react';

export interface PresentationAudioPlayer {
  /** Plays `ref` from the start at `speed`; rejects when it cannot play. */
  play(ref: string, speed: number): Promise<void>;
  pause(): void;
  /** What is playing now, or null. */
  playing(): string | null;
}

export function createBrowserPresentationPlayer(): PresentationAudioPlayer {
  const element = new Audio();
  let current: string | null = null;
  const stopped = () => {
    current = null;
  };
  element.addEventListener('ended', stopped);
  element.addEventListener('pause', stopped);
  return {
    async play(ref, speed) {
      if (element.src !== ref) element.src = ref;
      element.currentTime = 0;
      element.playbackRate = speed;
      await element.play();
      current = ref;
    },
    pause: () => element.pause(),
    playing: () => current,
  };
}

let shared: PresentationAudioPlayer | undefined;

export const PresentationAudioContext = createContext<PresentationAudioPlayer | undefined>(undefined);

export function usePresentationAudioPlayer(): PresentationAudioPlayer {
  return useContext(PresentationAudioContext) ?? (shared ??= createBrowserPresentationPlayer());
}
