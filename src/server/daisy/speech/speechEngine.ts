import type { DaisyVoice } from '../../../shared/api/daisy.ts';

// A text-to-speech engine as the book's speech step sees it: one passage in,
// one WAV file out (mono, 16-bit PCM; the step checks the header, bookAudio's
// wavFile.ts). espeakNg.ts is the one the server uses; tests put fakes here.

export interface SpeechRequest {
  /** What is said: one sync point's text, never empty. */
  readonly text: string;
  /** BCP 47, the passage's language (xml:lang of its element). */
  readonly lang: string;
  /** BCP 47, the document's language: spoken in when the engine has no voice for `lang`. */
  readonly fallbackLang: string;
  readonly voice: DaisyVoice;
  /** Words per minute. */
  readonly rate: number;
}

export interface SpeechEngine {
  /** The engine and its version as a book's narrator names it, e.g. `eSpeak NG 1.51`. */
  name(signal: AbortSignal): Promise<string>;
  /** The voice it speaks a request's language with, e.g. `ko`, or `cmn` for `zh-TW` (the narrator lists them). */
  voiceFor(request: Pick<SpeechRequest, 'lang' | 'fallbackLang'>, signal: AbortSignal): Promise<string>;
  /** Speaks the request into `wavPath` (a new file); rejects on failure, and when the signal aborts. */
  speak(request: SpeechRequest, wavPath: string, signal: AbortSignal): Promise<void>;
}
