import type { PageLayout, TextLine } from '../pageLayout.ts';
import { minOf, maxOf } from './numbers.ts';

// The page's text as visual lines. A TextLine is whatever its reader gave:
// pdftohtml splits a printed line at every font change and link, and puts
// apart what a wide gap separates (table cells, columns); Tesseract gives
// whole lines. Here pieces that share a baseline are gathered into a row,
// and a row is cut where a gap is wider than about a letter — so a "line"
// is a run of text one reads without a jump: a line of a paragraph, one
// table cell, one column's line. Each line keeps the physical row it came
// from, which tables need. Small raised or lowered pieces become superscript
// and subscript (note references, footnote numbers).

export type Shift = 'sup' | 'sub';

export interface Span {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly fontSize: number;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly href?: string;
  readonly shift?: Shift;
}

export interface Line {
  readonly page: number;
  /** The physical row on its page (0 at the top): lines of one table row share it. */
  readonly row: number;
  readonly spans: readonly Span[];
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The size most of its characters have, shifted pieces aside. */
  readonly fontSize: number;
  /** Every letter bold (shifted pieces aside). */
  readonly bold: boolean;
  readonly italic: boolean;
  /** The words, spans joined, trimmed. */
  readonly text: string;
  readonly confidence?: number;
}

/** A gap wider than this many font sizes ends a line: between cells and columns, not between words. */
const CUT_GAP = 0.8;
/** A gap wider than this many font sizes between two pieces is a space. */
const SPACE_GAP = 0.15;
const LIST_MARKER_ALONE = /^(?:[•◦▪▫‣⁃∙·●○■□◆◇▶▷►▸➢✓✔・–—*¢©®°«»¤\u2460-\u2473-]|\(?(?:\d{1,3}|[A-Za-z]|[ivxlcIVXLC]{1,5}|[가나다라마바사아자차카타파하])[.)])$/u;

function spanOf(line: TextLine): Span | undefined {
  const text = line.text;
  if (text.trim() === '' || !(line.width >= 0) || !(line.height >= 0)) return undefined;
  return {
    text,
    left: line.left,
    right: line.left + line.width,
    top: line.top,
    bottom: line.top + line.height,
    fontSize: line.fontSize > 0 ? line.fontSize : Math.max(line.height / 1.2, 1),
    bold: line.bold,
    italic: line.italic,
    ...(line.href !== undefined ? { href: line.href } : {}),
  };
}

function overlap(aTop: number, aBottom: number, bTop: number, bBottom: number): number {
  return Math.min(aBottom, bBottom) - Math.max(aTop, bTop);
}

interface Row {
  top: number;
  bottom: number;
  spans: { span: Span; confidence: number | undefined }[];
}

/** Pieces sharing a baseline, top to bottom: a piece joins the row its height overlaps by half. */
function rowsOf(textLines: readonly TextLine[]): Row[] {
  const pieces = textLines
    .map((line) => ({ span: spanOf(line), confidence: line.confidence }))
    .filter((piece): piece is { span: Span; confidence: number | undefined } => piece.span !== undefined)
    .sort((a, b) => a.span.top - b.span.top || a.span.left - b.span.left);
  const rows: Row[] = [];
  for (const piece of pieces) {
    const { span } = piece;
    let home: Row | undefined;
    // Only the last few rows can still reach down to this piece.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 8; i -= 1) {
      const row = rows[i] as Row;
      const shared = overlap(row.top, row.bottom, span.top, span.bottom);
      if (shared >= 0.5 * Math.min(row.bottom - row.top, span.bottom - span.top) && shared > 0) {
        home = row;
        break;
      }
    }
    if (home === undefined) rows.push({ top: span.top, bottom: span.bottom, spans: [piece] });
    else {
      home.spans.push(piece);
      // The row's band is its tallest piece's, so small raised pieces do not stretch it into the next row.
      const tallest = home.bottom - home.top;
      if (span.bottom - span.top > tallest) {
        home.top = span.top;
        home.bottom = span.bottom;
      }
    }
  }
  return rows;
}

function dominantSize(spans: readonly Span[]): number {
  const bySize = new Map<number, number>();
  for (const span of spans) bySize.set(span.fontSize, (bySize.get(span.fontSize) ?? 0) + span.text.trim().length);
  let best = spans[0]?.fontSize ?? 0;
  let most = -1;
  for (const [size, chars] of bySize) {
    if (chars > most || (chars === most && size > best)) {
      best = size;
      most = chars;
    }
  }
  return best;
}

/** Marks small pieces that sit above or below the line's main text as superscript or subscript. */
function withShifts(spans: readonly Span[]): Span[] {
  const dominant = dominantSize(spans);
  const main = new Set(spans.filter((span) => span.fontSize >= 0.9 * dominant));
  if (main.size === spans.length || main.size === 0) return [...spans];
  const mainTop = minOf([...main].map((span) => span.top));
  const mainBottom = maxOf([...main].map((span) => span.bottom));
  const mainCentre = (mainTop + mainBottom) / 2;
  const tolerance = 0.12 * (mainBottom - mainTop);
  return spans.map((span) => {
    if (main.has(span) || span.fontSize > 0.88 * dominant) return span;
    const centre = (span.top + span.bottom) / 2;
    if (centre < mainCentre - tolerance) return { ...span, shift: 'sup' };
    if (centre > mainCentre + tolerance) return { ...span, shift: 'sub' };
    return span;
  });
}

/** The spans' words with a space where the gap (or the text) says so. */
export function joinSpans(spans: readonly Span[]): string {
  const parts: string[] = [];
  let previous: Span | undefined;
  for (const span of spans) {
    // The last character so far is the previous span's (its text is never empty).
    if (previous !== undefined && needsSpace(previous, span, previous.text.slice(-1))) parts.push(' ');
    parts.push(span.text);
    previous = span;
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether a space goes between two pieces, the text so far ending in `lastChar`. */
export function needsSpace(previous: Span, next: Span, lastChar: string): boolean {
  if (/\s/.test(lastChar) || /^\s/.test(next.text)) return false;
  if (next.shift !== undefined || previous.shift !== undefined) return next.left - previous.right > SPACE_GAP * 2 * Math.max(previous.fontSize, next.fontSize);
  return next.left - previous.right > SPACE_GAP * Math.max(previous.fontSize, next.fontSize);
}

function lineOf(page: number, row: number, pieces: readonly { span: Span; confidence: number | undefined }[]): Line {
  const spans = withShifts(pieces.map((piece) => piece.span));
  const main = spans.filter((span) => span.shift === undefined);
  const letters = (span: Span) => span.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  const weighed = main.filter((span) => letters(span) > 0);
  const confidences = pieces.map((piece) => piece.confidence).filter((value): value is number => value !== undefined);
  return {
    page,
    row,
    spans,
    left: minOf(spans.map((span) => span.left)),
    right: maxOf(spans.map((span) => span.right)),
    top: minOf(main.map((span) => span.top)),
    bottom: maxOf(main.map((span) => span.bottom)),
    fontSize: dominantSize(main),
    bold: weighed.length > 0 && weighed.every((span) => span.bold),
    italic: weighed.length > 0 && weighed.every((span) => span.italic),
    text: joinSpans(spans),
    ...(confidences.length > 0 ? { confidence: confidences.reduce((a, b) => a + b, 0) / confidences.length } : {}),
  };
}

/** The page's lines, row by row, left to right within a row. */
export function linesOf(page: PageLayout): Line[] {
  const lines: Line[] = [];
  rowsOf(page.lines).forEach((row, index) => {
    const pieces = [...row.spans].sort((a, b) => a.span.left - b.span.left);
    let current: typeof pieces = [];
    for (const piece of pieces) {
      const last = current.at(-1);
      if (last !== undefined) {
        const gap = piece.span.left - last.span.right;
        const markerAlone = current.length === 1 && LIST_MARKER_ALONE.test(last.span.text.trim());
        if (gap > CUT_GAP * Math.max(last.span.fontSize, piece.span.fontSize) && !markerAlone) {
          lines.push(lineOf(page.page, index, current));
          current = [];
        }
      }
      current.push(piece);
    }
    if (current.length > 0) lines.push(lineOf(page.page, index, current));
  });
  return lines;
}
