// One page's hOCR (and plain text, for the spaces) turned into the shared
// page layout's lines, in PDF points, plus the picture regions to cut out;
// given a second reading of the page, each line is taken from the surer one
// (lineChoice.ts). What Tesseract gives is cleaned the way a reader of the
// page would expect:
// - a line read twice (Tesseract sometimes makes a second, ghost line from
//   the top halves of Hangul syllables in a large heading) is kept once, the
//   more confident reading;
// - a table's vertical rule read as "|" is dropped;
// - a small mark before a line's first word (a bullet, which Tesseract reads
//   as ¢, e, « or ㅇ) becomes "•", the marker the layout inference knows;
// - a line with wide gaps (a table row: "Petal   Attracts insects", or a
//   row across two columns) is cut into one line per cell or column, as a
//   text layer would have them;
// - the font size is estimated from the line's x-height (Latin) or height
//   (Hangul).

import type { TextLine } from '../pageLayout.ts';
import type { Box, HocrLine, HocrPage, HocrWord } from './hocr.ts';
import { moreConfidentLines, spacedLines } from './lineChoice.ts';
import type { LineSpacing } from './wordSpacing.ts';

export interface PageReading {
  /** The page's size in points. */
  readonly width: number;
  readonly height: number;
  readonly lines: readonly TextLine[];
  /** Picture regions, in the page picture's pixels. */
  readonly figures: readonly Box[];
  /** Mean confidence of the page's words, 0–100; undefined when there are none. */
  readonly confidence: number | undefined;
  /** Lines cut in two where each side is running text (three words or more): the rows of a page set in columns, not of a table. */
  readonly sideBySideLines: number;
  /** Share of the page's letters that are Hangul, 0–1. */
  readonly hangulShare: number;
}

/**
 * Font size over Tesseract's x-height of a Latin line, measured on the
 * textbook page printed by Chromium (DejaVu Serif 24, 17, 12 and 9 pt):
 * lowercase letters are about 0.55 of the size. The box height (ascenders
 * and descenders) would depend on the words: "How leaves work" has no
 * descender, and is 10% shorter than a line with one.
 */
const SIZE_PER_X_HEIGHT = 1.8;
/**
 * Font size over the line's box height for a Hangul line. Hangul syllables
 * have no ascenders or descenders, and Tesseract's x-height of a Hangul line
 * varies by a third from line to line, while the box is the syllables'
 * height, about 0.93 of the size (Noto Sans KR 24, 17 and 12 pt).
 */
const SIZE_PER_HANGUL_HEIGHT = 1.08;
/** A gap wider than this many font sizes separates two cells, not two words. */
const CELL_GAP = 1.5;
/** A picture region smaller than this (inches, either side) is a speck or an ornament, not a figure. */
const MIN_FIGURE_INCHES = 0.3;

const HANGUL = /[\p{Script=Hangul}]/gu;
const LETTER = /[\p{L}\p{N}]/gu;
const VERTICAL_RULE = /^[|¦│┃]+$/u;

const width = (box: Box) => box.right - box.left;
const height = (box: Box) => box.bottom - box.top;
const round1 = (value: number) => Math.round(value * 10) / 10;

function letterCounts(text: string): { letters: number; hangul: number } {
  return { letters: text.match(LETTER)?.length ?? 0, hangul: text.match(HANGUL)?.length ?? 0 };
}

/**
 * How far a Latin line's estimate may stray from its box height: a line of
 * lowercase letters without ascenders ("on a car") is about half its size
 * tall, one with ascenders and descenders a little more than its size. An
 * estimate outside (from a line of dots or a lone dash) gives way to the box.
 */
const SIZE_PER_BOX_HEIGHT = { least: 0.6, most: 2.2 } as const;

function fontSizePixels(line: HocrLine): number {
  const { letters, hangul } = letterCounts(line.words.map((word) => word.text).join(''));
  const boxHeight = height(line.box);
  if (letters > 0 && hangul * 2 >= letters) return boxHeight * SIZE_PER_HANGUL_HEIGHT;
  return Math.min(SIZE_PER_BOX_HEIGHT.most * boxHeight, Math.max(SIZE_PER_BOX_HEIGHT.least * boxHeight, line.xHeight * SIZE_PER_X_HEIGHT));
}

function mean(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function overlapArea(a: Box, b: Box): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > 0 && down > 0 ? across * down : 0;
}

interface Candidate {
  readonly line: HocrLine;
  readonly spacing: LineSpacing;
  readonly confidence: number;
}

/** Of two lines covering mostly the same place, the less confident one is a ghost reading. */
function withoutGhosts(candidates: readonly Candidate[]): Candidate[] {
  const dropped = new Set<Candidate>();
  const byTop = [...candidates].sort((a, b) => a.line.box.top - b.line.box.top);
  for (const [index, one] of byTop.entries()) {
    for (const other of byTop.slice(index + 1)) {
      if (other.line.box.top >= one.line.box.bottom) break;
      const smaller = Math.min(width(one.line.box) * height(one.line.box), width(other.line.box) * height(other.line.box));
      if (smaller <= 0 || overlapArea(one.line.box, other.line.box) < 0.6 * smaller) continue;
      dropped.add(one.confidence < other.confidence ? one : other);
    }
  }
  return candidates.filter((candidate) => !dropped.has(candidate));
}

/** A word that is only a vertical bar, taller than the line's letters or on a rule: the table's border, not text. */
function isRuleWord(word: HocrWord, line: HocrLine, rules: readonly Box[]): boolean {
  if (!VERTICAL_RULE.test(word.text)) return false;
  const others = line.words.filter((other) => other !== word).map((other) => height(other.box));
  return (others.length > 0 && height(word.box) > 1.15 * median(others)) || rules.some((rule) => overlapArea(rule, word.box) > 0);
}

/** A lone small mark before the first word, clear of it: a list bullet, whatever glyph Tesseract guessed. */
function isBullet(words: readonly HocrWord[], xHeight: number): boolean {
  const [first, next] = words;
  if (!first || !next || [...first.text].length !== 1) return false;
  const side = Math.max(width(first.box), height(first.box));
  const square = width(first.box) <= 2 * height(first.box) && height(first.box) <= 2 * width(first.box);
  return square && side < 0.8 * xHeight && side > 0.2 * xHeight && next.box.left - first.box.right > 0.5 * xHeight;
}

/** The line cut at cell-wide gaps, each piece a TextLine in points. */
function toTextLines(candidate: Candidate, scale: number): TextLine[] {
  const { line } = candidate;
  const words = line.words.map((word, index) => ({ word, spaced: candidate.spacing[index] ?? index > 0 }));
  const size = fontSizePixels(line);
  const pieces: (typeof words)[] = [];
  for (const [index, entry] of words.entries()) {
    const previous = words[index - 1];
    const wide = previous !== undefined && entry.spaced && entry.word.box.left - previous.word.box.right > CELL_GAP * size;
    if (pieces.length === 0 || wide) pieces.push([entry]);
    else pieces[pieces.length - 1]?.push(entry);
  }
  return pieces.map((piece) => {
    const whole = pieces.length === 1;
    const left = whole ? line.box.left : Math.min(...piece.map(({ word }) => word.box.left));
    const right = whole ? line.box.right : Math.max(...piece.map(({ word }) => word.box.right));
    const text = piece.map(({ word, spaced }, index) => (index > 0 && spaced ? ' ' : '') + word.text).join('');
    return {
      top: round1(line.box.top * scale),
      left: round1(left * scale),
      width: round1((right - left) * scale),
      height: round1(height(line.box) * scale),
      fontSize: round1(size * scale),
      bold: false,
      italic: false,
      text,
      confidence: round1(mean(piece.map(({ word }) => word.confidence)) ?? 0),
    };
  });
}

/** The page read at `dpi` (pixels per inch of the picture Tesseract read); with a `second` reading of the same picture, each line as the more confident one has it (lineChoice.ts). */
export function readPage(page: HocrPage, text: string, dpi: number, second?: { readonly page: HocrPage; readonly text: string }): PageReading {
  const scale = 72 / dpi;
  const rules = page.blocks.filter((block) => block.kind === 'separator').map((block) => block.box);
  const first = spacedLines(page, text);
  const lines = second ? moreConfidentLines(first, spacedLines(second.page, second.text)) : first;
  const candidates: Candidate[] = [];
  for (const { line, spacing } of lines) {
    const kept = line.words.flatMap((word, at) => (isRuleWord(word, line, rules) ? [] : [{ word, spaced: spacing[at] ?? at > 0 }]));
    if (kept.length === 0) continue;
    const words = kept.map(({ word }) => word);
    if (isBullet(words, line.xHeight)) words[0] = { ...(words[0] as HocrWord), text: '•' };
    const cleaned: HocrLine = { ...line, words };
    candidates.push({ line: cleaned, spacing: kept.map(({ spaced }, at) => at > 0 && spaced), confidence: mean(words.map((word) => word.confidence)) ?? 0 });
  }
  const kept = withoutGhosts(candidates);
  const minFigure = MIN_FIGURE_INCHES * dpi;
  const figures = page.blocks
    .filter((block) => block.kind === 'photo' && width(block.box) >= minFigure && height(block.box) >= minFigure)
    .map((block) => block.box);
  const pieces = kept.map((candidate) => toTextLines(candidate, scale));
  const running = (line: TextLine | undefined) => (line?.text.split(' ').length ?? 0) >= 3;
  const counts = letterCounts(kept.flatMap((candidate) => candidate.line.words.map((word) => word.text)).join(''));
  return {
    width: round1(page.width * scale),
    height: round1(page.height * scale),
    lines: pieces.flat(),
    figures,
    confidence: mean(kept.flatMap((candidate) => candidate.line.words.map((word) => word.confidence))),
    sideBySideLines: pieces.filter((line) => running(line[0]) && running(line[1])).length,
    hangulShare: counts.letters === 0 ? 0 : counts.hangul / counts.letters,
  };
}
