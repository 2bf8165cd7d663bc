// The pagination test page's arithmetic: how many pages a listing has and
// which page numbers the controls may go to.

export const PAGE_SIZES = [5, 10, 18, 50, 100] as const;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A page number kept within 1…pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, pageSize));
}

/** 1-based positions of the first and last item on a page (0, 0 when empty). */
export function pageRange(page: number, total: number, pageSize: number): { readonly first: number; readonly last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = (clampPage(page, total, pageSize) - 1) * pageSize + 1;
  return { first, last: Math.min(total, first + pageSize - 1) };
}
