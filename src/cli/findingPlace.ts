// Where a finding is, in words a person reads on a terminal: "page 3, pins
// 12–15 × 4–7", "heading 2 (block 4)", a selector. Pages, blocks and pins
// are counted from 1 here, as a person counts (the finding keeps them from 0).

import type { FindingLocation, PinArea } from '../core/a11ycheck/index.ts';
import { isText, type BlockElement, type BookDocument, type BookNode } from '../core/book/index.ts';

const span = (from: number, size: number) => (size <= 1 ? `${from + 1}` : `${from + 1}–${from + size}`);

/** Columns × rows, from 1: a single pin is "pin 12 × 4". */
export function pinsText(area: PinArea): string {
  const single = area.width <= 1 && area.height <= 1;
  return `${single ? 'pin' : 'pins'} ${span(area.x, area.width)} × ${span(area.y, area.height)}`;
}

/** What a node is called: "heading 2", "image", "link", "table cell". */
export function nodeName(node: BookNode): string {
  if (isText(node)) return 'text';
  switch (node.type) {
    case 'heading':
      return `heading ${node.level}`;
    case 'list':
      return node.ordered ? 'numbered list' : 'bulleted list';
    case 'table-row':
      return 'table row';
    case 'table-cell':
      return node.header ? 'header cell' : 'table cell';
    case 'page-break':
      return 'page break';
    case 'list-item':
      return 'list item';
    case 'media':
      return node.kind;
    default:
      return node.type;
  }
}

function childAt(node: BookNode | undefined, index: number): BookNode | undefined {
  if (node === undefined || isText(node)) return undefined;
  return (node.children as readonly BookNode[])[index];
}

/** "heading 2 (block 4)"; inside a block, the innermost node and its block: "link in paragraph (block 4)", "table cell, row 2, column 1 in table (block 3)". */
export function nodePathText(blocks: readonly BlockElement[], path: readonly number[]): string {
  const [first] = path;
  const block = first === undefined ? undefined : blocks[first];
  if (first === undefined || block === undefined) return `node ${path.map((index) => index + 1).join('.') || '(none)'}`;
  const where = `${nodeName(block)} (block ${first + 1})`;
  if (path.length === 1) return where;
  let node: BookNode | undefined = block;
  for (const index of path.slice(1)) node = childAt(node, index);
  if (node === undefined) return `${where}, part ${path.slice(1).map((index) => index + 1).join('.')}`;
  // A table's cell reads best by its row and column.
  const cell = block.type === 'table' && path.length >= 3 ? `, row ${(path[1] ?? 0) + 1}, column ${(path[2] ?? 0) + 1}` : '';
  return `${nodeName(node)}${cell} in ${where}`;
}

export function placeText(location: FindingLocation, document?: BookDocument): string {
  switch (location.kind) {
    case 'document':
      return 'document';
    case 'node':
      return document ? nodePathText(document.blocks, location.path) : `node ${location.path.map((index) => index + 1).join('.')}`;
    case 'element':
      return location.selector;
    case 'page':
      return location.area ? `page ${location.page + 1}, ${pinsText(location.area)}` : `page ${location.page + 1}`;
  }
}
