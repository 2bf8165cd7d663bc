// What the tactile display is given for a presentation screen: braille rows
// on its graphic cells (each graphic cell is a 2×4-pin braille cell, so a row
// of braille is a line of cells), in the device's pin order, the text line
// left empty.

import { brailleToPin, cellsFromUnicode } from '../../../../core/braille/index.ts';
import type { DeviceContent } from '../../device/shell.tsx';

/** The display's graphic area, in cells: what `info.layout` of a connected display says. */
export interface GraphicArea {
  readonly cellsPerLine: number;
  readonly graphicLines: number;
}

/** Rows of Unicode braille (the first `graphicLines`, each cut at `cellsPerLine` cells) on the graphic area. */
export function brailleScreenContent(rows: readonly string[], area: GraphicArea): DeviceContent {
  const { cellsPerLine, graphicLines } = area;
  const graphic = new Uint8Array(cellsPerLine * graphicLines);
  rows.slice(0, graphicLines).forEach((row, line) => {
    cellsFromUnicode(row)
      .subarray(0, cellsPerLine)
      .forEach((cell, column) => {
        graphic[line * cellsPerLine + column] = brailleToPin(cell);
      });
  });
  return { graphic };
}
