// Pages: a document is the runs of blocks between page breaks (spec §5: at
// least 1 and at most 100 per document). A break ends the page before it.

import type { BlockElement } from './model.ts';

export const MIN_PAGES = 1;
export const MAX_PAGES = 100;

/** The blocks of each page, breaks removed; n breaks give n + 1 pages (one, empty, for no blocks). */
export function splitPages(blocks: readonly BlockElement[]): BlockElement[][] {
  let page: BlockElement[] = [];
  const pages = [page];
  for (const block of blocks) {
    if (block.type === 'page-break') pages.push((page = []));
    else page.push(block);
  }
  return pages;
}

export function pageCount(blocks: readonly BlockElement[]): number {
  return 1 + blocks.filter((block) => block.type === 'page-break').length;
}

/** The pages joined back with a break between each two. */
export function joinPages(pages: readonly (readonly BlockElement[])[]): BlockElement[] {
  return pages.flatMap((page, index) => (index === 0 ? [...page] : [{ type: 'page-break', children: [{ text: '' }] } as const, ...page]));
}

/** Whether one more page may be added (the 100-page limit). */
export function canAddPage(blocks: readonly BlockElement[]): boolean {
  return pageCount(blocks) < MAX_PAGES;
}

/** Whether a page may be removed (a document keeps one). */
export function canRemovePage(blocks: readonly BlockElement[]): boolean {
  return pageCount(blocks) > MIN_PAGES;
}
