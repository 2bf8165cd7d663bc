// BRF ("braille ready file") and BRL: Braille ASCII text laid out as finished
// braille pages (protocol notes §8.4). We write one layout exactly: upper case,
// CR LF after every line, a form feed between pages, no trailing blanks. We
// read the layouts found in the wild (docs/formats.md, "BRF, BRL and PEF").

import { defineMessages, type MessageRef } from '../messages/index.ts';
import { asciiFromCells, cellOfAscii, notBrailleAscii } from './asciiBraille.ts';
import { paginateCells } from './pages.ts';
import { cellsFromUnicode, unicodeFromCells } from './unicodeBraille.ts';

export const brfMessages = defineMessages({
  dots78Dropped: {
    id: '{line}번째 줄 {cell}번째 칸의 7점과 8점은 BRF에 쓸 수 없어 뺐습니다.',
    description: 'Warning after a BRF export: a braille cell had dot 7 or 8, which BRF (6-dot) cannot hold, so those dots were left out; line and cell count from 1 in the text exported',
  },
});

export interface BrfOptions {
  /** Cells per line, 10–100; 40 unless given. */
  readonly cellsPerLine?: number;
  /** Lines per page, 1–100; 25 unless given. */
  readonly linesPerPage?: number;
}

/** Something the export changed but did not refuse: a cell lost its dots 7 and 8. */
export interface BrfWarning {
  readonly code: 'DOTS_7_8_DROPPED';
  /** The input line, from 1. */
  readonly line: number;
  /** The cell in that input line, from 1. */
  readonly cell: number;
  readonly messageRef: MessageRef;
}

export interface BrfOutput {
  readonly text: string;
  readonly pages: number;
  readonly warnings: readonly BrfWarning[];
}

/**
 * Lines of Unicode braille (unwrapped; a space is a blank cell) as a BRF:
 * wrapped and paginated by the rule of pages.ts. A character that is not
 * braille is a NOT_BRAILLE error; dots 7 and 8 are dropped with a warning.
 */
export function writeBrf(lines: readonly string[], options: BrfOptions = {}): BrfOutput {
  const { cellsPerLine = 40, linesPerPage = 25 } = options;
  const warnings: BrfWarning[] = [];
  const sixDot = lines.map((line, index) => {
    const cells = cellsFromUnicode(line, { line: index + 1 });
    for (const lost of asciiFromCells(cells).lostDots78) {
      const place = { line: index + 1, cell: lost + 1 };
      warnings.push({ code: 'DOTS_7_8_DROPPED', ...place, messageRef: { message: brfMessages.dots78Dropped, values: place } });
    }
    return cells.map((cell) => cell & 0x3f);
  });
  const pages = paginateCells(sixDot, cellsPerLine, linesPerPage);
  const text = pages.map((page) => page.map((row) => `${asciiFromCells(row).text}\r\n`).join('')).join('\f');
  return { text, pages: pages.length, warnings };
}

export interface BrfDocument {
  /** Each page's lines as Unicode braille (U+2800 for a blank), trailing blanks trimmed. */
  readonly pages: string[][];
}

const FORM_FEED = '\f';
const UTF8_BOM_AS_LATIN1 = '\u00ef\u00bb\u00bf';

/**
 * A BRF or BRL as pages of Unicode braille. Tolerant of what files in the
 * wild do: CR LF, LF or CR line ends; form feeds alone, at the end of a line
 * or on a line of their own (a line end right after a form feed belongs to
 * it); no form feeds at all (then the whole file is one page: pages are not
 * invented); lower case; trailing spaces; blank lines or a form feed at the
 * end of the file; a byte-order mark read as UTF-8 or as Latin-1. Any other
 * character is a NOT_BRAILLE_ASCII error naming its line and column as a text
 * editor counts them (line ends only start lines; columns count characters).
 */
export function readBrf(text: string): BrfDocument {
  let rest = text;
  if (rest.startsWith('\ufeff')) rest = rest.slice(1);
  else if (rest.startsWith(UTF8_BOM_AS_LATIN1)) rest = rest.slice(UTF8_BOM_AS_LATIN1.length);

  const pages: string[][] = [];
  let page: string[] = [];
  let cells: number[] = [];
  let lineOpen = false;
  let afterFormFeed = false;
  let line = 1;
  let column = 0;
  const endLine = () => {
    let end = cells.length;
    while (end > 0 && cells[end - 1] === 0) end--;
    page.push(unicodeFromCells(Uint8Array.from(cells.slice(0, end))));
    cells = [];
    lineOpen = false;
  };

  const characters = [...rest];
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i] ?? '';
    if (character === '\r' || character === '\n') {
      if (character === '\r' && characters[i + 1] === '\n') i++;
      if (lineOpen || !afterFormFeed) endLine();
      afterFormFeed = false;
      line++;
      column = 0;
      continue;
    }
    column++;
    if (character === FORM_FEED) {
      if (lineOpen) endLine();
      pages.push(page);
      page = [];
      afterFormFeed = true;
      continue;
    }
    const cell = cellOfAscii(character);
    if (cell === undefined) throw notBrailleAscii(character, line, column);
    cells.push(cell);
    lineOpen = true;
    afterFormFeed = false;
  }
  if (lineOpen) endLine();
  pages.push(page);
  // Blank lines at the end of the file, and pages left empty by final form feeds, are not content.
  for (let last = pages.at(-1); last !== undefined; last = pages.at(-1)) {
    while (last.at(-1) === '') last.pop();
    if (last.length > 0) break;
    pages.pop();
  }
  return { pages };
}
