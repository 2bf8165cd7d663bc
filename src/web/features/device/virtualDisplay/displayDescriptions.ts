// The display's words as descriptions (core/describe): a cell's name, the
// summary line and the change announcement. The caller formats them with its
// intl, so the model stays free of React and the words stay in the catalogue.

import type { Description } from '../../../../core/describe/index.ts';
import type { MessageRef } from '../../../../core/messages/index.ts';
import { brailleOf, type DisplayCell, type DisplayModel, type DisplayRow } from './displayModel.ts';
import { virtualDisplayMessages as m } from './messages.ts';

/** "dots 1 4 5 8" or "no pins raised": the ending of every cell's name. */
export function pinsPart(cell: DisplayCell): MessageRef {
  return cell.dots.length === 0 ? { message: m.noPins } : { message: m.dots, values: { dots: cell.dots.join(' ') } };
}

/** "Line 3, cell 5: dots 1 4 5 8" / "Text line, cell 2: ⠃ dots 1 2"; column counts from 0. */
export function cellDescription(row: DisplayRow, column: number, cell: DisplayCell): Description {
  const parts = { pins: pinsPart(cell) };
  if (row.kind === 'graphic') return { message: m.graphicCell, values: { line: row.line, cell: column + 1 }, parts };
  if (cell.dots.length === 0) return { message: m.blankTextCell, values: { cell: column + 1 }, parts };
  return { message: m.textCell, values: { cell: column + 1, braille: brailleOf(cell.pins) }, parts };
}

/** "120 of 300 cells have raised pins. Text line: ⠙⠕⠞" */
export function summaryDescription(model: DisplayModel): Description {
  const values = { raised: model.raisedCellCount, total: model.cellCount };
  if (model.textBraille === undefined) return { message: m.summary, values };
  if (model.textBraille === '') return { message: m.summaryBlankText, values };
  return { message: m.summaryWithText, values: { ...values, braille: model.textBraille } };
}

/** Spoken after the pins changed: "The tactile display changed." and the summary. */
export function changeDescription(model: DisplayModel): Description {
  return { message: m.changed, parts: { summary: summaryDescription(model) } };
}
