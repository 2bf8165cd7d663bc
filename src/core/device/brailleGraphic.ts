// Braille shown as graphics: lines of braille drawn as pins on the display's
// graphic area, with the line pitch of each model (spec §3 "Line break" and
// "Line height", read as in models.ts) and one blank pin column between cells
// (notes §5, as BRLTTY and Dot's SDK). Text is wrapped at blank cells into
// lines (a word longer than a line is cut), lines into screens; each screen
// comes back as the display's graphic cells in pin order, ready to send.
//
// On the 320 (60×40 pins) that is 20 cells × 7 lines, 6-dot or 8-dot alike;
// on the 768 (96×64), 32 cells × 13 lines.

import { multiBrailleBlock, multiBrailleCapacity, paginateCells, type BrailleCapacity } from '../braille/index.ts';
import { gridToCells } from '../dtms/index.ts';
import { createGrid, stampTemplate } from '../pins/index.ts';
import { brailleLineSpacingOf, type DisplayLayout } from './models.ts';

/** The braille setting's cell size (spec §3 "pin"): 6 dots are 3 pins tall, 8 dots 4. */
export type BrailleDots = 6 | 8;

export interface BrailleGraphicLayout extends BrailleCapacity {
  readonly dots: BrailleDots;
  /** Blank pin columns between cells and pin rows between lines. */
  readonly columnGap: number;
  readonly rowGap: number;
}

type GraphicArea = Pick<DisplayLayout, 'cellsPerLine' | 'graphicLines'>;

/** How braille of `dots` dots is laid out on the area: cells a line, lines a screen and the gaps. */
export function brailleGraphicLayout(area: GraphicArea, dots: BrailleDots): BrailleGraphicLayout {
  if (dots !== 6 && dots !== 8) throw new RangeError(`Braille cells have 6 or 8 dots, not ${String(dots)}.`);
  if (!Number.isInteger(area.cellsPerLine) || !Number.isInteger(area.graphicLines) || area.cellsPerLine < 1 || area.graphicLines < 1) {
    throw new RangeError(`A graphic area of ${area.graphicLines} lines × ${area.cellsPerLine} cells cannot show braille.`);
  }
  const spacing = brailleLineSpacingOf(area);
  const rowGap = spacing.lineBreakPins - (dots === 6 ? 3 : 4);
  const columnGap = spacing.columnGapPins;
  const capacity = multiBrailleCapacity(area.cellsPerLine * 2, area.graphicLines * 4, { pinsPerCell: dots, columnGap, rowGap });
  return { ...capacity, dots, columnGap, rowGap };
}

/**
 * Lines of braille (Unicode order, bit 0 = dot 1; a paragraph a line) as
 * screens of graphic cells in pin order, `graphicLines × cellsPerLine` each.
 * Nothing to show is one blank screen, so a reader always has a screen 1.
 */
export function brailleGraphicScreens(lines: readonly Uint8Array[], area: GraphicArea, dots: BrailleDots): Uint8Array[] {
  const layout = brailleGraphicLayout(area, dots);
  const geometry = { lines: area.graphicLines, cellsPerLine: area.cellsPerLine };
  const screens = paginateCells(lines, layout.cellsPerLine, layout.lines);
  if (screens.length === 0) screens.push([]);
  return screens.map((rows) => {
    const blank = createGrid(area.cellsPerLine * 2, area.graphicLines * 4);
    if (rows.length === 0) return gridToCells(blank, geometry);
    const block = multiBrailleBlock(rows, {
      pinsPerCell: dots,
      columnGap: layout.columnGap,
      rowGap: layout.rowGap,
      maxWidth: blank.width,
      maxHeight: blank.height,
    });
    return gridToCells(stampTemplate(blank, block.grid, { x: 0, y: 0 }), geometry);
  });
}
