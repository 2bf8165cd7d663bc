// Two readings of one page, line by line. With kor+eng, Tesseract's English
// model wins some Korean words and writes Latin nonsense for them (지구의 물은
// → "지구의 SE"; Tesseract issue 2639). A mostly Korean page is therefore read
// a second time with the Korean pack alone. Both readings come from the same
// picture with the same page segmentation, so their lines are the same boxes;
// for each line the reading Tesseract is more confident of is kept: where
// the English model stole Korean words, the Korean reading of the line is
// surer (91 against 85 for 물 / "SE"); where the line has real English words,
// the Korean model's reading of them is unsure (0–24), and the first reading
// stays. A tie goes to the Korean reading: the page is mostly Korean.

import type { HocrLine, HocrPage } from './hocr.ts';
import { wordSpacing, type LineSpacing } from './wordSpacing.ts';

/** A reading's text line with the spaces between its words. */
export interface SpacedLine {
  readonly line: HocrLine;
  readonly spacing: LineSpacing;
}

const boxKey = ({ box }: HocrLine) => `${box.left},${box.top},${box.right},${box.bottom}`;
/**
 * Mean confidence of the line's characters. Per word it would favour the
 * reading that cuts the line into fewer pieces: the Korean pack reads 물은,
 * which English took as "SE" (85), as 물 (91) and 은, and per word the
 * extra piece can pull its line's mean below the first's.
 */
function characterConfidence({ words }: HocrLine): number {
  let sum = 0;
  let characters = 0;
  for (const word of words) {
    const length = [...word.text].length;
    sum += word.confidence * length;
    characters += length;
  }
  return characters === 0 ? 0 : sum / characters;
}

/** The text lines of `page` in reading order, spaced as Tesseract's plain text `text` has them. */
export function spacedLines(page: HocrPage, text: string): SpacedLine[] {
  const lines = page.blocks.filter((block) => block.kind === 'text').flatMap((block) => block.lines);
  const spacings = wordSpacing(lines, text);
  return lines.map((line, index) => ({ line, spacing: spacings[index] ?? [] }));
}

/** `first`'s lines, each replaced by `second`'s line of the same box when that one is read with as much confidence or more. */
export function moreConfidentLines(first: readonly SpacedLine[], second: readonly SpacedLine[]): SpacedLine[] {
  const others = new Map(second.map((entry) => [boxKey(entry.line), entry]));
  return first.map((entry) => {
    const other = others.get(boxKey(entry.line));
    return other && other.line.words.length > 0 && characterConfidence(other.line) >= characterConfidence(entry.line) ? other : entry;
  });
}
