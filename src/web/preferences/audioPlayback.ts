// The user's page audio playback (Settings, spec §2 "audio playback"; spec §3
// Easy settings autoAudYn): whether every page's audio plays by itself when
// its page opens, and the listening speed. Kept in local storage as a cache
// for the first paint and for guests; for a signed-in user the server's copy
// wins (preferences/PreferencesSync.tsx). Every reader follows a change at
// once, in other tabs too.

// The leaf module, not core/canvas/index.ts: this store loads with every page, the editor must not.
import { PLAYBACK_SPEEDS } from '../../core/canvas/playback.ts';
import { storedPreference } from './storedPreference.ts';

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

const store = storedPreference(AUDIO_PLAYBACK_KEY, parseAudioPlayback, DEFAULT_AUDIO_PLAYBACK);

export const readAudioPlayback = (): AudioPlayback => store.read();
export const writeAudioPlayback = (playback: AudioPlayback): void => store.write(playback);
/** The audio playback preference, following changes. */
export const useAudioPlayback = (): AudioPlayback => store.use();
