// A BRF or BRL opened in the Canvas: every braille cell fills one display
// cell (its 2×4 pins), lines wrap at the display's width and pages follow its
// line count, keeping the file's own page breaks — the layout the drive uses
// when it opens such a file (server/drive/uploads/tactileDocuments.ts), so a
// file looks the same opened from this computer or from the Cloud. Each
// page's text line holds the same braille; there is no print text to show.

import { brailleBlock, cellsFromUnicode, paginateCells, readBrf } from '../../braille/index.ts';
import { DEVICE_MODELS, type DeviceModel } from '../../pins/index.ts';
import { createPage, type CanvasDocument, type CanvasPage } from '../document.ts';
import { MAX_PAGES } from '../limits.ts';
import { brailleTooLong, emptyFile } from './errors.ts';

export interface BrfImportOptions {
  readonly title: string;
  /** The display the braille is laid out for. */
  readonly model: DeviceModel;
}

/** One display page: its rows placed on the device's cell lines, and its text line (rows joined by a blank cell). */
function brfPage(rows: readonly Uint8Array[], model: DeviceModel): CanvasPage {
  const { lines, cellsPerLine } = DEVICE_MODELS[model];
  const cells = new Uint8Array(lines * cellsPerLine);
  rows.forEach((row, line) => cells.set(row, line * cellsPerLine));
  const text: number[] = [];
  rows.forEach((row, index) => {
    if (index > 0) text.push(0);
    text.push(...row);
  });
  while (text.at(-1) === 0) text.pop();
  return { ...createPage(model, brailleBlock(cells, cellsPerLine)), text: { plain: '', cells: Uint8Array.from(text) } };
}

/** Braille ASCII text (a BRF or BRL read as Latin-1) as a Canvas document of at most MAX_PAGES pages. */
export function documentFromBrf(text: string, options: BrfImportOptions): CanvasDocument {
  const { lines, cellsPerLine } = DEVICE_MODELS[options.model];
  const { pages: filePages } = readBrf(text);
  if (filePages.length === 0) throw emptyFile();
  const pages: CanvasPage[] = [];
  for (const filePage of filePages) {
    const screens = paginateCells(
      filePage.map((line, index) => cellsFromUnicode(line, { line: index + 1 })),
      cellsPerLine,
      lines,
    );
    // A page the file leaves empty stays an (empty) page: the file's page breaks are its structure.
    for (const screen of screens.length > 0 ? screens : [[]]) {
      if (pages.length === MAX_PAGES) throw brailleTooLong(MAX_PAGES);
      pages.push(brfPage(screen, options.model));
    }
  }
  return { title: options.title, model: options.model, pages };
}
