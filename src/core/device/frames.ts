// The display packets that carry graphic cells, by send type (protocol notes
// §4.4, §7). Cells are in pin order, one byte a cell, row-major from line 1.

import type { DisplayLayout, SendType } from './models.ts';
import type { Packet } from './packet.ts';
import { displayLineRequest, displayPartialRequest } from './requests.ts';

/** A run of changed lines and cells: lines [firstLine, lastLine] (1-based), cells [startCell, endCell). */
export interface CellRect {
  readonly firstLine: number;
  readonly lastLine: number;
  readonly startCell: number;
  readonly endCell: number;
}

/** The cells of `rect` out of a whole frame, row-major. */
export function rectCells(frame: Uint8Array, layout: DisplayLayout, rect: CellRect): Uint8Array {
  const width = rect.endCell - rect.startCell;
  const out = new Uint8Array(width * (rect.lastLine - rect.firstLine + 1));
  for (let line = rect.firstLine; line <= rect.lastLine; line++) {
    const from = (line - 1) * layout.cellsPerLine + rect.startCell;
    out.set(frame.subarray(from, from + width), (line - rect.firstLine) * width);
  }
  return out;
}

/**
 * The packets that write `rect` of `frame` with a send type. ALL_LINE always
 * carries every line from cell 0 (a 0x0200 line packet has no end cell, so it
 * cannot carry a rectangle); SINGLE_LINE sends each line's run; the partial
 * types send a 0x0220 rectangle, whole or a line at a time.
 */
export function framePackets(frame: Uint8Array, layout: DisplayLayout, rect: CellRect, sendType: SendType): Packet[] {
  const lines = Array.from({ length: rect.lastLine - rect.firstLine + 1 }, (_, i) => rect.firstLine + i);
  const lineRect = (line: number): CellRect => ({ ...rect, firstLine: line, lastLine: line });
  switch (sendType) {
    case 'ALL_LINE':
      return [displayLineRequest(1, 0, frame.subarray(0, layout.graphicLines * layout.cellsPerLine))];
    case 'SINGLE_LINE':
      return lines.map((line) => displayLineRequest(line, rect.startCell, rectCells(frame, layout, lineRect(line))));
    case 'ALL_PARTIAL':
      return [displayPartialRequest(rect.firstLine, rect.startCell, rect.endCell, rectCells(frame, layout, rect))];
    case 'SINGLE_PARTIAL':
      return lines.map((line) => displayPartialRequest(line, rect.startCell, rect.endCell, rectCells(frame, layout, lineRect(line))));
  }
}

/** The whole graphic area as a rectangle. */
export function wholeFrame(layout: DisplayLayout): CellRect {
  return { firstLine: 1, lastLine: layout.graphicLines, startCell: 0, endCell: layout.cellsPerLine };
}

/** The packets of a full refresh: every graphic line from cell 0. */
export function fullRefreshPackets(frame: Uint8Array, layout: DisplayLayout, sendType: SendType): Packet[] {
  return framePackets(frame, layout, wholeFrame(layout), sendType);
}
