import type { Clips, DaisyPlan } from '../../../core/daisy/index.ts';
import type { DaisyVoice } from '../../../shared/api/daisy.ts';

// The speech step of a DAISY 3 audio book (issue 23 item 2): every sync point
// of the plan spoken (espeak-ng, in its passage's language) or, on a page
// that has its own recording, taken from that recording; one MP3 per SMIL
// file (`audio/part001.mp3` for `part001.smil`), and each sync point's clip
// in it. INTERFACE ONLY: the daisy-audio branch implements it.

export interface BookAudioOptions {
  readonly voice: DaisyVoice;
  /** Words per minute. */
  readonly rate: number;
  /** Page number (from 1) → a local copy of that page's own recording (MP3 or M4A), used instead of speech for the page. */
  readonly recordings: ReadonlyMap<number, string>;
  /** The job's private folder: the MP3s are written under `<workDir>/audio/`. */
  readonly workDir: string;
  readonly signal: AbortSignal;
}

export interface BookAudioFile {
  /** The path in the book, `audio/part001.mp3`. */
  readonly path: string;
  /** Where it was written. */
  readonly file: string;
  /** Seconds, as the MP3 plays. */
  readonly duration: number;
}

export interface BookAudio {
  readonly clips: Clips;
  readonly files: readonly BookAudioFile[];
  /** The voice as the export dialog and the book's metadata name it, e.g. `eSpeak NG 1.51, ko, female, 175 wpm`. */
  readonly narrator: string;
}

export async function makeBookAudio(plan: DaisyPlan, options: BookAudioOptions): Promise<BookAudio> {
  void plan;
  void options;
  throw new Error('makeBookAudio: not built yet (daisy-audio branch).');
}
