import type { SortOrder } from '../../shared/api/driveAppPaths.ts';
import { badRequest } from './driveErrors.ts';

// The listings' keyset cursor (issue 18 item 1): opaque to clients, it names
// the last row a page showed by its sort key and id, so the next page starts
// right after it through the order's index, however deep it is, and no row
// present throughout is repeated or skipped when rows come or go in between.
// `part` says which half of "folders first, then files" the row was in; the
// sort is kept so a cursor of one order is refused under another.

export interface ListingCursor {
  readonly part: 'folders' | 'files';
  readonly sort: SortOrder;
  /** The row's order terms (listingQuery.ts orderTerms) as text, the id last. */
  readonly key: readonly string[];
}

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.part === 'folders' ? 'd' : 'f', cursor.sort, ...cursor.key])).toString('base64url');
}

const refused = () => badRequest('The CURSOR is not one this listing gave.');

/** The cursor a listing gave under `sort`; anything else is refused (400). */
export function decodeCursor(text: string, sort: SortOrder): ListingCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 5 || !parsed.every((value) => typeof value === 'string')) throw refused();
  const [part, cursorSort, ...key] = parsed as string[];
  if ((part !== 'd' && part !== 'f') || cursorSort !== sort) throw refused();
  return { part: part === 'd' ? 'folders' : 'files', sort, key };
}
