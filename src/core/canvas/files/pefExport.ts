// The document's pictures as PEF: each page's pins read as the display's own
// braille cells (2×4 pins a cell, 8-dot braille), one PEF row per cell line.
// An embosser or refreshable display then shows the picture cell for cell as
// the Dot Pad does. The text line is not written: PEF pages hold one grid.

import { pinToBraille, tableForSetting, unicodeFromCells, withoutTrailingBlanks, writePef } from '../../braille/index.ts';
import { geometryOf, gridToCells } from '../../dtms/index.ts';
import { documentTitle } from '../../drive/index.ts';
import type { PinGrid, DeviceModel } from '../../pins/index.ts';
import type { CanvasDocument } from '../document.ts';
import type { DtmsLanguage } from './dtmsDocument.ts';

export interface PefExportOptions {
  /** A BCP 47 tag for the book (see pefLanguage). */
  readonly language: string;
  /** Not empty: a URN of the Cloud file, or a fresh one. */
  readonly identifier: string;
  /** YYYY-MM-DD (core has no clock). */
  readonly date: string;
}

/** The BCP 47 tag of a DTMS language (`english`, grade "2" → `en`): the braille table's; the default table's when unknown. */
export function pefLanguage(language: DtmsLanguage): string {
  return tableForSetting({ language: language.lang, grade: Number(language.langOption) }).lang;
}

/** A grid as rows of Unicode braille, one per cell line, trailing blank cells left off. */
export function gridToBrailleRows(grid: PinGrid, model: DeviceModel): string[] {
  const geometry = geometryOf(model);
  const cells = gridToCells(grid, geometry).map(pinToBraille);
  return Array.from({ length: geometry.lines }, (_, line) =>
    unicodeFromCells(withoutTrailingBlanks(cells.subarray(line * geometry.cellsPerLine, (line + 1) * geometry.cellsPerLine))),
  );
}

export function documentToPef(document: CanvasDocument, options: PefExportOptions): string {
  const { lines, cellsPerLine } = geometryOf(document.model);
  return writePef(
    document.pages.map((page) => gridToBrailleRows(page.grid, document.model)),
    { title: documentTitle(document.title), language: options.language, identifier: options.identifier, date: options.date, cols: cellsPerLine, rows: lines },
  );
}
