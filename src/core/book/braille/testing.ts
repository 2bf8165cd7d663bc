// Test helpers: a deterministic stand-in for a braille engine (each print
// character becomes its Braille ASCII cell, so layout can be asserted
// exactly) and pages shown as Braille ASCII.

import { asciiFromCells, cellsFromAscii, cellsFromUnicode, unicodeFromCells } from '../../braille/index.ts';
import type { BlockElement, BookDocument, InlineNode } from '../model.ts';
import type { TranslateLines } from './options.ts';

/** Print → "braille": the Braille ASCII cell of each character (letters upper-cased), so "ab" reads back as "AB". */
export const asciiTranslate: TranslateLines = (lines) => Promise.resolve(lines.map((line) => unicodeFromCells(cellsFromAscii(line.toUpperCase()))));

/** Pages of Unicode braille as Braille ASCII text, a blank cell as a space. */
export function asAscii(pages: readonly (readonly string[])[]): string[][] {
  return pages.map((page) => page.map((row) => asciiFromCells(cellsFromUnicode(row)).text));
}

const inline = (text: string): InlineNode[] => [{ text }];
export const p = (text: string): BlockElement => ({ type: 'paragraph', children: inline(text) });
export const h = (level: 1 | 2 | 3 | 4 | 5 | 6, text: string): BlockElement => ({ type: 'heading', level, children: inline(text) });
export const pageBreak: BlockElement = { type: 'page-break', children: [{ text: '' }] };
export const doc = (...blocks: BlockElement[]): BookDocument => ({ blocks });
