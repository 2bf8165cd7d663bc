// A Book document as braille layout entries: what each block says (print
// text still to translate, or braille written directly) and where it goes
// on the line, by the rules of BANA's Braille Formats (2016) as
// docs/braille.md ("Documents in braille") lists them. Cells count from 0
// here: "cell 3" of the rules is an indent of 2.

import { cleanLine } from '../../braille/index.ts';
import { mathText } from '../math/mathText.ts';
import { besideText, nodeText } from '../text.ts';
import type { BlockElement, BookText, InlineNode, ListElement, OrderedListStyle, TableElement } from '../model.ts';
import type { NoteIndicators } from './options.ts';

/** Print text to translate, or braille (Unicode) written as it is. */
export type Piece = { readonly print: string } | { readonly braille: string };

export interface TextEntry {
  readonly kind: 'text';
  readonly pieces: readonly Piece[];
  /** Blank cells before the first line and before each runover line. */
  readonly first: number;
  readonly runover: number;
  readonly centred?: true;
  readonly blankBefore?: true;
  readonly blankAfter?: true;
  /** A heading: never the last thing on a page. */
  readonly keepWithNext?: true;
}

/** The start of a print page (a Book page break), numbered from 1. */
export interface PrintPageEntry {
  readonly kind: 'print-page';
  readonly number: number;
}

export type Entry = TextEntry | PrintPageEntry;

/** Spaces, tabs and line breaks in print text read as one space; control characters as spaces. */
function plain(text: string): string {
  return cleanLine(text).replace(/\s+/g, ' ');
}

function leafText(leaf: BookText): string {
  return leaf.text;
}

/**
 * The pieces of inline content: text as print; a link by its text, or by
 * its address in a note when it has none; an equation by its linear text
 * (mathText), a word of its own, translated as words are: no Nemeth or UEB
 * technical code yet (docs/book.md, "Equations").
 */
function inlinePieces(nodes: readonly InlineNode[], notes: NoteIndicators): Piece[] {
  const pieces: Piece[] = [];
  let print = '';
  let afterEquation = false;
  const add = (text: string, equation: boolean): void => {
    print = besideText(print, text, equation || afterEquation);
    if (equation || text !== '') afterEquation = equation;
  };
  for (const node of nodes) {
    if ('text' in node) {
      add(leafText(node), false);
      continue;
    }
    if (node.type === 'math') {
      add(mathText(node), true);
      continue;
    }
    const text = node.children.map(leafText).join('');
    if (text.trim() !== '') {
      add(text, false);
      continue;
    }
    if (print !== '') pieces.push({ print: plain(print) });
    print = '';
    afterEquation = false;
    pieces.push({ braille: notes.open }, { print: plain(node.href) }, { braille: notes.close });
  }
  if (print !== '') pieces.push({ print: plain(print) });
  return pieces;
}

/** Print next to print is one piece, so a list's number is translated with its item's words. */
function merged(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last && 'print' in last && 'print' in piece) out[out.length - 1] = { print: last.print + piece.print };
    else out.push(piece);
  }
  return out;
}

function isEmpty(pieces: readonly Piece[]): boolean {
  return pieces.every((piece) => 'print' in piece && piece.print.trim() === '');
}

function toLetters(value: number, upper: boolean): string {
  let text = '';
  for (let rest = value; rest > 0; rest = Math.floor((rest - 1) / 26)) text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  return upper ? text.toUpperCase() : text;
}

const ROMAN: readonly (readonly [number, string])[] = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];

function toRoman(value: number, upper: boolean): string {
  let text = '';
  let rest = value;
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return upper ? text.toUpperCase() : text;
}

/** The print marker of a numbered item ("3.", "c.", "iv."), as print shows it; bullets are left out (see docs). */
export function itemMarker(list: ListElement, index: number): string {
  if (!list.ordered) return '';
  const value = (list.start ?? 1) + index;
  const style = (list.style ?? 'decimal') as OrderedListStyle;
  const label =
    style === 'lower-alpha' ? toLetters(value, false)
    : style === 'upper-alpha' ? toLetters(value, true)
    : style === 'lower-roman' ? toRoman(value, false)
    : style === 'upper-roman' ? toRoman(value, true)
    : String(value);
  return `${label}. `;
}

/** What the blocks of a document (or of one page) lay out as. */
export function documentEntries(blocks: readonly BlockElement[], notes: NoteIndicators): Entry[] {
  const entries: Entry[] = [];
  let printPage = 1;
  const push = (entry: TextEntry) => {
    if (!isEmpty(entry.pieces)) entries.push({ ...entry, pieces: merged(entry.pieces) });
  };
  // A list, quote or table has a blank line before and after it as a whole.
  const setOff = (add: () => void) => {
    const from = entries.length;
    add();
    const first = entries[from];
    if (first?.kind === 'text') entries[from] = { ...first, blankBefore: true };
    const last = entries.at(-1);
    if (entries.length > from && last?.kind === 'text') entries[entries.length - 1] = { ...last, blankAfter: true };
  };
  const note = (print: string, indent: number) =>
    push({ kind: 'text', pieces: [{ braille: notes.open }, { print: plain(print) }, { braille: notes.close }], first: indent + 6, runover: indent + 4 });

  const list = (element: ListElement, indent: number) => {
    element.children.forEach((item, index) => {
      item.children.forEach((child, childIndex) => {
        if (child.type === 'list') {
          list(child, indent + 2);
          return;
        }
        const marker = childIndex === 0 ? itemMarker(element, index) : '';
        const pieces = inlinePieces(child.children, notes);
        // A later paragraph of the same item starts at the item's runover cell.
        push({ kind: 'text', pieces: marker === '' ? pieces : [{ print: marker }, ...pieces], first: childIndex === 0 ? indent : indent + 2, runover: indent + 2 });
      });
    });
  };

  const block = (element: BlockElement, indent: number) => {
    switch (element.type) {
      case 'paragraph':
        push({ kind: 'text', pieces: inlinePieces(element.children, notes), first: indent + 2, runover: indent });
        return;
      case 'heading': {
        const pieces = inlinePieces(element.children, notes);
        if (element.level === 1) push({ kind: 'text', pieces, first: 0, runover: 0, centred: true, blankBefore: true, blankAfter: true, keepWithNext: true });
        else if (element.level === 2) push({ kind: 'text', pieces, first: indent + 4, runover: indent + 4, blankBefore: true, keepWithNext: true });
        else push({ kind: 'text', pieces, first: indent + 6, runover: indent + 6, keepWithNext: true });
        return;
      }
      case 'list':
        setOff(() => list(element, indent));
        return;
      case 'blockquote':
        setOff(() => element.children.forEach((child) => block(child, indent + 2)));
        return;
      case 'table':
        setOff(() => tableRows(element).forEach((row) => push({ kind: 'text', pieces: [{ print: row }], first: indent, runover: indent + 2 })));
        return;
      case 'image':
        if (!element.decorative && element.alt.trim() !== '') note(element.alt, indent);
        return;
      case 'media':
        if (element.title !== undefined && element.title.trim() !== '') note(element.title, indent);
        return;
      case 'page-break':
        printPage++;
        entries.push({ kind: 'print-page', number: printPage });
        return;
    }
  };

  for (const element of blocks) block(element, 0);
  return entries;
}

/**
 * A table in linear format: a caption, then one entry a row, each cell's
 * text after its column's header ("Name: Ada; Born: 1815"). A first row of
 * header cells only is the column headers, not an entry; empty cells are
 * left out.
 */
export function tableRows(table: TableElement): string[] {
  const cellText = (cell: TableElement['children'][number]['children'][number]) =>
    plain(cell.children.map((paragraph) => nodeText(paragraph)).join(' ')).trim();
  const [firstRow, ...rest] = table.children;
  const headerRow = firstRow !== undefined && firstRow.children.every((cell) => cell.header) ? firstRow : undefined;
  const headers: string[] = [];
  if (headerRow) {
    let column = 0;
    for (const cell of headerRow.children) {
      for (let span = 0; span < Math.max(1, cell.colSpan ?? 1); span++) headers[column++] = cellText(cell);
    }
  }
  const rows: string[] = [];
  if (table.caption && table.caption.trim() !== '') rows.push(plain(table.caption).trim());
  for (const row of headerRow ? rest : table.children) {
    let column = 0;
    const parts: string[] = [];
    for (const cell of row.children) {
      const value = cellText(cell);
      const header = cell.header ? undefined : headers[column];
      column += Math.max(1, cell.colSpan ?? 1);
      if (value === '') continue;
      parts.push(header ? `${header}: ${value}` : value);
    }
    if (parts.length > 0) rows.push(parts.join('; '));
  }
  return rows;
}
