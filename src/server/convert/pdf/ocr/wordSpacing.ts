// Where the spaces go between a line's recognised words. hOCR lists words but
// not the spaces between them, and its "words" are not always words: for
// Korean, Tesseract splits an eojeol into pieces ("3", "단", "원" for 3단원)
// whose boxes overlap and wander, so gaps between boxes cannot say where the
// print had a space. Tesseract's plain-text output of the same run knows (it
// writes 3단원 and 바다, 강): its lines come in the same order as hOCR's, so
// each hOCR line is matched with the text line that has the same characters,
// and the spaces are read from there. Where no text line matches, words are
// spaced as Latin script is.

import type { HocrLine } from './hocr.ts';

/** For each line, for each word: whether a space comes before it (the first word's is false). */
export type LineSpacing = readonly boolean[];

const withoutSpaces = (text: string) => text.replace(/\s+/gu, '');

/** How many text lines ahead a match is looked for (Tesseract may write a line hOCR leaves out, or the reverse). */
const LOOKAHEAD = 4;

function spacingFrom(textLine: string, words: readonly string[]): LineSpacing | undefined {
  const spaces: boolean[] = [];
  let at = 0;
  for (const [index, word] of words.entries()) {
    let spaced = false;
    while (at < textLine.length && /\s/u.test(textLine[at] as string)) {
      spaced = true;
      at++;
    }
    const bare = withoutSpaces(word);
    if (textLine.slice(at, at + bare.length) !== bare) return undefined;
    at += bare.length;
    spaces.push(index > 0 && spaced);
  }
  return spaces;
}

/** The spacing of each of `lines` (hOCR order) as Tesseract's plain text `text` has it. */
export function wordSpacing(lines: readonly HocrLine[], text: string): LineSpacing[] {
  const textLines = text.split('\n').filter((line) => line.trim() !== '');
  let next = 0;
  return lines.map((line) => {
    const words = line.words.map((word) => word.text);
    const key = withoutSpaces(words.join(''));
    for (let candidate = next; candidate < Math.min(textLines.length, next + LOOKAHEAD); candidate++) {
      const textLine = textLines[candidate] as string;
      if (withoutSpaces(textLine) !== key) continue;
      const spacing = spacingFrom(textLine.trim(), words);
      if (!spacing) break;
      next = candidate + 1;
      return spacing;
    }
    return words.map((_, index) => index > 0);
  });
}
