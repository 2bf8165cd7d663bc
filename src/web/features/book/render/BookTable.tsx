import type { CSSProperties } from 'react';
import type { TableCellElement, TableElement, TableRowElement } from '../../../../core/book/model.ts';
import { InlineContent } from './InlineContent.tsx';

/**
 * Which cells a header cell names: a row of header cells names its columns;
 * a header cell in a row of data names that row. Screen readers then read
 * "column, row, value" as a sighted reader scans.
 */
function scopeOf(row: TableRowElement): 'col' | 'row' {
  return row.children.every((other) => other.header) ? 'col' : 'row';
}

function styleOf(cell: TableCellElement): CSSProperties | undefined {
  const style: CSSProperties = {};
  if (cell.width) style.width = cell.width;
  if (cell.height) style.height = cell.height;
  if (cell.align) style.textAlign = cell.align;
  if (cell.background) style.backgroundColor = cell.background;
  return Object.keys(style).length > 0 ? style : undefined;
}

function Cell({ row, cell }: { readonly row: TableRowElement; readonly cell: TableCellElement }) {
  const props = {
    ...(cell.colSpan && cell.colSpan > 1 ? { colSpan: cell.colSpan } : {}),
    ...(cell.rowSpan && cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
    style: styleOf(cell),
  };
  const content = cell.children.map((paragraph, index) =>
    cell.children.length === 1 ? (
      <InlineContent key={index} nodes={paragraph.children} />
    ) : (
      <p key={index} style={paragraph.align ? { textAlign: paragraph.align } : undefined}>
        <InlineContent nodes={paragraph.children} />
      </p>
    ),
  );
  return cell.header ? (
    <th scope={scopeOf(row)} {...props}>
      {content}
    </th>
  ) : (
    <td {...props}>{content}</td>
  );
}

/** A table: its caption names it; a first row of header cells becomes its head. */
export function BookTable({ table }: { readonly table: TableElement }) {
  const [first, ...rest] = table.children;
  const headed = first !== undefined && first.children.every((cell) => cell.header);
  const row = (tableRow: TableRowElement, index: number) => (
    <tr key={index}>
      {tableRow.children.map((cell, cellIndex) => (
        <Cell key={cellIndex} row={tableRow} cell={cell} />
      ))}
    </tr>
  );
  return (
    <div className="book-table-wrap">
      <table className="book-table">
        {table.caption ? <caption>{table.caption}</caption> : null}
        {headed && <thead>{row(first, 0)}</thead>}
        <tbody>{(headed ? rest : table.children).map((tableRow, index) => row(tableRow, headed ? index + 1 : index))}</tbody>
      </table>
    </div>
  );
}
