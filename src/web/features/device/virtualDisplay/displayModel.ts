// What the virtual tactile display shows, as rows of cells: first the braille
// text line (when the device has one), then graphic lines 1..N. Pure data; the
// view draws it and the labels module words it.

import { dotsOf, pinToBraille, unicodeFromCells, withoutTrailingBlanks } from '../../../../core/braille/index.ts';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';

export interface DisplayCell {
  /** The cell in pin order (bits 0–3 left column top to bottom, bits 4–7 right column). */
  readonly pins: number;
  /** The raised pins named as braille dots, ascending (bit 3 is dot 7, bits 4–6 are dots 4–6). */
  readonly dots: readonly number[];
}

export interface DisplayRow {
  readonly kind: 'text' | 'graphic';
  /** 0 for the text line, 1..graphicLines for graphic lines (the device's line ids). */
  readonly line: number;
  readonly cells: readonly DisplayCell[];
  /** The row's kind, line and pins as text: equal signatures draw the same. */
  readonly signature: string;
}

export interface DisplayModel {
  readonly rows: readonly DisplayRow[];
  /** The longest row's length (aria-colcount). */
  readonly columnCount: number;
  readonly cellCount: number;
  /** Cells with at least one raised pin. */
  readonly raisedCellCount: number;
  /** The text line as Unicode braille, trailing blank cells left out; undefined when the device has no text line. */
  readonly textBraille: string | undefined;
  /** All rows' signatures: changes whenever any pin does. */
  readonly signature: string;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** The raised pins of a pin-order cell as braille dot numbers, ascending: 0x31 → [1, 4, 5]. */
export function raisedDots(pins: number): number[] {
  return dotsOf(pinToBraille(pins));
}

/** The cell's pins in drawing order: left column top to bottom, then right column (bits 0..7). */
export function pinsUp(pins: number): boolean[] {
  return Array.from({ length: 8 }, (_, bit) => (pins & (1 << bit)) !== 0);
}

/** A pin-order cell as its Unicode braille character. */
export function brailleOf(pins: number): string {
  return unicodeFromCells(Uint8Array.of(pinToBraille(pins)));
}

function rowOf(kind: DisplayRow['kind'], line: number, bytes: Uint8Array): DisplayRow {
  const cells: DisplayCell[] = [];
  let hex = '';
  for (const pins of bytes) {
    cells.push({ pins, dots: raisedDots(pins) });
    hex += HEX[pins];
  }
  return { kind, line, cells, signature: `${kind}${line}:${hex}` };
}

export function buildDisplayModel(state: VirtualDisplayState): DisplayModel {
  const { textCells, graphicLines, cellsPerLine } = state.layout;
  const rows: DisplayRow[] = [];
  if (textCells > 0) rows.push(rowOf('text', 0, state.text.subarray(0, textCells)));
  if (cellsPerLine > 0) {
    for (let line = 1; line <= graphicLines; line++) {
      rows.push(rowOf('graphic', line, state.graphic.subarray((line - 1) * cellsPerLine, line * cellsPerLine)));
    }
  }
  let cellCount = 0;
  let raisedCellCount = 0;
  for (const row of rows) {
    cellCount += row.cells.length;
    for (const cell of row.cells) if (cell.pins !== 0) raisedCellCount++;
  }
  let textBraille: string | undefined;
  if (textCells > 0) {
    textBraille = unicodeFromCells(withoutTrailingBlanks(state.text.subarray(0, textCells)).map(pinToBraille));
  }
  return {
    rows,
    columnCount: Math.max(0, ...rows.map((row) => row.cells.length)),
    cellCount,
    raisedCellCount,
    textBraille,
    signature: rows.map((row) => row.signature).join('|'),
  };
}
