// The pins of the virtual display and what a display packet does to them.
// A packet is checked against the layout before anything moves: a run past a
// line's end or a line the board does not have changes no pin (the device
// answers "invalid parameter" instead). Text mode cells come in braille
// order and are turned into pin order here, as the firmware does (notes §4.5).

import { brailleToPin } from '../../braille/index.ts';
import type { BoardInfo } from '../boardInfo.ts';
import { COMMAND } from '../commands.ts';
import type { DisplayLayout } from '../models.ts';
import type { Packet } from '../packet.ts';
import { DisplayPayloadError, readDisplayWrite, type DisplayWrite } from '../requests.ts';

export interface VirtualDisplayState {
  /** Pin order, graphicLines × cellsPerLine, the pins that are up now. */
  readonly graphic: Uint8Array;
  /** Pin order, textCells (0 cells on the 768). */
  readonly text: Uint8Array;
  readonly layout: DisplayLayout;
}

/** Cells to set, already in pin order. */
interface CellRun {
  /** Index of the first cell in the area's array. */
  readonly at: number;
  readonly cells: Uint8Array;
}

/** A display packet checked against the layout. */
export interface PinMove {
  readonly area: 'graphic' | 'text';
  readonly runs: readonly CellRun[];
  /** Graphic lines written (1 for the text line): the device's time to move them scales with it. */
  readonly lines: number;
}

/** Why a display packet was refused; the values of the 0x9902 codes (notes §4.3). */
export type PinMoveFault = 'UNEXPECTED_LENGTH' | 'INVALID_PARAMETER';

export function emptyDisplayState(layout: DisplayLayout): VirtualDisplayState {
  return { graphic: new Uint8Array(layout.graphicLines * layout.cellsPerLine), text: new Uint8Array(layout.textCells), layout };
}

function readWrite(p: Packet, layout: DisplayLayout): DisplayWrite | undefined {
  try {
    return readDisplayWrite(p, layout.cellsPerLine);
  } catch (error) {
    if (error instanceof DisplayPayloadError) return undefined;
    throw error;
  }
}

/** The pins a 0x0200 / 0x0220 packet moves, or why the device refuses it. */
export function planPinMove(p: Packet, layout: DisplayLayout): PinMove | PinMoveFault {
  // A line packet needs its start cell, a partial packet its start and end cells.
  if (p.data.length < (p.command === COMMAND.DISPLAY_PARTIAL ? 2 : 1)) return 'UNEXPECTED_LENGTH';
  const write = readWrite(p, layout);
  if (!write) return 'INVALID_PARAMETER';
  const toPins = (cells: Uint8Array) => (write.mode === 'text' ? cells.map(brailleToPin) : cells.slice());
  const fits = (start: number, length: number, size: number) => start < size && start + length <= size;

  if (write.lineId === 0) {
    // The braille text line is one line of textCells.
    const [cells] = write.rows;
    if (!cells || layout.textCells === 0 || write.rows.length !== 1 || !fits(write.startCell, cells.length, layout.textCells)) return 'INVALID_PARAMETER';
    return { area: 'text', runs: [{ at: write.startCell, cells: toPins(cells) }], lines: 1 };
  }
  const lastLine = write.lineId + write.rows.length - 1;
  if (lastLine > layout.graphicLines) return 'INVALID_PARAMETER';
  const runs: CellRun[] = [];
  for (const [i, cells] of write.rows.entries()) {
    if (!fits(write.startCell, cells.length, layout.cellsPerLine)) return 'INVALID_PARAMETER';
    runs.push({ at: (write.lineId - 1 + i) * layout.cellsPerLine + write.startCell, cells: toPins(cells) });
  }
  return { area: 'graphic', runs, lines: write.rows.length };
}

/** How long the pins take: the written lines' share of the area's refresh time (notes §4.1). */
export function moveTimeMs(move: PinMove, board: BoardInfo): number {
  if (move.area === 'text') return board.text.refreshTimeMs;
  const rows = Math.max(1, board.graphic.rows);
  return (board.graphic.refreshTimeMs / rows) * move.lines;
}

/** The state after the move; a new value, so listeners can compare states by identity. */
export function applyPinMove(state: VirtualDisplayState, move: PinMove): VirtualDisplayState {
  const area = state[move.area].slice();
  for (const run of move.runs) area.set(run.cells, run.at);
  return { ...state, [move.area]: area };
}
