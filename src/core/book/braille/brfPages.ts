// Finished braille pages as a BRF (or BRL) text in the project's one BRF
// layout (docs/formats.md): upper-case Braille ASCII, CR LF after every
// line, a form feed between pages, no trailing blanks. writeBrf lays lines
// out itself; these pages are laid out already (page numbers in place), so
// they are written as they are.

import { asciiFromCells, cellsFromUnicode } from '../../braille/index.ts';

/** The pages' text, and how many cells lost dots 7 and 8 (6-dot Braille ASCII has none). */
export function brfFromPages(pages: readonly (readonly string[])[]): { readonly text: string; readonly lostDots78: number } {
  let lostDots78 = 0;
  const text = pages
    .map((page, pageIndex) =>
      page
        .map((row, rowIndex) => {
          const ascii = asciiFromCells(cellsFromUnicode(row, { page: pageIndex + 1, line: rowIndex + 1 }));
          lostDots78 += ascii.lostDots78.length;
          return `${ascii.text.replace(/ +$/, '')}\r\n`;
        })
        .join(''),
    )
    .join('\f');
  return { text, lostDots78 };
}
