// Which page is which while page breaks come and go. The drive keeps a page's
// alternative text and audio by page number, but numbers shift when a break
// is added or removed above a page; so the editor keys page properties by the
// page's identity instead: page 1 is FIRST_PAGE, every later page is the
// page-break element that starts it. Slate keeps the object of a node no edit
// touched, and undo puts the same object back, so a page keeps its key
// through typing, moves of other pages and undo. A key is made the first
// time an element is seen and lives as long as the element (a WeakMap).

import type { BlockElement } from '../../../../core/book/model.ts';

export const FIRST_PAGE = 'first';

const keys = new WeakMap<BlockElement, string>();
let made = 0;

function keyOf(pageBreak: BlockElement): string {
  let key = keys.get(pageBreak);
  if (key === undefined) {
    made += 1;
    key = `page-${made}`;
    keys.set(pageBreak, key);
  }
  return key;
}

/** The key of each page, in order (n breaks, n + 1 keys). */
export function pageKeys(blocks: readonly BlockElement[]): string[] {
  return [FIRST_PAGE, ...blocks.filter((block) => block.type === 'page-break').map(keyOf)];
}
