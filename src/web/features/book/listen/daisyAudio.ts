// The player's one <audio> element behind a small interface, so the player's
// logic runs in jsdom (which plays nothing) against a fake
// (testing/fakeDaisyAudio.ts). The element itself is rendered by the player,
// hidden: a page has it to show to a test or a browser's media controls.

import { createContext, useContext } from 'react';

export type DaisyAudioEvent = 'timeupdate' | 'ended' | 'play' | 'pause' | 'error';

export interface DaisyAudio {
  /** Loads `url` unless it is already the source; the time goes back to 0 on a new source. */
  load(url: string): void;
  /** The source loaded, or '' before any. */
  source(): string;
  /** Rejects when the browser refuses (no source, a format it cannot play, autoplay refused). */
  play(): Promise<void>;
  pause(): void;
  paused(): boolean;
  /** Played to the end of its source. */
  ended(): boolean;
  /** Seconds into the source. */
  time(): number;
  seek(seconds: number): void;
  setRate(rate: number): void;
  on(event: DaisyAudioEvent, listener: () => void): () => void;
}

/** The interface over a real element. */
export function elementAudio(element: HTMLAudioElement): DaisyAudio {
  return {
    load(url) {
      if (element.getAttribute('src') === url) return;
      element.src = url;
      element.load();
    },
    source: () => element.getAttribute('src') ?? '',
    play: () => element.play(),
    pause: () => element.pause(),
    paused: () => element.paused,
    ended: () => element.ended,
    time: () => element.currentTime,
    seek(seconds) {
      element.currentTime = seconds;
    },
    setRate(rate) {
      element.playbackRate = rate;
      // A new source resets the playback rate to the default; keep the chosen speed.
      element.defaultPlaybackRate = rate;
    },
    on(event, listener) {
      element.addEventListener(event, listener);
      return () => element.removeEventListener(event, listener);
    },
  };
}

/** How the player gets its audio from the element it renders; tests give a fake instead. */
export type DaisyAudioFactory = (element: HTMLAudioElement) => DaisyAudio;

export const DaisyAudioContext = createContext<DaisyAudioFactory>(elementAudio);

export function useDaisyAudioFactory(): DaisyAudioFactory {
  return useContext(DaisyAudioContext);
}
