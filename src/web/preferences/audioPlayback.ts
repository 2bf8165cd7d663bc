// The user's page audio playback (Settings, spec §2 "audio playback"; spec §3
// Easy settings autoAudYn): whether every page's audio plays by itself when
// its page opens, and the listening speed. Kept in local storage as a cache
// for the first paint and for guests; for a signed-in user the server's copy
// wins (preferences/PreferencesSync.tsx). Every reader follows a change at
// once, in other tabs too.

import { useSyncExternalStore } from 'react';
import { PLAYBACK_SPEEDS } from '../../core/canvas/index.ts';

export interface AudioPlayback {
  /** autoAudYn 'Y': a page's audio starts when its page opens, whatever the page says. Default off (N). */
  readonly autoPlay: boolean;
  /** The listener's speed, multiplying each page's own speed; 1 plays pages as their authors set them. */
  readonly rate: number;
}

export const AUDIO_PLAYBACK_KEY = 'audioPlayback';
export const DEFAULT_AUDIO_PLAYBACK: AudioPlayback = { autoPlay: false, rate: 1 };
/** The speeds offered: the Canvas's page speeds. */
export const AUDIO_RATES = PLAYBACK_SPEEDS;

/** What a stored text holds, field by field: a field that is missing or not valid keeps its default. */
export function parseAudioPlayback(text: string | null): AudioPlayback {
  let stored: Partial<Record<keyof AudioPlayback, unknown>> = {};
  try {
    stored = { ...(JSON.parse(text ?? '{}') as object) };
  } catch {
    return DEFAULT_AUDIO_PLAYBACK;
  }
  return {
    autoPlay: typeof stored.autoPlay === 'boolean' ? stored.autoPlay : DEFAULT_AUDIO_PLAYBACK.autoPlay,
    rate: typeof stored.rate === 'number' && AUDIO_RATES.includes(stored.rate) ? stored.rate : DEFAULT_AUDIO_PLAYBACK.rate,
  };
}

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let cachedText: string | null | undefined;
let cached: AudioPlayback = DEFAULT_AUDIO_PLAYBACK;

export function readAudioPlayback(): AudioPlayback {
  let text: string | null = null;
  try {
    text = storage()?.getItem(AUDIO_PLAYBACK_KEY) ?? null;
  } catch {
    // storage disabled: the default, for this visit
  }
  // The same object while the stored text is the same, as useSyncExternalStore needs.
  if (text !== cachedText) {
    cachedText = text;
    cached = parseAudioPlayback(text);
  }
  return cached;
}

export function writeAudioPlayback(playback: AudioPlayback): void {
  try {
    storage()?.setItem(AUDIO_PLAYBACK_KEY, JSON.stringify(playback));
  } catch {
    // not remembered across visits
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUDIO_PLAYBACK_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The audio playback preference, following changes. */
export function useAudioPlayback(): AudioPlayback {
  return useSyncExternalStore(subscribe, readAudioPlayback, () => DEFAULT_AUDIO_PLAYBACK);
}
