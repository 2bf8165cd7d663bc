// Which language a piece of user content is in, so the web can mark it with
// `lang` and a screen reader reads it with the right voice: a Korean page
// description in the English interface, a Russian file name in the Korean
// one. Users do not tell us the language of what they type, so it is read
// from the writing system (Unicode script), which is reliable, rather than
// guessed from words, which is not for a short name.
//
// The rule, with the interface language in mind:
// - A stored language (when a record has one) wins.
// - Letters only one language here uses decide outright: Hangul is Korean,
//   kana Japanese, the Kazakh Cyrillic letters Kazakh, the Vietnamese Latin
//   letters Vietnamese.
// - Otherwise the script's usual language — Han Chinese, Arabic script
//   Arabic, Cyrillic Russian, Greek, Hebrew, Thai, Devanagari Hindi — unless
//   the interface language itself is written in that script: kanji-only text
//   in the Japanese interface is most likely Japanese, Cyrillic text in the
//   Kazakh one Kazakh. Plain Latin text has no usual language (English,
//   French and Czech share it), so it is left unmarked.
// - Nothing is marked when it comes out as the interface language.
// The script that counts is the one with the most letters (a tie goes to the
// non-Latin one); digits, punctuation and symbols say nothing.

type Script = 'Hangul' | 'Kana' | 'Han' | 'Arabic' | 'Cyrillic' | 'Greek' | 'Hebrew' | 'Thai' | 'Devanagari' | 'Latin';

const SCRIPTS: readonly (readonly [Script, RegExp])[] = [
  ['Hangul', /\p{Script=Hangul}/u],
  ['Kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Han', /\p{Script=Han}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Latin', /\p{Script=Latin}/u],
];

/** The usual language of each script (BCP 47), where it has one. */
const USUAL: Partial<Record<Script, string>> = {
  Hangul: 'ko',
  Kana: 'ja',
  Han: 'zh',
  Arabic: 'ar',
  Cyrillic: 'ru',
  Greek: 'el',
  Hebrew: 'he',
  Thai: 'th',
  Devanagari: 'hi',
};

/** Scripts each interface language is written in (primary subtags); the rest are written in Latin. */
const WRITES: Readonly<Record<string, readonly Script[]>> = {
  ko: ['Hangul', 'Han'],
  ja: ['Kana', 'Han'],
  zh: ['Han'],
  ar: ['Arabic'],
  ru: ['Cyrillic'],
  kk: ['Cyrillic'],
  uk: ['Cyrillic'],
  el: ['Greek'],
  he: ['Hebrew'],
  th: ['Thai'],
  hi: ['Devanagari'],
};

const KAZAKH_LETTERS = /[ӘәҒғҚқҢңӨөҰұҮүҺһ]/u;
/** Letters of Vietnamese (ơ, ư, đ, ă and the tone-marked vowels of Latin Extended Additional) that other Latin languages do not use. */
const VIETNAMESE_LETTERS = /[ƠơƯưĐđĂă\u1EA0-\u1EF9]/u;

function primary(tag: string): string {
  return tag.toLowerCase().split('-')[0] ?? '';
}

/** The script with the most letters in `text`; Hangul, kana and Han count together as one East Asian text, named by its most telling script. */
export function dominantScript(text: string): Script | undefined {
  const counts = new Map<Script, number>();
  for (const char of text) {
    const found = SCRIPTS.find(([, pattern]) => pattern.test(char));
    if (found) counts.set(found[0], (counts.get(found[0]) ?? 0) + 1);
  }
  const eastAsian = (counts.get('Hangul') ?? 0) + (counts.get('Kana') ?? 0) + (counts.get('Han') ?? 0);
  let best: Script | undefined;
  let bestCount = 0;
  for (const [script, count] of counts) {
    const weight = script === 'Hangul' || script === 'Kana' || script === 'Han' ? eastAsian : count;
    // On a tie the non-Latin script wins: Latin abbreviations ('DTMS') sit in text of every language.
    if (weight > bestCount || (weight === bestCount && best === 'Latin')) {
      best = script;
      bestCount = weight;
    }
  }
  if (best === 'Hangul' || best === 'Kana' || best === 'Han') {
    // Korean may hold hanja and Japanese kanji: the telling script names the language.
    if (counts.has('Hangul')) return 'Hangul';
    if (counts.has('Kana')) return 'Kana';
    return 'Han';
  }
  return best;
}

/** The language `text` is written in as far as its letters tell (BCP 47), or undefined. */
export function detectLanguage(text: string, interfaceLanguage: string): string | undefined {
  const script = dominantScript(text);
  if (!script) return undefined;
  if (script === 'Cyrillic' && KAZAKH_LETTERS.test(text)) return 'kk';
  if (script === 'Latin') return VIETNAMESE_LETTERS.test(text) ? 'vi' : undefined;
  if (script === 'Hangul' || script === 'Kana') return USUAL[script];
  if ((WRITES[primary(interfaceLanguage)] ?? ['Latin']).includes(script)) return primary(interfaceLanguage);
  return USUAL[script];
}

/**
 * The `lang` to put on user content shown in an interface in
 * `interfaceLanguage`, or undefined when it needs none (it is in the
 * interface's language, or its language cannot be told).
 */
export function contentLanguage(text: string, interfaceLanguage: string, stored?: string): string | undefined {
  const language = stored?.trim() ? stored.trim() : detectLanguage(text, interfaceLanguage);
  if (!language || primary(language) === primary(interfaceLanguage)) return undefined;
  return language;
}
