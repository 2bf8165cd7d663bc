import type { Line } from './lines.ts';
import type { Ordered } from './readingOrder.ts';
import { minOf, maxOf } from './numbers.ts';

// Tables from alignment. A PDF table is text set in columns: each cell is a
// line of its own (lines.ts cuts rows at wide gaps), cells of one row share
// a physical row, and cells of one column overlap horizontally. Chromium
// centres header cells, so columns are found by overlap, not by equal left
// edges: the horizontal extents of all cells in a run of rows are merged
// where they overlap, and each merged extent is a column.
//
// A run is a table when it has at least two rows, at least two columns, and
// no row puts two cells into one column. A cell whose text wraps gives a row
// with fewer cells right under the previous one (closer than rows are to each
// other); its lines join the cell above. The first row is the header: tables
// in textbooks nearly always have one, and OCR cannot tell bold apart.

export interface TableCell {
  readonly lines: readonly Line[];
}

export interface InferredTable {
  readonly page: number;
  /** Rows of cells, one per column (an empty cell has no lines). */
  readonly rows: readonly (readonly TableCell[])[];
}

export type Flow = { readonly kind: 'ordered'; readonly entry: Ordered } | { readonly kind: 'table'; readonly table: InferredTable };

interface PhysicalRow {
  readonly entries: Ordered[];
  readonly lines: Line[];
}

/** Consecutive entries of one physical row, in reading order. */
function physicalRows(entries: readonly Ordered[]): PhysicalRow[] {
  const rows: PhysicalRow[] = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    const lastLine = last?.lines.at(-1);
    const { item } = entry;
    if (item.kind === 'line' && last !== undefined && lastLine !== undefined && lastLine.row === item.line.row && last.lines.length === last.entries.length) {
      last.entries.push(entry);
      last.lines.push(item.line);
    } else rows.push({ entries: [entry], lines: item.kind === 'line' ? [item.line] : [] });
  }
  return rows;
}

function columnsOf(rows: readonly PhysicalRow[]): { left: number; right: number }[] {
  const extents = rows.flatMap((row) => row.lines.map((line) => ({ left: line.left, right: line.right }))).sort((a, b) => a.left - b.left);
  const columns: { left: number; right: number }[] = [];
  for (const extent of extents) {
    const last = columns.at(-1);
    if (last !== undefined && extent.left < last.right) last.right = Math.max(last.right, extent.right);
    else columns.push({ ...extent });
  }
  return columns;
}

/** The row's cells, one per column, or undefined when two lines fall into one column. */
function cellsOf(row: PhysicalRow, columns: readonly { left: number; right: number }[]): Line[][] | undefined {
  const cells: Line[][] = columns.map(() => []);
  for (const line of row.lines) {
    const index = columns.findIndex((column) => line.left < column.right && line.right > column.left);
    if (index < 0) return undefined;
    const cell = cells[index] as Line[];
    if (cell.length > 0) return undefined;
    cell.push(line);
  }
  return cells;
}

function gapBetween(upper: PhysicalRow, lower: PhysicalRow): number {
  return minOf(lower.lines.map((line) => line.top)) - maxOf(upper.lines.map((line) => line.bottom));
}

/**
 * A table starting at rows[start] and how many physical rows it took; or no
 * table, and how many rows need not be tried again (a run that is no table
 * holds none: trying each of its rows anew would take time quadratic in a
 * hostile page's thousands of rows).
 */
function tableAt(rows: readonly PhysicalRow[], start: number): { table?: InferredTable; used: number } {
  const first = rows[start] as PhysicalRow;
  if (first.lines.length < 2 || first.lines.length !== first.entries.length) return { used: 1 };
  // Gather the run: rows of two or more cells, and wrapped-cell rows tucked right under one.
  let end = start + 1;
  let rowGap: number | undefined;
  while (end < rows.length) {
    const row = rows[end] as PhysicalRow;
    if (row.lines.length !== row.entries.length || row.lines.length === 0) break;
    const previous = rows[end - 1] as PhysicalRow;
    const gap = gapBetween(previous, row);
    const height = minOf(row.lines.map((line) => line.bottom - line.top));
    if (gap > 2.5 * height) break;
    if (row.lines.length >= 2) {
      rowGap ??= gap;
      end += 1;
      continue;
    }
    // One line: a wrapped cell only when it sits closer than the rows do.
    if (gap < 0.3 * height && (rowGap === undefined || gap < rowGap - 0.1 * height)) {
      end += 1;
      continue;
    }
    break;
  }
  const run = rows.slice(start, end);
  const none = { used: run.length };
  if (run.filter((row) => row.lines.length >= 2).length < 2) return none;
  const columns = columnsOf(run);
  if (columns.length < 2) return none;

  const tableRows: TableCell[][] = [];
  for (const row of run) {
    const cells = cellsOf(row, columns);
    if (cells === undefined) return none;
    const previous = tableRows.at(-1);
    if (row.lines.length === 1 && previous !== undefined) {
      // A wrapped cell's next line joins its cell.
      const index = cells.findIndex((cell) => cell.length > 0);
      const target = previous[index] as TableCell;
      previous[index] = { lines: [...target.lines, ...(cells[index] as Line[])] };
      continue;
    }
    tableRows.push(cells.map((lines) => ({ lines })));
  }
  if (tableRows.length < 2) return none;
  return { table: { page: first.lines[0]?.page ?? 0, rows: tableRows }, used: run.length };
}

/** The page's entries with aligned runs turned into tables. */
export function findTables(entries: readonly Ordered[]): Flow[] {
  const rows = physicalRows(entries);
  const flow: Flow[] = [];
  let index = 0;
  while (index < rows.length) {
    const found = tableAt(rows, index);
    if (found.table !== undefined) flow.push({ kind: 'table', table: found.table });
    else for (const row of rows.slice(index, index + found.used)) for (const entry of row.entries) flow.push({ kind: 'ordered', entry });
    index += found.used;
  }
  return flow;
}
