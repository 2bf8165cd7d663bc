import { sql, type SelectQueryBuilder, type SqlBool, type Expression } from 'kysely';

// A search's files, counted once per version (countCache.ts) and, when they
// are few, remembered by id: the pages of a narrow search ("picture 4242"
// among a million files) then read their rows by primary key instead of
// asking the trigram index again on every page, which costs tens of
// milliseconds when the search's trigrams are common (every name has "pic").
// A broad search keeps its count only: its pages walk the sort's index and
// meet a match every few rows.

/** Files a search remembers by id, at most (their ids as one string of some 4 kB; 1,000 searches kept per database). */
export const REMEMBERED_MATCHES = 500;

export interface SearchMatches {
  /** How many files match. */
  readonly n: number;
  /** Their dtm_no, comma-separated, when n ≤ REMEMBERED_MATCHES. */
  readonly ids?: string;
}

/** How many files `searched` (a files query with the search's filter) finds, and which, when few: one pass. */
export async function searchMatches<DBT, TB extends keyof DBT, O>(searched: SelectQueryBuilder<DBT, TB, O>): Promise<SearchMatches> {
  // Any listing's query (some carry a CTE): its row type is not known here, what it selects is.
  const rows = (await searched
    .select([sql<string>`files.dtm_no`.as('dtm_no'), sql<string>`count(*) over ()`.as('matches')])
    .limit(REMEMBERED_MATCHES + 1)
    .execute()) as unknown as readonly { readonly dtm_no: string; readonly matches: string }[];
  const n = Number(rows[0]?.matches ?? 0);
  return n <= REMEMBERED_MATCHES ? { n, ids: rows.map((row) => row.dtm_no).join(',') } : { n };
}

/** The files among `ids` (SearchMatches.ids), in place of the search's filter. */
export function amongIds(ids: string): Expression<SqlBool> {
  return sql<SqlBool>`files.dtm_no = any(string_to_array(${ids}, ',')::bigint[])`;
}
