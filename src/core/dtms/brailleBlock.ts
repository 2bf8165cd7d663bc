import type { PinGrid } from '../pins/index.ts';
import { brailleToPin, cellsToGrid } from './cells.ts';

/**
 * Braille cells (Unicode order, as a braille translator gives them) as a
 * block of pins to stamp onto a canvas: 2×4 pins a cell, touching, in lines
 * of `cellsPerLine`; the last line is padded with blank cells. Stamp it with
 * the pins module's `stampTemplate`.
 */
export function brailleBlock(cells: Uint8Array, cellsPerLine: number): PinGrid {
  if (!Number.isInteger(cellsPerLine) || cellsPerLine < 1) throw new RangeError(`cellsPerLine must be a whole number from 1 up, not ${cellsPerLine}.`);
  const lines = Math.max(1, Math.ceil(cells.length / cellsPerLine));
  const pinOrder = new Uint8Array(lines * cellsPerLine);
  cells.forEach((cell, i) => (pinOrder[i] = brailleToPin(cell)));
  return cellsToGrid(pinOrder, { lines, cellsPerLine });
}
