// Where the keyboard cursor goes for a key:
//   arrows            one pin
//   Shift+arrows      CURSOR_JUMP pins
//   Ctrl/Cmd+arrows   one braille cell (2 pins across, 4 down: the device's own cell),
//                     landing on the cell's first pin so the cursor lines up with the cells
//   Home / End        the row's first / last pin
//   Page Up / Down    the column's top / bottom pin
//   Ctrl/Cmd+Home/End the grid's top-left / bottom-right pin
// Alt is left alone: Alt+arrows is the browser's Back and Forward. The cursor never leaves the grid.

import type { GridSize, Point } from '../pins/index.ts';
import { CURSOR_JUMP } from './limits.ts';

export interface CursorKey {
  readonly key: string;
  readonly shift: boolean;
  /** Ctrl, or Cmd on a Mac. */
  readonly mod: boolean;
}

export const CELL_SIZE = { x: 2, y: 4 } as const;

const DIRECTIONS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The start of the next (delta 1) or previous (delta -1) cell along one axis; delta 0 stays. */
function cellStart(value: number, step: number, delta: number): number {
  if (delta === 0) return value;
  return delta > 0 ? (Math.floor(value / step) + 1) * step : (Math.ceil(value / step) - 1) * step;
}

/** The cursor's new place, or null when the key does not move it. Pure: the caller decides what moving means. */
export function cursorTarget(cursor: Point, input: CursorKey, size: GridSize): Point | null {
  const last = { x: size.width - 1, y: size.height - 1 };
  const clamp = (p: Point): Point => ({ x: Math.max(0, Math.min(last.x, p.x)), y: Math.max(0, Math.min(last.y, p.y)) });
  const direction = DIRECTIONS[input.key];
  if (direction !== undefined) {
    if (input.mod) return clamp({ x: cellStart(cursor.x, CELL_SIZE.x, direction.x), y: cellStart(cursor.y, CELL_SIZE.y, direction.y) });
    const step = input.shift ? CURSOR_JUMP : 1;
    return clamp({ x: cursor.x + direction.x * step, y: cursor.y + direction.y * step });
  }
  switch (input.key) {
    case 'Home':
      return input.mod ? { x: 0, y: 0 } : { x: 0, y: cursor.y };
    case 'End':
      return input.mod ? last : { x: last.x, y: cursor.y };
    case 'PageUp':
      return { x: cursor.x, y: 0 };
    case 'PageDown':
      return { x: cursor.x, y: last.y };
    default:
      return null;
  }
}

/** The braille cell (from 1, across) and line (from 1, down) holding a pin: what the device and a transcriber count in. */
export function cellOf(point: Point): { readonly cell: number; readonly line: number } {
  return { cell: Math.floor(point.x / CELL_SIZE.x) + 1, line: Math.floor(point.y / CELL_SIZE.y) + 1 };
}
