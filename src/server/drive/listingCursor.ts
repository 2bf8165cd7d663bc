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
  const cursor: ListingCursor = { part: part === 'd' ? 'folders' : 'files', sort, key };
  // The values go to PostgreSQL as parameters cast to the order's types: one of another shape would fail there, not here.
  const shape = keyShape(cursor.part, sort);
  if (key.length !== shape.length || !shape.every((kind, index) => KEY_VALUE[kind](key[index] ?? ''))) throw refused();
  return cursor;
}

type KeyValue = 'date' | 'name' | 'views' | 'id';

/** What each key value must look like: PostgreSQL's text of a timestamptz, a name (no NUL), a view count, a row id. */
const KEY_VALUE: Record<KeyValue, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d){0,2}$/.test(value),
  name: (value) => value.length <= 1000 && !value.includes('\u0000'),
  views: (value) => /^\d{1,10}$/.test(value),
  id: (value) => /^[1-9]\d{0,17}$/.test(value),
};

/** The terms of listingQuery.ts orderTerms, by kind: folders have no views, so they keep name order under the views sorts. */
function keyShape(part: ListingCursor['part'], sort: SortOrder): readonly KeyValue[] {
  if (sort === 'LATEST' || sort === 'OLDEST') return ['date', 'id'];
  if ((sort === 'MOST_VIEWED' || sort === 'LEAST_VIEWED') && part === 'files') return ['views', 'name', 'id'];
  return ['name', 'id'];
}
