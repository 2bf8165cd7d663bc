// Spans of pins as message parts: "columns 3–10", "row 4", "5–20". Pins are
// numbered from 0 in the grid but from 1 for people, so the shift to people's
// numbers happens here, in one place.

import type { MessageRef } from '../messages/index.ts';
import { describeMessages } from './messages.ts';

/** A run of raised pins in a row or column, as a part of the row's or column's sentence. */
export function runPart(from: number, to: number): MessageRef {
  return from === to
    ? { message: describeMessages.runSingle, values: { pin: from + 1 } }
    : { message: describeMessages.runRange, values: { from: from + 1, to: to + 1 } };
}

export function columnSpanPart(from: number, to: number): MessageRef {
  return from === to
    ? { message: describeMessages.columnSingle, values: { column: from + 1 } }
    : { message: describeMessages.columnRange, values: { from: from + 1, to: to + 1 } };
}

export function rowSpanPart(from: number, to: number): MessageRef {
  return from === to
    ? { message: describeMessages.rowSingle, values: { row: from + 1 } }
    : { message: describeMessages.rowRange, values: { from: from + 1, to: to + 1 } };
}
