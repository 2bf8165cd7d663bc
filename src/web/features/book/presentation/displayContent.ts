// What the tactile display is given for a presentation screen: braille rows
// drawn on its graphic cells (touching 2×4-pin cells, the layout of the
// device's own cell rows), in the device's pin order, and the text line left
// empty; or a tactile picture's page as the drive converted it for the display.

import { brailleBlock, cellsFromUnicode } from '../../../../core/braille/index.ts';
import { gridToCells } from '../../../../core/dtms/index.ts';
import type { DeviceContent } from '../../device/shell.tsx';

/** The display's graphic area, in cells: what `info.layout` of a connected display says. */
export interface GraphicArea {
  readonly cellsPerLine: number;
  readonly graphicLines: number;
}

/** Rows of Unicode braille (at most `graphicLines` of at most `cellsPerLine` cells) on the graphic area. */
export function brailleScreenContent(rows: readonly string[], area: GraphicArea): DeviceContent {
  const { cellsPerLine, graphicLines } = area;
  const cells = new Uint8Array(cellsPerLine * graphicLines);
  rows.slice(0, graphicLines).forEach((row, line) => cells.set(cellsFromUnicode(row).subarray(0, cellsPerLine), line * cellsPerLine));
  return { graphic: gridToCells(brailleBlock(cells, cellsPerLine), { cellsPerLine, lines: graphicLines }) };
}
