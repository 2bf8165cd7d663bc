// Tables: inserting one, moving between cells (Tab), adding and removing
// rows and columns, and the header row (its cells are `th scope="col"`).

import { Editor, Node, Path, Transforms } from 'slate';
import type { TableCellElement, TableElement, TableRowElement } from '../../../../core/book/model.ts';
import { focusedCell, isTable } from './nodes.ts';
import { placeTopBlock } from './placeBlock.ts';

export const MAX_TABLE_SIZE = 50;

const cell = (header: boolean): TableCellElement =>
  header ? { type: 'table-cell', header: true, children: [{ type: 'paragraph', children: [{ text: '' }] }] } : { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: '' }] }] };

const row = (columns: number, header: boolean): TableRowElement => ({ type: 'table-row', children: Array.from({ length: columns }, () => cell(header)) });

/** A new table; with a header row, its first row's cells are header cells. */
export function newTable(rows: number, columns: number, headerRow: boolean): TableElement {
  return { type: 'table', children: Array.from({ length: rows }, (_, index) => row(columns, headerRow && index === 0)) };
}


/** Inserts a table where a block goes (in place of an empty paragraph) and puts the caret in its first cell. */
export function insertTable(editor: Editor, rows: number, columns: number, headerRow: boolean, caption = ''): void {
  const table = newTable(rows, columns, headerRow);
  const line = captionOf(caption);
  const at = placeTopBlock(editor, line === undefined ? table : { ...table, caption: line });
  Transforms.select(editor, Editor.start(editor, [...at, 0, 0]));
}

/** A caption as the model keeps it: one line, trimmed; empty is none. */
function captionOf(text: string): string | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  return line === '' ? undefined : line;
}

/** Sets (or, when empty, removes) the caption of the table at `tablePath`. */
export function setTableCaption(editor: Editor, tablePath: Path, text: string): void {
  const caption = captionOf(text);
  if (caption === undefined) Transforms.unsetNodes(editor, 'caption', { at: tablePath });
  else Transforms.setNodes(editor, { caption }, { at: tablePath });
}

export interface CellPosition {
  readonly tablePath: Path;
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** Where the caret is in a table. */
export function cellPosition(editor: Editor): CellPosition | undefined {
  const entry = focusedCell(editor);
  if (!entry) return undefined;
  const cellPath = entry[1];
  const tablePath = cellPath.slice(0, -2);
  const table = Node.get(editor, tablePath);
  if (!isTable(table)) return undefined;
  return {
    tablePath,
    row: cellPath[cellPath.length - 2] ?? 0,
    column: cellPath[cellPath.length - 1] ?? 0,
    rows: table.children.length,
    columns: table.children[0]?.children.length ?? 0,
  };
}

function selectCell(editor: Editor, tablePath: Path, rowIndex: number, column: number, edge: 'start' | 'end' = 'start'): void {
  const path = [...tablePath, rowIndex, column];
  Transforms.select(editor, Editor.range(editor, path));
  if (edge === 'end') Transforms.collapse(editor, { edge: 'end' });
}

/**
 * Tab: the next cell, its text selected as in Word; from the last cell, a new
 * row. Shift+Tab: the previous cell. False outside a table (or before the
 * first cell), so the key does what it otherwise would.
 */
export function moveToCell(editor: Editor, direction: 1 | -1): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  const rowLength = Node.get(editor, [...at.tablePath, at.row]) as TableRowElement;
  let rowIndex = at.row;
  let column = at.column + direction;
  if (column >= rowLength.children.length) {
    rowIndex += 1;
    column = 0;
    if (rowIndex >= at.rows) insertRow(editor, 'below');
  } else if (column < 0) {
    if (rowIndex === 0) return true;
    rowIndex -= 1;
    column = (Node.get(editor, [...at.tablePath, rowIndex]) as TableRowElement).children.length - 1;
  }
  selectCell(editor, at.tablePath, rowIndex, column);
  return true;
}

export function insertRow(editor: Editor, where: 'above' | 'below'): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  const rowPath = [...at.tablePath, at.row];
  const columns = (Node.get(editor, rowPath) as TableRowElement).children.length;
  const target = where === 'above' ? rowPath : Path.next(rowPath);
  // A row added above the header row becomes the header row's job: it is a header row itself.
  const header = where === 'above' && at.row === 0 && isHeaderRow(editor, at.tablePath);
  Transforms.insertNodes(editor, row(columns, header), { at: target });
  if (header) Transforms.unsetNodes(editor, 'header', { at: Path.next(target), match: (_node, path) => path.length === target.length + 1 });
  return true;
}

export function insertColumn(editor: Editor, where: 'left' | 'right'): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  const table = Node.get(editor, at.tablePath) as TableElement;
  const column = where === 'left' ? at.column : at.column + 1;
  Editor.withoutNormalizing(editor, () => {
    table.children.forEach((tableRow, rowIndex) => {
      const header = tableRow.children.every((c) => c.header === true);
      Transforms.insertNodes(editor, cell(header), { at: [...at.tablePath, rowIndex, Math.min(column, tableRow.children.length)] });
    });
  });
  return true;
}

/** Removes the caret's row; the last row takes the whole table with it. */
export function removeRow(editor: Editor): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  if (at.rows === 1) return removeTable(editor);
  Transforms.removeNodes(editor, { at: [...at.tablePath, at.row] });
  selectCell(editor, at.tablePath, Math.min(at.row, at.rows - 2), 0);
  return true;
}

/** Removes the caret's column; the last column takes the whole table with it. */
export function removeColumn(editor: Editor): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  if (at.columns === 1) return removeTable(editor);
  const table = Node.get(editor, at.tablePath) as TableElement;
  Editor.withoutNormalizing(editor, () => {
    table.children.forEach((tableRow, rowIndex) => {
      if (at.column < tableRow.children.length && tableRow.children.length > 1) Transforms.removeNodes(editor, { at: [...at.tablePath, rowIndex, at.column] });
    });
  });
  selectCell(editor, at.tablePath, at.row, Math.max(0, at.column - 1));
  return true;
}

export function removeTable(editor: Editor): boolean {
  const at = cellPosition(editor);
  if (!at) return false;
  Transforms.removeNodes(editor, { at: at.tablePath });
  if (editor.children.length === 0) Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
  const next = Math.min(at.tablePath[0] ?? 0, editor.children.length - 1);
  Transforms.select(editor, Editor.start(editor, [next]));
  return true;
}

export function isHeaderRow(editor: Editor, tablePath: Path): boolean {
  const table = Node.get(editor, tablePath) as TableElement;
  const first = table.children[0];
  return first !== undefined && first.children.length > 0 && first.children.every((c) => c.header === true);
}

/** Makes the first row header cells, or normal cells again. Returns whether it is now a header row. */
export function toggleHeaderRow(editor: Editor): boolean | undefined {
  const at = cellPosition(editor);
  if (!at) return undefined;
  const on = !isHeaderRow(editor, at.tablePath);
  const rowPath = [...at.tablePath, 0];
  const match = (_node: Node, path: Path) => path.length === rowPath.length + 1;
  if (on) Transforms.setNodes(editor, { header: true }, { at: rowPath, match });
  else Transforms.unsetNodes(editor, 'header', { at: rowPath, match });
  return on;
}
