import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { DRIVE_PAGE_SIZE, type SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DB } from '../db/schema.ts';

// What every listing shares: the search filter, the six sort orders (spec §3)
// and a page over "folders first, then files" (spec §7: data.items and
// data.TOTAL_COUNT count both).

/**
 * SEARCH as a LIKE pattern that matches the text anywhere, case-insensitively:
 * `%`, `_` and `\` are escaped, so they match themselves (hostile input 14),
 * and the pattern is a bound parameter, never part of the SQL text.
 */
export function likePattern(search: string): string {
  return `%${search.normalize('NFC').toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** `lower(column) like pattern escape '\'`, the column named by a trusted constant. */
export function nameMatches(column: string, search: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(search)} escape '\\'`;
}

export type OrderTerm = readonly [RawBuilder<unknown>, 'asc' | 'desc'];

/**
 * The order of a listing. Dates: `dateColumn` (updated_at, or published_at
 * in the library, trashed_at in the trash); names by lower(name); views, then
 * name. The id comes last, so pages never overlap or skip on ties. Folders
 * have no views: they keep name order under the views sorts.
 */
export function orderTerms(sort: SortOrder, columns: { readonly date: string; readonly name: string; readonly id: string; readonly views?: string }): OrderTerm[] {
  const date = sql.ref(columns.date);
  const name = sql`lower(${sql.ref(columns.name)})`;
  const id = sql.ref(columns.id);
  switch (sort) {
    case 'LATEST':
      return [[date, 'desc'], [id, 'desc']];
    case 'OLDEST':
      return [[date, 'asc'], [id, 'asc']];
    case 'NAME_ASC':
      return [[name, 'asc'], [id, 'asc']];
    case 'NAME_DESC':
      return [[name, 'desc'], [id, 'desc']];
    case 'MOST_VIEWED':
      return columns.views ? [[sql.ref(columns.views), 'desc'], [name, 'asc'], [id, 'asc']] : [[name, 'asc'], [id, 'asc']];
    case 'LEAST_VIEWED':
      return columns.views ? [[sql.ref(columns.views), 'asc'], [name, 'asc'], [id, 'asc']] : [[name, 'asc'], [id, 'asc']];
  }
}

export interface PageRequest {
  readonly pageNo: number;
  readonly pageSize: number | undefined;
  /** A listing's NEXT_CURSOR: the page after that row (PAGE_NO is then only echoed). */
  readonly cursor?: string | undefined;
}

/** The order terms as text columns k0, k1…, so a page's last row can become a cursor exactly (timestamps keep their microseconds). */
export function keyColumns(terms: readonly OrderTerm[]) {
  return terms.map(([term], index) => sql<string>`cast(${term} as text)`.as(`k${index}`));
}

/** The key a row selected with keyColumns carries. */
export function keyOf(row: object, terms: readonly OrderTerm[]): string[] {
  const record = row as Record<string, unknown>;
  return terms.map((_, index) => String(record[`k${index}`]));
}

/**
 * The rows after `key` in the order `terms` (and the row at `key` too when
 * `atKey`: a page mark, pageMarks.ts). One direction throughout: a row
 * comparison, which PostgreSQL reads as the index scan's start. Mixed (the
 * views orders: views, then name ascending): the first term bounded loosely
 * (an index condition, the scan starts at that view count) and the exact
 * comparison spelled out term by term. Values are bound parameters, cast by
 * PostgreSQL to the term's type.
 */
export function afterKey(terms: readonly OrderTerm[], key: readonly string[], atKey = false): Expression<SqlBool> {
  const direction = terms[0]?.[1];
  if (terms.every(([, dir]) => dir === direction)) {
    const left = sql.join(terms.map(([term]) => term));
    const right = sql.join(key.map((value) => sql`${value}`));
    const comparison = sql.raw(`${direction === 'asc' ? '>' : '<'}${atKey ? '=' : ''}`);
    return sql<SqlBool>`(${left}) ${comparison} (${right})`;
  }
  const strictly = terms.map(([term, dir], index) => {
    const equalBefore = terms.slice(0, index).map(([before], at) => sql`${before} = ${key[at]}`);
    const beyond = dir === 'asc' ? sql`${term} > ${key[index]}` : sql`${term} < ${key[index]}`;
    return sql`(${sql.join([...equalBefore, beyond], sql` and `)})`;
  });
  const at = sql`(${sql.join(terms.map(([term], index) => sql`${term} = ${key[index]}`), sql` and `)})`;
  const [first, firstDirection] = terms[0] ?? [sql`true`, 'asc'];
  const loose = firstDirection === 'asc' ? sql`${first} >= ${key[0]}` : sql`${first} <= ${key[0]}`;
  return sql<SqlBool>`(${loose} and (${sql.join(atKey ? [...strictly, at] : strictly, sql` or `)}))`;
}

/** Which rows of each part one page holds, folders first: offsets and limits for the two queries. */
export function splitPage(page: PageRequest, folderCount: number): { size: number; folders: { offset: number; limit: number }; files: { offset: number; limit: number } } {
  const size = page.pageSize ?? DRIVE_PAGE_SIZE;
  const start = (page.pageNo - 1) * size;
  const folderLimit = Math.max(0, Math.min(size, folderCount - start));
  return {
    size,
    folders: { offset: Math.min(start, folderCount), limit: folderLimit },
    files: { offset: Math.max(0, start - folderCount), limit: size - folderLimit },
  };
}

/** Rows [offset, offset + limit) of one part, and whether to read them from its far end (listing.ts readWindow). */
export interface OffsetWindow {
  readonly offset: number;
  readonly limit: number;
  readonly fromEnd?: boolean;
}

/**
 * A numbered page's window over a part of `count` rows, read from whichever
 * end skips fewer rows: the last pages of a large folder are then as quick as
 * its first ones, and no page skips more than half the part. An index is read
 * backwards as fast as forwards; the rows come back in the listing's order.
 */
export function nearerEnd(window: OffsetWindow, count: number): OffsetWindow {
  const end = Math.min(window.offset + window.limit, count);
  if (end <= window.offset) return { offset: window.offset, limit: 0 };
  const skipFromEnd = count - end;
  return skipFromEnd < window.offset ? { offset: skipFromEnd, limit: end - window.offset, fromEnd: true } : { offset: window.offset, limit: end - window.offset };
}

/**
 * The file columns a listing shows. The stored document is cut down to its
 * first page (the card's preview), so a page of cards never loads whole
 * documents of up to 8 MiB each.
 */
export function listedFiles(db: Kysely<DB>) {
  return db
    .selectFrom('files')
    .innerJoin('users', 'users.user_no', 'files.owner_user_no')
    .select([
      'files.dtm_no',
      'files.file_key',
      'files.owner_user_no',
      'files.dtm_group_no',
      'files.drive_kind',
      'files.file_name',
      'files.file_type',
      'files.file_extension',
      'files.device_kind',
      'files.content_type',
      'files.size_bytes',
      'files.page_count',
      'files.views',
      'files.is_public',
      'files.category',
      'files.description',
      'files.blob_key',
      'files.public_group_no',
      'files.published_at',
      'files.created_at',
      'files.updated_at',
      'files.trashed_at',
      'files.conversion_status',
      'users.name as creator',
    ])
    .select(sql<unknown>`case when files.dtms_json is null then null else jsonb_build_object('items', jsonb_build_array(files.dtms_json -> 'items' -> 0)) end`.as('dtms_json'));
}
