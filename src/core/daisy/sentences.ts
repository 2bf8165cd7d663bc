// Sentences: the phrases a DAISY book synchronises, one SMIL par each.
//
// Measured in Node 24.21 (ICU 78.3): Intl.Segmenter('sentence') already splits
// Korean endings with or without a space after them (`입니다.저는` → two),
// CJK full stops (。！？), decimals (3.14), `e.g.`/`i.e.` and `U.S.` before a
// lower-case word, and keeps closing quotes and brackets with their sentence
// (`"Stop." ` and `(Yes.) ` each whole). Its faults are English ones: it ends
// a sentence after a title (`Mr. ` | `Smith`) and after an initial
// (`J. ` | `R. ` | `Tolkien`). So: the segmenter, then those joins undone.

export interface Sentence {
  /** Offsets into the text: `text.slice(start, end)` is the sentence with its trailing space. */
  readonly start: number;
  readonly end: number;
  /** The sentence without surrounding white space. */
  readonly text: string;
}

// Abbreviations after which a capital letter does not start a sentence: titles
// and the Latin ones that introduce something. `etc.` is not here: it often ends one.
const NEVER_ENDS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'sr', 'jr', 'mt', 'vs', 'cf', 'e.g', 'i.e', 'fig', 'no', 'vol', 'p', 'pp', 'ch', 'sec']);

/** True when the segment ends with a word the segmenter wrongly took for a sentence end. */
function endsWithAbbreviation(segment: string): boolean {
  const match = /(?:^|[\s("'“‘[])([A-Za-z]+(?:\.[A-Za-z]+)*)\.\s*$/.exec(segment);
  if (!match) return false;
  const word = match[1] ?? '';
  // A single capital is an initial (J. R. R. Tolkien).
  if (/^[A-Z]$/.test(word)) return true;
  return NEVER_ENDS.has(word.toLowerCase());
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(lang: string): Intl.Segmenter {
  let found = segmenters.get(lang);
  if (!found) {
    let locale = 'und';
    try {
      locale = Intl.getCanonicalLocales(lang)[0] ?? 'und';
    } catch {
      // A malformed language tag: the root locale's rules still split every script.
    }
    found = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(lang, found);
  }
  return found;
}

/** The text's sentences in order; white space between them belongs to the sentence before. Empty when the text is blank. */
export function splitSentences(text: string, lang = 'und'): Sentence[] {
  const spans: { start: number; end: number }[] = [];
  for (const { segment, index } of segmenter(lang).segment(text)) {
    const last = spans.at(-1);
    if (last && (endsWithAbbreviation(text.slice(last.start, last.end)) || segment.trim() === '')) {
      last.end = index + segment.length;
    } else {
      spans.push({ start: index, end: index + segment.length });
    }
  }
  return spans
    .map(({ start, end }) => ({ start, end, text: text.slice(start, end).trim() }))
    .filter((sentence) => sentence.text !== '');
}
