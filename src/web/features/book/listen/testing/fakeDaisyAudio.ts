import type { DaisyAudio, DaisyAudioEvent } from '../daisyAudio.ts';

/** A DaisyAudio a test drives: it plays nothing, and the test moves its clock and ends its file. */
export interface FakeDaisyAudio extends DaisyAudio {
  readonly rate: () => number;
  /** Moves the clock as playing would, and says so (timeupdate). */
  advanceTo(seconds: number): void;
  /** The source played to its end. */
  end(): void;
  /** Paused by something else than the player (the keyboard's media keys, the browser). */
  pauseFromOutside(): void;
  /** Sources loaded, in order. */
  readonly loads: string[];
}

export function fakeDaisyAudio(): FakeDaisyAudio {
  let src = '';
  let now = 0;
  let rate = 1;
  let isPaused = true;
  let isEnded = false;
  const loads: string[] = [];
  const listeners = new Map<DaisyAudioEvent, Set<() => void>>();
  const emit = (event: DaisyAudioEvent) => listeners.get(event)?.forEach((listener) => listener());
  return {
    loads,
    load(url) {
      if (url === src) return;
      src = url;
      now = 0;
      isEnded = false;
      loads.push(url);
    },
    source: () => src,
    async play() {
      if (src === '') throw new Error('No source');
      isPaused = false;
      isEnded = false;
      emit('play');
    },
    pause() {
      if (isPaused) return;
      isPaused = true;
      emit('pause');
    },
    paused: () => isPaused,
    ended: () => isEnded,
    time: () => now,
    seek(seconds) {
      now = seconds;
      isEnded = false;
    },
    setRate(value) {
      rate = value;
    },
    rate: () => rate,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    advanceTo(seconds) {
      now = seconds;
      emit('timeupdate');
    },
    end() {
      // As a media element does: paused first (a pause event), then ended.
      isPaused = true;
      isEnded = true;
      emit('pause');
      emit('ended');
    },
    pauseFromOutside() {
      isPaused = true;
      emit('pause');
    },
  };
}
