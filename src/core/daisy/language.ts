// The language of a passage. The Book model has one `lang` for the document;
// a Korean textbook's English sentence must still be spoken by an English
// voice and marked `xml:lang="en"`, so each sync point's language is told
// from its letters (core/language), falling back to the document's.

import { detectLanguage, dominantScript } from '../language/index.ts';

// Languages not written in Latin letters: a Latin passage in them is taken as English, the usual case in Korean, Japanese and Chinese textbooks.
const NOT_LATIN = new Set(['ko', 'ja', 'zh', 'ru', 'kk', 'ar', 'he', 'el', 'th', 'hi', 'uk']);

function primary(lang: string): string {
  return lang.split('-')[0]?.toLowerCase() ?? '';
}

export function passageLanguage(text: string, documentLang: string): string {
  const detected = detectLanguage(text, documentLang);
  if (detected) return primary(detected) === primary(documentLang) ? documentLang : detected;
  if (dominantScript(text) === 'Latin' && NOT_LATIN.has(primary(documentLang))) return 'en';
  return documentLang;
}
