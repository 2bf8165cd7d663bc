// Braille pages from laid-out entries: lines placed with their indents,
// blank lines where the rules want them (never at the top of a page), print
// page numbers on each page's first line and braille page numbers on its
// last, both at the right margin after at least three blank cells (BANA
// Braille Formats 2016, §1.9–1.11), and a print page change indicator (a
// line of dots 36 ending in the new print page number) where a print page
// starts inside a braille page. With a running head, line 1 of every page
// but the first is the head's (runningHead.ts) and the text starts on line 2.

import { NUMBER_GAP, brailleNumber } from './numbers.ts';
import { fillLines, wordsOf } from './fillLines.ts';
import type { LayoutSettings } from './options.ts';
import type { TextEntry } from './entries.ts';
import { runningHeadRoom, runningHeadRow, shortenedHead } from './runningHead.ts';

/** A text entry whose braille is known. */
export type BrailleTextEntry = Omit<TextEntry, 'pieces'> & { readonly cells: Uint8Array };
export type BrailleEntry = BrailleTextEntry | { readonly kind: 'print-page'; readonly number: number };

const DOTS_36 = 0x24;
/** Blank cells each side of a centred heading (when the line is wide enough to spare them). */
const CENTRED_MARGIN = 3;

const EMPTY = new Uint8Array(0);

function blanks(count: number): number[] {
  return new Array<number>(Math.max(0, count)).fill(0);
}

/** The row with `number` at the right margin of `width` cells. */
function withNumberAtRight(row: Uint8Array, number: Uint8Array, width: number): Uint8Array {
  return Uint8Array.from([...row, ...blanks(width - number.length - row.length), ...number]);
}

function centredLimit(available: number): number {
  return available >= 6 * CENTRED_MARGIN ? available - 2 * CENTRED_MARGIN : available;
}

/** The running head fitted to the line: its room allows for the document's widest print page number. */
function fittedHead(entries: readonly BrailleEntry[], settings: LayoutSettings, head: Uint8Array): Uint8Array {
  const lastPrintPage = Math.max(1, ...entries.map((entry) => (entry.kind === 'print-page' ? entry.number : 1)));
  const numberWidth = settings.printPageNumbers ? brailleNumber(lastPrintPage).length : 0;
  return shortenedHead(head, runningHeadRoom(settings.width, numberWidth));
}

/**
 * Entries as pages of rows of cells (blank cells at a row's end left off,
 * except before a page number). `runningHead` is the head's braille, empty
 * for none.
 */
export function layOutPages(entries: readonly BrailleEntry[], settings: LayoutSettings, runningHead: Uint8Array = EMPTY): Uint8Array[][] {
  const { width, lines, printPageNumbers, brailleNumbers } = settings;
  const head = runningHead.length > 0 ? fittedHead(entries, settings, runningHead) : EMPTY;
  const pages: Uint8Array[][] = [];
  /** The current page's text rows: after the head's line when the page has one. */
  let rows: Uint8Array[] = [];
  let printNumber = 1;
  let pagePrintNumber = 1;
  let blankWanted = false;

  /** Lines above the text: the running head's, on every page but the first. */
  const top = () => (head.length > 0 && pages.length > 0 ? 1 : 0);
  /** The line the next text row goes on, from 0. */
  const nextLine = () => top() + rows.length;

  /** The cells text may take on the next row. */
  const nextRowWidth = () => {
    const index = nextLine();
    let available = width;
    if (index === 0 && printPageNumbers) available -= brailleNumber(printNumber).length + NUMBER_GAP;
    if (index === lines - 1 && brailleNumbers) available -= brailleNumber(pages.length + 1).length + NUMBER_GAP;
    return available;
  };
  const finishPage = () => {
    if (rows.length === 0) return;
    const printMark = printPageNumbers ? brailleNumber(pagePrintNumber) : undefined;
    const page = top() === 1 ? [runningHeadRow(head, width, printMark), ...rows] : [...rows];
    if (printMark && top() === 0) page[0] = withNumberAtRight(page[0] ?? EMPTY, printMark, width);
    if (brailleNumbers) {
      while (page.length < lines) page.push(EMPTY);
      page[lines - 1] = withNumberAtRight(page[lines - 1] ?? EMPTY, brailleNumber(pages.length + 1), width);
    }
    pages.push(page);
    rows = [];
  };
  const addRow = (row: Uint8Array) => {
    if (rows.length === 0) pagePrintNumber = printNumber;
    rows.push(row);
    if (nextLine() === lines) finishPage();
  };

  const placeText = (entry: BrailleTextEntry) => {
    const words = wordsOf(entry.cells);
    if (words.length === 0) return;
    if (blankWanted || entry.blankBefore) {
      // A blank line that would end a page is the page's end instead.
      if (rows.length > 0 && nextLine() + 1 < lines) addRow(EMPTY);
      else finishPage();
    }
    if (entry.keepWithNext && rows.length > 0) {
      const full = entry.centred ? centredLimit(width) : width - entry.runover;
      const needed = fillLines(words, () => full, () => undefined) + (entry.blankAfter ? 1 : 0) + 1;
      if (nextLine() + needed > lines) finishPage();
    }
    let available = 0;
    let indent = 0;
    fillLines(
      words,
      (lineIndex) => {
        available = nextRowWidth();
        if (entry.centred) return centredLimit(available);
        // On a row narrowed by a page number an indent may have to give way, never the last 2 cells of text.
        indent = Math.min(lineIndex === 0 ? entry.first : entry.runover, Math.max(0, available - 2));
        return available - indent;
      },
      (cells) => {
        const start = entry.centred ? Math.floor((available - cells.length) / 2) : indent;
        addRow(Uint8Array.from([...blanks(start), ...cells]));
      },
    );
    blankWanted = entry.blankAfter === true;
  };

  const placePrintPage = (number: number) => {
    printNumber = number;
    if (printPageNumbers) {
      // At the top of a braille page the first line's number says it; the last line is the braille number's.
      if (rows.length === 0) return;
      if (brailleNumbers && nextLine() === lines - 1) {
        finishPage();
        return;
      }
      const mark = brailleNumber(number);
      addRow(Uint8Array.from([...new Array<number>(width - mark.length).fill(DOTS_36), ...mark]));
      return;
    }
    if (brailleNumbers && nextLine() === lines - 1) finishPage();
    addRow(new Uint8Array(width).fill(DOTS_36));
  };

  for (const entry of entries) {
    if (entry.kind === 'print-page') placePrintPage(entry.number);
    else placeText(entry);
  }
  finishPage();
  return pages;
}
