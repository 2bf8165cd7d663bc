// Every node of the model in document order, with its Slate path and the
// elements above it (a text leaf needs its heading, link and table cell to
// know its size and colours).

import type { BlockElement, BookElement, BookNode } from '../../book/index.ts';
import { isText } from '../../book/index.ts';

export type Visit = (node: BookNode, path: readonly number[], ancestors: readonly BookElement[]) => void;

function walkNode(node: BookNode, path: readonly number[], ancestors: readonly BookElement[], visit: Visit): void {
  visit(node, path, ancestors);
  if (isText(node) || node.type === 'math') return;
  const inside = [...ancestors, node];
  (node.children as readonly BookNode[]).forEach((child, index) => walkNode(child, [...path, index], inside, visit));
}

export function walkBlocks(blocks: readonly BlockElement[], visit: Visit): void {
  blocks.forEach((block, index) => walkNode(block, [index], [], visit));
}

/** The elements of one type, with their paths, in document order. */
export function elementsOf<T extends BookElement['type']>(
  blocks: readonly BlockElement[],
  type: T,
): { readonly node: Extract<BookElement, { type: T }>; readonly path: readonly number[]; readonly ancestors: readonly BookElement[] }[] {
  const found: { node: Extract<BookElement, { type: T }>; path: readonly number[]; ancestors: readonly BookElement[] }[] = [];
  walkBlocks(blocks, (node, path, ancestors) => {
    if (!isText(node) && node.type === type) found.push({ node: node as Extract<BookElement, { type: T }>, path, ancestors });
  });
  return found;
}
