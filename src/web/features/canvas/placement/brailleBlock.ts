// Braille cells as a block of pins for the point chosen: as much as fits to
// the right of and below it (core multi-braille wraps and reports the rest).

import { multiBrailleBlock, textToLines, multiBrailleCapacity, type BrailleCapacity, type MultiBrailleBlock, type MultiBrailleSpacing } from '../../../../core/braille/index.ts';
import type { PinGrid, Point } from '../../../../core/pins/index.ts';

/** The point inside the page (a press just off the grid still means its edge) and the room right of and below it. */
export function roomAt(page: PinGrid, at: Point): { at: Point; width: number; height: number } {
  const x = Math.max(0, Math.min(page.width - 1, Math.round(at.x)));
  const y = Math.max(0, Math.min(page.height - 1, Math.round(at.y)));
  return { at: { x, y }, width: page.width - x, height: page.height - y };
}

export function capacityAt(page: PinGrid, at: Point, spacing: MultiBrailleSpacing): BrailleCapacity {
  const room = roomAt(page, at);
  return multiBrailleCapacity(room.width, room.height, spacing);
}

export function blockAt(page: PinGrid, at: Point, lines: readonly Uint8Array[], spacing: MultiBrailleSpacing): MultiBrailleBlock {
  const room = roomAt(page, at);
  return multiBrailleBlock(lines, { ...spacing, maxWidth: room.width, maxHeight: room.height });
}

/** Cells of the input that the block left out. */
export function cellsLeftOut(block: MultiBrailleBlock): number {
  return block.leftOut.reduce((sum, line) => sum + line.length, 0);
}

/** Input lines placed whole: those before the first one cut (all of them when nothing was). */
export function linesPlaced(block: MultiBrailleBlock, lines: number): number {
  return block.leftOutFrom === undefined ? lines : block.leftOutFrom.lineIndex;
}

/** Lines of text as braille lines: split at line ends, the blank lines at the end dropped (a final line end is not a line). */
export function textLines(text: string): string[] {
  const lines = textToLines(text);
  while (lines.length > 0 && (lines.at(-1) ?? '').trim() === '') lines.pop();
  return lines;
}
