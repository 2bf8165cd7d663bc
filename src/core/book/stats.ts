// Characters and words, as a reader counts them rather than as code units:
// a character is a grapheme cluster (an emoji with modifiers, a Hangul
// syllable written as jamo: one), a word is what ICU's word breaker calls
// word-like, so Korean counts by spaces and Japanese and Chinese by ICU's
// dictionary words. Line breaks are not characters.

import { cleanLang } from './cleanText.ts';
import type { BookDocument } from './model.ts';
import { blocksText } from './text.ts';

export interface TextStatistics {
  readonly characterCount: number;
  readonly wordCount: number;
}

function segmenter(lang: string | undefined, granularity: 'grapheme' | 'word'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(lang, { granularity });
  } catch {
    // A tag this engine does not know: the default locale's rules.
    return new Intl.Segmenter(undefined, { granularity });
  }
}

/** Counts for any text (a selection, a page). */
export function countText(text: string, lang?: string): TextStatistics {
  const tag = cleanLang(lang);
  let characterCount = 0;
  for (const { segment } of segmenter(tag, 'grapheme').segment(text)) {
    if (segment !== '\n' && segment !== '\r\n' && segment !== '\r') characterCount += 1;
  }
  let wordCount = 0;
  for (const { isWordLike } of segmenter(tag, 'word').segment(text)) if (isWordLike) wordCount += 1;
  return { characterCount, wordCount };
}

export function textStatistics(doc: BookDocument): TextStatistics {
  return countText(blocksText(doc.blocks), doc.lang);
}
