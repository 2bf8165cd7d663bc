// Stand-in for book-braille's `pageForDisplay` (src/core/book/braille, being
// written in parallel), same name and result: one page's text as rows of
// Unicode braille that fit the display's cells, cut into screens of the
// display's lines. Plainer than the real formatter (no indents, no centred
// headings): one braille line per print line, wrapped at blank cells.
// Remove once core exports it.

import type { BlockElement, InlineNode } from '../../../../core/book/model.ts';
import { cellsFromUnicode, unicodeFromCells, wrapLine } from '../../../../core/braille/index.ts';
import { nodeText } from './bookStandIn.ts';

export interface DisplaySize {
  readonly cellsPerLine: number;
  readonly lines: number;
}

export interface DisplayPage {
  /** Screens of at most `lines` rows, each at most `cellsPerLine` cells; at least one screen. */
  readonly screens: string[][];
}

const inlineText = (children: readonly InlineNode[]) => children.map(nodeText).join('');

/** The print lines of one block, in reading order. */
function blockLines(block: BlockElement): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children).split('\n');
    case 'list':
      return block.children.flatMap((item, index) => {
        const marker = block.ordered ? `${(block.start ?? 1) + index}. ` : '- ';
        const [first, ...rest] = item.children.flatMap(blockLines);
        return [`${marker}${first ?? ''}`, ...rest];
      });
    case 'blockquote':
      return block.children.flatMap(blockLines);
    case 'table':
      return [...(block.caption ? [block.caption] : []), ...block.children.map((row) => row.children.map(nodeText).join('; '))];
    case 'image':
      return block.decorative || block.alt === '' ? [] : [block.alt];
    case 'media':
      return block.title ? [block.title] : [];
    case 'page-break':
      return [];
  }
}

export async function pageForDisplay(
  blocks: readonly BlockElement[],
  model: DisplaySize,
  translate: (lines: string[]) => Promise<string[]>,
): Promise<DisplayPage> {
  const print = blocks.flatMap(blockLines).filter((line) => line.trim() !== '');
  const braille = print.length === 0 ? [] : await translate(print);
  const rows = braille.flatMap((line) => wrapLine(cellsFromUnicode(line), model.cellsPerLine).map((row) => unicodeFromCells(row.cells)));
  const screens: string[][] = [];
  for (let start = 0; start < rows.length; start += model.lines) screens.push(rows.slice(start, start + model.lines));
  return { screens: screens.length === 0 ? [[]] : screens };
}
