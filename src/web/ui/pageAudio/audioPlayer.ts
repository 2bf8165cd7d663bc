// Page audio playback behind a small interface: the page uses one <audio>
// element; tests (jsdom plays nothing) give a fake through the context.

import { createContext, useContext } from 'react';

export interface PageAudioPlayer {
  /** Plays `ref` from the start at `speed`; rejects when it cannot play. */
  play(ref: string, speed: number): Promise<void>;
  pause(): void;
  /** Changes the speed of what is playing (and of what plays next from the same element). */
  setSpeed(speed: number): void;
  /** Whether `ref` can be played: its metadata loads, or it fails. */
  check(ref: string): Promise<boolean>;
  /** What is playing now, or null. */
  playing(): string | null;
  /** Calls back when playback starts, stops or ends. */
  subscribe(listener: () => void): () => void;
}

/** How long a file may take to show it can play before it is refused. */
const CHECK_TIMEOUT_MS = 10_000;

export function createBrowserAudioPlayer(): PageAudioPlayer {
  const element = new Audio();
  const listeners = new Set<() => void>();
  let current: string | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  const stopped = () => {
    current = null;
    notify();
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
      notify();
    },
    pause: () => element.pause(),
    setSpeed: (speed) => {
      element.playbackRate = speed;
    },
    check: (ref) =>
      new Promise((resolve) => {
        const probe = new Audio();
        const finish = (ok: boolean) => {
          clearTimeout(timer);
          probe.removeAttribute('src');
          resolve(ok);
        };
        const timer = setTimeout(() => finish(false), CHECK_TIMEOUT_MS);
        probe.addEventListener('loadedmetadata', () => finish(Number.isFinite(probe.duration) && probe.duration > 0), { once: true });
        probe.addEventListener('error', () => finish(false), { once: true });
        probe.preload = 'metadata';
        probe.src = ref;
      }),
    playing: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: PageAudioPlayer | undefined;

export const AudioPlayerContext = createContext<PageAudioPlayer | undefined>(undefined);

export function useAudioPlayer(): PageAudioPlayer {
  return useContext(AudioPlayerContext) ?? (shared ??= createBrowserAudioPlayer());
}
