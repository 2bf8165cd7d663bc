// How a Book document is laid out in braille: the page size and which page
// numbers are shown. Page sizes follow the BRF/PEF limits of core/braille.

import { checkPageSize } from '../../braille/index.ts';

/** Print text in, one line of Unicode braille out per line (the server passes its engine). */
export type TranslateLines = (lines: string[]) => Promise<string[]>;

/** Transcriber's note indicators, as Unicode braille. */
export interface NoteIndicators {
  readonly open: string;
  readonly close: string;
}

/**
 * UEB's transcriber's note indicators (dots 4, 46, 126 and 4, 46, 345), which
 * BANA's Braille Formats (2016) uses for notes in UEB transcriptions.
 */
export const UEB_NOTE_INDICATORS: NoteIndicators = { open: '⠈⠨⠣', close: '⠈⠨⠜' };

export interface DocumentBrailleOptions {
  /** Cells per line, within PAGE_SIZE_LIMITS; 40 unless given. */
  readonly cellsPerLine?: number;
  /** Lines per page, within PAGE_SIZE_LIMITS; 25 unless given. */
  readonly linesPerPage?: number;
  /** The print page number at the right of each braille page's first line, and page change indicators; on unless off. */
  readonly printPageNumbers?: boolean;
  /** The braille page number at the right of each page's last line; on unless off. */
  readonly brailleNumbers?: boolean;
  /** Around an image's alternative text and a bare link's address; UEB's unless given. */
  readonly noteIndicators?: NoteIndicators;
  /**
   * The running head: the document's title in print, translated with the
   * text and put on line 1 of every page but the first (BANA Braille Formats
   * 2016, running heads). Empty or absent: none.
   */
  readonly runningHead?: string;
}

export interface LayoutSettings {
  readonly width: number;
  readonly lines: number;
  readonly printPageNumbers: boolean;
  readonly brailleNumbers: boolean;
  readonly noteIndicators: NoteIndicators;
  /** The running head in print; '' for none. */
  readonly runningHead: string;
}

/**
 * The options with their defaults, checked (BAD_PAGE_SIZE). A page of fewer
 * than 3 lines has no room for numbers or a running head: they are left off
 * there.
 */
export function layoutSettings(options: DocumentBrailleOptions = {}): LayoutSettings {
  const { cellsPerLine = 40, linesPerPage = 25, printPageNumbers = true, brailleNumbers = true, noteIndicators = UEB_NOTE_INDICATORS, runningHead = '' } = options;
  checkPageSize(cellsPerLine, linesPerPage);
  const roomForNumbers = linesPerPage >= 3;
  return {
    width: cellsPerLine,
    lines: linesPerPage,
    printPageNumbers: printPageNumbers && roomForNumbers,
    brailleNumbers: brailleNumbers && roomForNumbers,
    noteIndicators,
    runningHead: roomForNumbers ? runningHead.trim() : '',
  };
}
