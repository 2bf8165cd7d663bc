// DTM, the one-picture binary file: one page out (the page shown), one page in.

import { readDtm, writeDtm } from '../../dtms/index.ts';
import type { PinGrid } from '../../pins/index.ts';
import { createPage, type CanvasDocument } from '../document.ts';

/** One page's pins as a DTM file (the model follows from the grid's size). */
export function pageToDtm(grid: PinGrid): Uint8Array {
  return writeDtm(grid);
}

/** A DTM file as a one-page document; its alternative text is left for the user to write. */
export function documentFromDtm(bytes: Uint8Array, title: string): CanvasDocument {
  const dtm = readDtm(bytes);
  return { title, model: dtm.model, pages: [createPage(dtm.model, dtm.grid)] };
}
