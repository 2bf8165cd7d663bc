import { decodeXmlText, type XmlPage, type XmlRun, type XmlText } from './pdf2xml.ts';

// pdftohtml joins text that shares a baseline into one `<text>` even across
// a gap of two or three letters — so two table cells ("Chlorophyll" and
// "The green pigment…", 1.2 em apart) come as one line, and no later step
// could tell where one ends. poppler's `pdftotext -bbox` gives every word's
// box; a `<text>` whose words stand further apart than an em somewhere is cut
// there into pieces of its own, each with its true left edge and width.
// Only when its words and the boxes found for it agree one for one; else the
// `<text>` is kept as it is. The XHTML is read like pdftohtml's XML (a
// tokenizer for the shapes poppler writes; the words are data).

export interface WordBox {
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** A gap wider than this many font sizes between two words of one `<text>` cuts it. */
const CUT = 1.0;

const PAGE = /<page\b[^>]*>/g;
const WORD = /<word\s+xMin="([-\d.]+)"\s+yMin="([-\d.]+)"\s+xMax="([-\d.]+)"\s+yMax="([-\d.]+)"\s*>([^<]*)<\/word>/g;

/** Each page's word boxes, in the order pdftotext wrote them. */
export function parseWordBoxes(xhtml: string): WordBox[][] {
  const pages: WordBox[][] = [];
  // Pages are cut at each <page>; the words after one belong to it.
  const starts = [...xhtml.matchAll(PAGE)].map((match) => match.index);
  starts.forEach((start, index) => {
    const chunk = xhtml.slice(start, starts[index + 1] ?? xhtml.length);
    const words: WordBox[] = [];
    for (const match of chunk.matchAll(WORD)) {
      const [xMin, yMin, xMax, yMax] = [match[1], match[2], match[3], match[4]].map((value) => Number.parseFloat(value ?? '')) as [number, number, number, number];
      if (![xMin, yMin, xMax, yMax].every(Number.isFinite) || decodeXmlText(match[5] ?? '').trim() === '') continue;
      words.push({ xMin, yMin, xMax, yMax });
    }
    pages.push(words);
  });
  return pages;
}

/** The runs' characters from `from` to `to` (offsets in their joined text), runs kept apart. */
function sliceRuns(runs: readonly XmlRun[], from: number, to: number): XmlRun[] {
  const out: XmlRun[] = [];
  let offset = 0;
  for (const run of runs) {
    const start = Math.max(from, offset);
    const end = Math.min(to, offset + run.text.length);
    if (end > start) out.push({ ...run, text: run.text.slice(start - offset, end - offset) });
    offset += run.text.length;
  }
  return out;
}

function splitText(text: XmlText, boxes: readonly WordBox[]): XmlText[] {
  const joined = text.runs.map((run) => run.text).join('');
  const words = [...joined.matchAll(/\S+/g)];
  if (words.length !== boxes.length || words.length < 2) return [text];
  const size = text.font && text.font.size > 0 ? text.font.size : text.height;
  const pieces: XmlText[] = [];
  let first = 0;
  for (let index = 1; index <= boxes.length; index += 1) {
    const previous = boxes[index - 1] as WordBox;
    const next = boxes[index];
    if (next !== undefined && next.xMin - previous.xMax <= CUT * size) continue;
    const from = words[first]?.index ?? 0;
    const lastWord = words[index - 1] as RegExpMatchArray;
    const to = (lastWord.index ?? 0) + lastWord[0].length;
    const left = (boxes[first] as WordBox).xMin;
    pieces.push({ ...text, left, width: previous.xMax - left, runs: sliceRuns(text.runs, from, to) });
    first = index;
  }
  return pieces.length > 1 ? pieces : [text];
}

/** The index of the first word of a row (sorted by xMin) starting at `x` or later. */
function firstFrom(row: readonly WordBox[], x: number): number {
  let low = 0;
  let high = row.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((row[middle] as WordBox).xMin < x) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The page with every `<text>` cut where its words stand more than an em apart. */
export function splitAtWordGaps(page: XmlPage, words: readonly WordBox[]): XmlPage {
  if (words.length === 0) return page;
  // Words by their top, to a hundredth of a point: pdftotext and pdftohtml measure alike.
  const byTop = new Map<number, WordBox[]>();
  for (const word of words) {
    const key = Math.round(word.yMin * 100);
    const list = byTop.get(key) ?? [];
    list.push(word);
    byTop.set(key, list);
  }
  for (const list of byTop.values()) list.sort((a, b) => a.xMin - b.xMin);
  const texts = page.texts.flatMap((text) => {
    const row = byTop.get(Math.round(text.top * 100));
    if (row === undefined) return [text];
    const inside: WordBox[] = [];
    for (let index = firstFrom(row, text.left - 0.5); index < row.length; index += 1) {
      const word = row[index] as WordBox;
      if (word.xMin > text.left + text.width + 0.5) break;
      if (word.xMax <= text.left + text.width + 0.5) inside.push(word);
    }
    return splitText(text, inside);
  });
  return { ...page, texts };
}
