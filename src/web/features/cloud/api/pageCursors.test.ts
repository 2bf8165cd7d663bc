import { describe, expect, it } from 'vitest';
import { createPageCursors } from './pageCursors.ts';

describe('page cursors', () => {
  it('gives the page after an answer its NEXT_CURSOR, for that listing only', () => {
    const cursors = createPageCursors();
    const listing = { folderNo: '7', sort: 'LATEST' };
    cursors.remember(listing, 1, 'after-page-1');
    expect(cursors.cursorFor(listing, 2)).toBe('after-page-1');
    expect(cursors.cursorFor(listing, 3)).toBeUndefined();
    expect(cursors.cursorFor({ folderNo: '7', sort: 'OLDEST' }, 2)).toBeUndefined();
    cursors.remember(listing, 1, null);
    expect(cursors.cursorFor(listing, 2)).toBeUndefined();
  });

  it('keeps the most recent cursors only', () => {
    const cursors = createPageCursors();
    for (let page = 1; page <= 100; page++) cursors.remember({ folderNo: '1' }, page, `c${page}`);
    expect(cursors.cursorFor({ folderNo: '1' }, 2)).toBeUndefined();
    expect(cursors.cursorFor({ folderNo: '1' }, 101)).toBe('c100');
  });
});
