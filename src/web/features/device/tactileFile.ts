// A tactile file opened on the test page, as pages the display can show:
// DTMS (Dot's JSON page set) or DTM (one binary picture), read with
// core/dtms. Anything that is not a valid file throws DtmsFormatError, whose
// message says why in the user's language.

import { unicodeFromCells, withoutTrailingBlanks } from '../../../core/braille/index.ts';
import { geometryOf, gridToCells, parseDtms, readDtm } from '../../../core/dtms/index.ts';
import type { DeviceModel } from '../../../core/pins/index.ts';

export interface TactilePage {
  readonly title: string;
  /** Pin order, the model's lines × cells. */
  readonly graphic: Uint8Array;
  /** Unicode braille order, for the text line; may be empty. */
  readonly text: Uint8Array;
  readonly plain: string;
}

export interface TactileFile {
  readonly name: string;
  readonly model: DeviceModel;
  readonly pages: readonly TactilePage[];
}

/** Reads a file by its name's ending: `.dtm` is binary, anything else is read as DTMS. */
export function readTactileFile(name: string, bytes: Uint8Array): TactileFile {
  if (name.toLowerCase().endsWith('.dtm')) {
    const dtm = readDtm(bytes);
    return { name, model: dtm.model, pages: [{ title: name, graphic: gridToCells(dtm.grid, geometryOf(dtm.model)), text: new Uint8Array(0), plain: '' }] };
  }
  const document = parseDtms(new TextDecoder().decode(bytes));
  const geometry = geometryOf(document.model);
  return {
    name,
    model: document.model,
    pages: document.items.map((item, index) => ({
      title: item.title,
      graphic: gridToCells(item.graphic.grid, geometry, { page: index + 1 }),
      text: item.text.cells,
      plain: item.text.plain,
    })),
  };
}

/** Braille cells as Unicode braille, without the blank cells that pad the last line. */
export function brailleText(cells: Uint8Array): string {
  return unicodeFromCells(withoutTrailingBlanks(cells));
}
