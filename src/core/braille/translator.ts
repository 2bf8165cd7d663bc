// What every braille translator offers, whichever engine is behind it: lines
// of text in, the same number of lines of Unicode braille out (or back).

import type { EngineId } from './engines.ts';

export type Direction = 'forward' | 'backward';

export interface TranslationRequest {
  /** A catalogue code, e.g. `en-ueb-g2`. */
  readonly table: string;
  /** Lines of print (forward) or of Unicode braille (backward). */
  readonly lines: readonly string[];
  readonly direction: Direction;
}

export interface TranslationResult {
  /** One line out per line in. */
  readonly lines: readonly string[];
  /** The engine that translated, so the UI and logs can say so. */
  readonly engine: EngineId;
}

export interface BrailleTranslator {
  /** Rejects with a BrailleError (UNKNOWN_TABLE, TABLE_UNAVAILABLE, TEXT_TOO_LONG, TRANSLATION_FAILED). */
  translate(request: TranslationRequest): Promise<TranslationResult>;
}

/** Lines of one engine call: what an engine adapter implements. */
export interface LineTranslator {
  readonly engine: EngineId;
  translateLines(tableList: string, lines: readonly string[], direction: Direction): Promise<string[]>;
}

/** The most text one request may carry, in UTF-16 code units (about 30 pages of prose). */
export const MAX_TRANSLATION_CHARS = 100_000;
/** The most lines one request may carry. */
export const MAX_TRANSLATION_LINES = 5_000;
