// North American Braille ASCII (the 64-symbol "Braille ASCII" of BRF and BRL
// files; protocol notes §8.4) and Unicode-order cells. It is a 6-dot code: a
// cell with dot 7 or 8 has no symbol, so the encoder drops those dots and
// says which cells lost them.

import { BrailleError, codePointLabel } from './errors.ts';

/** The symbol of each 6-dot cell: character i is the cell whose byte is i. */
const SYMBOL_OF_CELL = ' A1B\'K2L@CIF/MSP"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=';

/** The cell of each code 0x20–0x7F; −1 for none. 0x60–0x7F read as 0x40–0x5F (lower case, `` ` {|}~ ``, DEL). */
const CELL_OF_CODE: readonly number[] = (() => {
  const cells = new Array<number>(128).fill(-1);
  for (let cell = 0; cell < 64; cell++) cells[SYMBOL_OF_CELL.charCodeAt(cell)] = cell;
  for (let code = 0x60; code <= 0x7f; code++) cells[code] = cells[code - 0x20] ?? -1;
  return cells;
})();

/** The Braille ASCII symbol of a cell; dots 7 and 8 are ignored. */
export function asciiOfCell(cell: number): string {
  return SYMBOL_OF_CELL[cell & 0x3f] ?? ' ';
}

/** The cell of a Braille ASCII character (either case), or undefined when it is not one. */
export function cellOfAscii(character: string): number | undefined {
  if (character.length !== 1) return undefined;
  const cell = CELL_OF_CODE[character.charCodeAt(0)];
  return cell === undefined || cell < 0 ? undefined : cell;
}

export interface AsciiBraille {
  /** One upper-case symbol per cell; a blank cell is a space. */
  readonly text: string;
  /** Indexes (from 0) of the cells that had dot 7 or 8, which Braille ASCII cannot hold. */
  readonly lostDots78: readonly number[];
}

/** Cells as Braille ASCII, upper case. Dots 7 and 8 are left out and reported, never thrown. */
export function asciiFromCells(cells: Uint8Array): AsciiBraille {
  let text = '';
  const lostDots78: number[] = [];
  cells.forEach((cell, index) => {
    if (cell & 0xc0) lostDots78.push(index);
    text += asciiOfCell(cell);
  });
  return { text, lostDots78 };
}

/**
 * Braille ASCII as cells, tolerantly: lower-case letters read as upper case,
 * `` ` `` as `@`, `{` `|` `}` `~` as `[` `\` `]` `^`, and DEL as dots 4 5 6.
 * Anything else is a NOT_BRAILLE_ASCII error naming the line (given by the
 * caller, 1 when not) and the column, in characters from 1.
 */
export function cellsFromAscii(text: string, line = 1): Uint8Array {
  const cells: number[] = [];
  let column = 0;
  for (const character of text) {
    column++;
    const cell = cellOfAscii(character);
    if (cell === undefined) throw notBrailleAscii(character, line, column);
    cells.push(cell);
  }
  return Uint8Array.from(cells);
}

export function notBrailleAscii(character: string, line: number, column: number): BrailleError {
  return new BrailleError('NOT_BRAILLE_ASCII', `Not Braille ASCII at line ${line}, column ${column}: ${codePointLabel(character)}.`, {
    line,
    column,
    character,
  });
}
