// Presentation mode: one page of a Book document on the tactile display's
// own braille cells (30 × 10 on the 320, 48 × 16 on the 768). The same
// layout as the braille file, at the display's size and without page
// numbers; what does not fit one screen goes on the next, for panning.

import { BrailleError, brailleBlock, cellsFromUnicode } from '../../braille/index.ts';
import type { PinGrid } from '../../pins/index.ts';
import type { BlockElement } from '../model.ts';
import { formatBlocksBraille } from './formatDocumentBraille.ts';
import { layoutSettings, type NoteIndicators, type TranslateLines } from './options.ts';

export interface DisplayModel {
  readonly cellsPerLine: number;
  readonly lines: number;
}

export interface DisplayPage {
  /** Every row of the page, screen after screen. */
  readonly rows: string[];
  /** The rows a screen at a time (at most `lines` each); at least one screen, maybe empty. */
  readonly screens: string[][];
}

/** One page's blocks laid out for a display (a page break among them is ignored: a page has none). */
export async function pageForDisplay(
  blocks: readonly BlockElement[],
  model: DisplayModel,
  translate: TranslateLines,
  noteIndicators?: NoteIndicators,
): Promise<DisplayPage> {
  const settings = layoutSettings({
    cellsPerLine: model.cellsPerLine,
    linesPerPage: model.lines,
    printPageNumbers: false,
    brailleNumbers: false,
    ...(noteIndicators ? { noteIndicators } : {}),
  });
  const content = blocks.filter((block) => block.type !== 'page-break');
  const screens = await formatBlocksBraille(content, settings, translate);
  const shown = screens.length === 0 ? [[]] : screens;
  return { rows: shown.flat(), screens: shown };
}

/**
 * One screen's rows as the display's pins: each row fills a line of
 * `cellsPerLine` touching cells (blank cells after its end), and missing
 * rows are blank, so the grid is always the display's whole cell area.
 */
export function screenToPins(rows: readonly string[], model: DisplayModel): PinGrid {
  if (rows.length > model.lines) throw new BrailleError('BAD_LAYOUT', `A screen of ${rows.length} rows is taller than ${model.lines} lines.`);
  const cells = new Uint8Array(model.cellsPerLine * model.lines);
  rows.forEach((row, index) => {
    const rowCells = cellsFromUnicode(row, { line: index + 1 });
    if (rowCells.length > model.cellsPerLine) {
      throw new BrailleError('ROW_TOO_LONG', `Row ${index + 1} has ${rowCells.length} cells; ${model.cellsPerLine} fit.`, { line: index + 1, values: { cols: model.cellsPerLine } });
    }
    cells.set(rowCells, index * model.cellsPerLine);
  });
  return brailleBlock(cells, model.cellsPerLine);
}
