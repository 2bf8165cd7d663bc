// Stand-ins for book-core's `splitPages` and `nodeText` (src/core/book,
// being written in parallel) with the same names and meaning, so switching
// to core is a change of import path. Remove once core exports them.

import type { BlockElement, BookNode } from '../../../../core/book/model.ts';

/** The document's pages: the runs of blocks between page breaks, breaks removed; always at least one page. */
export function splitPages(blocks: readonly BlockElement[]): BlockElement[][] {
  const pages: BlockElement[][] = [[]];
  for (const block of blocks) {
    if (block.type === 'page-break') pages.push([]);
    else pages[pages.length - 1]?.push(block);
  }
  // A break at the very end opens no page of its own (the model never ends with one, but a stray one is harmless).
  if (pages.length > 1 && pages[pages.length - 1]?.length === 0) pages.pop();
  return pages;
}

/** A node's plain text: its leaves' text joined (soft breaks stay as '\n'). */
export function nodeText(node: BookNode): string {
  if ('text' in node) return node.text;
  return (node.children as readonly BookNode[]).map(nodeText).join('');
}
