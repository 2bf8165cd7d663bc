// DAISY 3 talking books (issue 23; spec §1 "export to an audio-book format",
// §5 "Only DAISY 3 is supported", §7 POST /doc/daisy-convert, GET /doc/daisy,
// GET /doc/daisy-contents): the words server and web share. Paths live in
// driveAppPaths.ts with every other drive path. Times are seconds (numbers,
// millisecond precision) from the start of the named audio file.

/** FORMAT of POST /doc/daisy-convert: anything else answers 'Only DAISY 3 is supported.' */
export const DAISY_FORMATS = ['DAISY3'] as const;
export type DaisyFormat = (typeof DAISY_FORMATS)[number];

/** The synthetic voice's character (espeak-ng's variants); the language is the document's, or each passage's. */
export const DAISY_VOICES = ['female', 'male'] as const;
export type DaisyVoice = (typeof DAISY_VOICES)[number];
export const DAISY_DEFAULT_VOICE: DaisyVoice = 'female';

/** Speaking rate in words per minute (espeak-ng `-s`): the export dialog's bounds and default. */
export const DAISY_RATE = { min: 80, max: 400, default: 175 } as const;

/** The state of a document's book: none made yet, being made, made, or failed. */
export type DaisyStatus = 'NONE' | 'ONGOING' | 'SUCCESS' | 'FAILED';

/** Why making a book failed (the web words each code). */
export const DAISY_FAILURE_CODES = ['EMPTY_DOCUMENT', 'TOO_LARGE', 'TIMED_OUT', 'OUT_OF_MEMORY', 'TOOL_MISSING', 'BAD_RECORDING', 'WORKER_DIED', 'INTERNAL'] as const;
export type DaisyFailureCode = (typeof DAISY_FAILURE_CODES)[number];

/** POST /doc/daisy-convert answers 201 at once: the job is queued. */
export interface WireDaisyStarted {
  readonly DTM_NO: string;
  readonly STATUS: 'ONGOING';
  readonly AUDIO: 'Y' | 'N';
  readonly VOICE: DaisyVoice;
  readonly RATE: number;
}

/** GET /doc/daisy-status?DTM_NO: the document's latest book, for the export dialog and the reader. */
export interface WireDaisyState {
  readonly DTM_NO: string;
  readonly STATUS: DaisyStatus;
  readonly AUDIO: 'Y' | 'N' | null;
  readonly VOICE: DaisyVoice | null;
  readonly RATE: number | null;
  readonly ERROR_CODE: DaisyFailureCode | null;
  readonly ERROR: string | null;
  /** When the job was asked for, ISO 8601; null with NONE. */
  readonly CREATED_AT: string | null;
  /** The ZIP's size in bytes once made. */
  readonly SIZE: number | null;
  /** Total playing time in seconds (0 for a text-only book). */
  readonly TOTAL_TIME: number | null;
}

/** One audio file of the book, with a signed address an <audio> element can load (fileUrls.ts). */
export interface WireDaisyAudio {
  readonly FILE: string;
  readonly URL: string;
  readonly DURATION: number;
}

/** A heading in the NCX: its level (1–6), its text and where its audio starts. */
export interface WireDaisyHeading {
  readonly ID: string;
  readonly LEVEL: number;
  readonly LABEL: string;
  /** The audio file and offset; null in a text-only book. */
  readonly FILE: string | null;
  readonly BEGIN: number | null;
}

export interface WireDaisyPage {
  readonly ID: string;
  readonly PAGE: number;
  readonly FILE: string | null;
  readonly BEGIN: number | null;
}

/** Every sync point in reading order: what the player highlights and shows on the display. */
export interface WireDaisyPhrase {
  readonly ID: string;
  readonly KIND: 'title' | 'heading' | 'page' | 'phrase' | 'note';
  readonly TEXT: string;
  readonly LANG: string;
  readonly FILE: string | null;
  readonly BEGIN: number | null;
  readonly END: number | null;
  /** The page the phrase is on (from 1). */
  readonly PAGE: number;
}

/** GET /doc/daisy-contents?DTM_NO: the made book's navigation (202 {STATUS} while it is being made). */
export interface WireDaisyContents {
  readonly DTM_NO: string;
  readonly STATUS: 'SUCCESS';
  readonly TITLE: string;
  readonly LANG: string;
  readonly AUDIO: 'Y' | 'N';
  readonly TOTAL_TIME: number;
  readonly AUDIO_FILES: readonly WireDaisyAudio[];
  readonly HEADINGS: readonly WireDaisyHeading[];
  readonly PAGES: readonly WireDaisyPage[];
  readonly PHRASES: readonly WireDaisyPhrase[];
}

/** GET /doc/daisy and /doc/daisy-contents while the job runs: 202 with this. */
export interface WireDaisyPending {
  readonly DTM_NO: string;
  readonly STATUS: 'ONGOING';
}
