import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cellAt, moveFocus, moveOfKey, type GridPosition } from './gridNavigation.ts';

/** The attributes that place a cell element in the grid; the view sets them, this hook finds cells by them. */
export const CELL_ROW_ATTRIBUTE = 'data-row';
export const CELL_COLUMN_ATTRIBUTE = 'data-column';

function positionOf(element: Element): GridPosition | undefined {
  const row = element.getAttribute(CELL_ROW_ATTRIBUTE);
  const column = element.getAttribute(CELL_COLUMN_ATTRIBUTE);
  return row === null || column === null ? undefined : { row: Number(row), column: Number(column) };
}

/**
 * One tab stop for the whole grid (roving tabindex): the focused cell is the
 * only one with tabIndex 0, the keys of gridNavigation move it, and a click
 * on a cell moves it there. The view gives each cell its data-row and
 * data-column, and the grid the returned ref and handlers.
 */
export function useRovingGridFocus(rowLengths: readonly number[]) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<GridPosition>({ row: 0, column: 0 });
  // Clamped on every render, so a smaller layout (320 after 768) never leaves the grid without a tab stop.
  const focused = cellAt(position, rowLengths);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const move = moveOfKey(event);
    if (!move || !focused) return;
    event.preventDefault();
    const next = moveFocus(position, move, rowLengths);
    const cell = cellAt(next, rowLengths);
    // Focus first: onFocus then queues the clamped cell, and `next` (which may remember a wider column) comes after it and wins.
    if (cell) gridRef.current?.querySelector<HTMLElement>(`[${CELL_ROW_ATTRIBUTE}="${cell.row}"][${CELL_COLUMN_ATTRIBUTE}="${cell.column}"]`)?.focus();
    setPosition(next);
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    const target = positionOf(event.target);
    // A click (or a screen reader's own cursor) put focus here; the tab stop follows it.
    if (!target || (focused && target.row === focused.row && target.column === focused.column)) return;
    setPosition(target);
  }

  return { gridRef, focused, onKeyDown, onFocus };
}
