// "Next page" by cursor (issue 18 item 1): each listing answer's NEXT_CURSOR
// is kept for the page after it, so going on to the next page asks the
// server for the rows after the last one shown (read from the order's index,
// however deep) instead of skipping an offset. Any other page (a jump, a
// reload) goes by PAGE_NO alone. Cursors are kept per listing (folder, scope,
// sort, search, size), the most recent few only.

const KEPT = 64;

export interface PageCursors {
  /** The cursor that reaches page `pageNo` of a listing, when the page before it was read. */
  cursorFor(listing: object, pageNo: number): string | undefined;
  /** Keeps an answer's NEXT_CURSOR for page `pageNo + 1`. */
  remember(listing: object, pageNo: number, nextCursor: string | null | undefined): void;
}

export function createPageCursors(): PageCursors {
  const cursors = new Map<string, string>();
  const keyOf = (listing: object, pageNo: number) => `${JSON.stringify(listing)}#${pageNo}`;
  return {
    cursorFor: (listing, pageNo) => cursors.get(keyOf(listing, pageNo)),
    remember(listing, pageNo, nextCursor) {
      const key = keyOf(listing, pageNo + 1);
      cursors.delete(key);
      if (!nextCursor) return;
      cursors.set(key, nextCursor);
      if (cursors.size > KEPT) cursors.delete(cursors.keys().next().value as string);
    },
  };
}
