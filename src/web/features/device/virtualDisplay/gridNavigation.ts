// Where a key moves the focus in the display grid. Rows may differ in length
// (the 320's text line has 20 cells, its graphic lines 30), so a position keeps
// the column the user was in and each row clamps it: going up to the text line
// and down again comes back to the same column, as in a text editor.

export interface GridPosition {
  readonly row: number;
  readonly column: number;
}

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'lineStart' | 'lineEnd' | 'first' | 'last' | 'pageUp' | 'pageDown';

/** Lines PageUp and PageDown move. */
export const PAGE_LINES = 5;

interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

/** The move a key asks for, or undefined when the grid leaves the key alone. Cmd counts as Ctrl (Mac). */
export function moveOfKey(event: KeyLike): GridMove | undefined {
  if (event.altKey || event.shiftKey) return undefined;
  const control = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowLeft':
      return control ? undefined : 'left';
    case 'ArrowRight':
      return control ? undefined : 'right';
    case 'ArrowUp':
      return control ? undefined : 'up';
    case 'ArrowDown':
      return control ? undefined : 'down';
    case 'Home':
      return control ? 'first' : 'lineStart';
    case 'End':
      return control ? 'last' : 'lineEnd';
    case 'PageUp':
      return control ? undefined : 'pageUp';
    case 'PageDown':
      return control ? undefined : 'pageDown';
    default:
      return undefined;
  }
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The cell a position stands on in rows of these lengths (rows are never empty); undefined when there are no rows. */
export function cellAt(position: GridPosition, rowLengths: readonly number[]): GridPosition | undefined {
  if (rowLengths.length === 0) return undefined;
  const row = clamp(position.row, 0, rowLengths.length - 1);
  return { row, column: clamp(position.column, 0, (rowLengths[row] ?? 1) - 1) };
}

/** The position after a move; moves stop at the edges (no wrapping). */
export function moveFocus(position: GridPosition, move: GridMove, rowLengths: readonly number[]): GridPosition {
  const here = cellAt(position, rowLengths);
  if (!here) return position;
  const lastRow = rowLengths.length - 1;
  const lastColumn = (row: number) => (rowLengths[row] ?? 1) - 1;
  switch (move) {
    case 'left':
      return { row: here.row, column: Math.max(0, here.column - 1) };
    case 'right':
      return { row: here.row, column: Math.min(lastColumn(here.row), here.column + 1) };
    // Vertical moves keep the remembered column (position.column), not the clamped one.
    case 'up':
      return { row: Math.max(0, here.row - 1), column: position.column };
    case 'down':
      return { row: Math.min(lastRow, here.row + 1), column: position.column };
    case 'pageUp':
      return { row: Math.max(0, here.row - PAGE_LINES), column: position.column };
    case 'pageDown':
      return { row: Math.min(lastRow, here.row + PAGE_LINES), column: position.column };
    case 'lineStart':
      return { row: here.row, column: 0 };
    case 'lineEnd':
      return { row: here.row, column: lastColumn(here.row) };
    case 'first':
      return { row: 0, column: 0 };
    case 'last':
      return { row: lastRow, column: lastColumn(lastRow) };
  }
}
