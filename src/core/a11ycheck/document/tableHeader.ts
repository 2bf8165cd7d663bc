// table-header: a data table (more than one row and more than one column)
// has header cells, so a screen reader can say which column or row a cell
// belongs to. The fix makes the first row a header row, the common case in
// a textbook; a table whose headers are its first column is fixed by hand.

import type { BlockElement } from '../../book/index.ts';
import { nodeText } from '../../book/index.ts';
import type { DocumentFixStep, Finding } from '../finding.ts';
import { atPath, documentFinding } from './makeFinding.ts';
import { findingMessages, fixMessages } from './messages.ts';
import { elementsOf } from './walk.ts';

export function checkTableHeader(blocks: readonly BlockElement[]): Finding[] {
  const findings: Finding[] = [];
  for (const { node, path } of elementsOf(blocks, 'table')) {
    const rows = node.children;
    const columns = Math.max(0, ...rows.map((row) => row.children.reduce((sum, cell) => sum + (cell.colSpan ?? 1), 0)));
    if (rows.length < 2 || columns < 2) continue;
    if (rows.some((row) => row.children.some((cell) => cell.header))) continue;
    const firstRow = rows[0];
    if (!firstRow) continue;
    const steps: DocumentFixStep[] = firstRow.children.map((_, index) => ({ op: 'set', path: [...path, 0, index], props: { header: true } }));
    findings.push(
      documentFinding('table-header', 'error', atPath(path), nodeText(firstRow).replace(/\s+/g, ' ').trim(), findingMessages.tableNoHeader, undefined, {
        kind: 'auto',
        label: { message: fixMessages.headerRow },
        steps,
      }),
    );
  }
  return findings;
}
