import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SortOrder } from '../../shared/api/driveAppPaths.ts';
import type { DB } from '../db/schema.ts';
import type { VersionScope } from './countCache.ts';
import type { OrderTerm } from './listingQuery.ts';

// A numbered page deep in a large listing (PAGE_NO 27,778 of a million
// files) without skipping the rows before it: the server remembers the key of
// the first row and of every `every`-th row after it (the listing's marks),
// and such a page is read from its index at the mark before it, skipping
// fewer than `every` rows. A broad search marks its matches, so even its
// first page starts at its first match: "picture 7" sorted by name matches
// nothing in the first two thirds of a million names ("picture 1…" to "6…"),
// which a page read by OFFSET would walk through first.
// The marks are taken in one pass over the listing's index, the first time a
// deep page is asked for, and stand while nothing moves rows in the listing's
// order: they are kept with the listing's versions (migrations 0008 and 0009:
// membership and names, and the dates or the views its sort reads), read
// before the pass, so a change that lands during it leaves them stale at
// once. The rules of drive/countCache.ts apply: versions in the database,
// marks per server and database, the least recently used dropped first.

export interface PageMarkSettings {
  /** A mark every this many rows (a deep page skips fewer than this). */
  readonly every: number;
  /** Pages that would skip fewer rows than this read by OFFSET, without marks. */
  readonly from: number;
}

/** A thousand rows between marks (1,000 keys for a million rows); OFFSET up to 10,000 rows (a few milliseconds). */
export const PAGE_MARKS: PageMarkSettings = { every: 1000, from: 10_000 };

/** Listings whose marks are kept per database. */
export const MARKED_LISTINGS = 100;

type Keys = readonly (readonly string[])[];

interface Kept {
  readonly stamp: string;
  readonly keys: Promise<Keys>;
}

const byDatabase = new WeakMap<Kysely<DB>, Map<string, Kept>>();

/** One part of a listing, as pageMarks needs it. */
export interface MarkedPart<DBT, TB extends keyof DBT, O> {
  /** Every parameter that changes the part's rows or order (place, search, sort, part). */
  readonly what: string;
  readonly scope: VersionScope;
  readonly sort: SortOrder;
  /** The part's rows with their key columns k0… (listingQuery.ts keyColumns), unordered. */
  readonly keyed: () => SelectQueryBuilder<DBT, TB, O>;
  readonly terms: readonly OrderTerm[];
  /** True when the part's rows lie scattered along its index (a broad search): every page, the first too, starts at a mark. */
  readonly scattered?: () => boolean;
}

/** What besides membership and names moves rows in an order (migration 0009). */
const ORDER_VERSIONS: Readonly<Record<SortOrder, readonly string[]>> = {
  LATEST: ['dates'],
  OLDEST: ['dates'],
  NAME_ASC: [],
  NAME_DESC: [],
  MOST_VIEWED: ['views'],
  LEAST_VIEWED: ['views'],
};

/** The versions an order's marks stand on, read together. */
async function stampOf(db: Kysely<DB>, scope: VersionScope, sort: SortOrder): Promise<string> {
  const keys = [scope, ...ORDER_VERSIONS[sort].map((kind) => `${kind}:${scope}`)];
  const rows = await db.selectFrom('listing_versions').select(['key', 'v']).where('key', 'in', keys).execute();
  const versions = new Map(rows.map((row) => [row.key, String(row.v)]));
  return keys.map((key) => versions.get(key) ?? '0').join('/');
}

/** The keys of rows 1, every + 1, 2·every + 1, … of the part in its order, in one pass. */
async function markKeys<DBT, TB extends keyof DBT, O>(db: Kysely<DB>, part: MarkedPart<DBT, TB, O>, every: number): Promise<Keys> {
  const order = sql.join(part.terms.map(([term, direction]) => sql`${term} ${sql.raw(direction)}`));
  const numbered = part.keyed().select(sql<string>`row_number() over (order by ${order})`.as('rn')).as('numbered');
  const columns = part.terms.map((_, index) => sql<string>`${sql.ref(`numbered.k${index}`)}`.as(`k${index}`));
  const rows = await db
    .selectFrom(numbered as never)
    .select(columns)
    .where(sql<boolean>`(numbered.rn - 1) % ${every} = 0`)
    .orderBy(sql`numbered.rn`)
    .execute();
  return rows.map((row) => part.terms.map((_, index) => String((row as Record<string, unknown>)[`k${index}`])));
}

/**
 * Where a page that starts `start` rows into the part begins: at the mark
 * at or before it, skipping what is left; the plain offset when the part is
 * empty.
 */
export async function markedWindow<DBT, TB extends keyof DBT, O>(
  db: Kysely<DB>,
  part: MarkedPart<DBT, TB, O>,
  start: number,
  limit: number,
  settings: PageMarkSettings = PAGE_MARKS,
): Promise<{ readonly offset: number; readonly limit: number; readonly at?: readonly string[] }> {
  const stamp = await stampOf(db, part.scope, part.sort);
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  const name = `${part.scope}\u0000${part.what}\u0000${settings.every}`;
  let marks = kept.get(name);
  kept.delete(name);
  if (marks?.stamp !== stamp) {
    // One pass however many pages ask at once; a failed pass is not kept.
    const keys = markKeys(db, part, settings.every);
    const fresh: Kept = { stamp, keys };
    keys.catch(() => kept.get(name) === fresh && kept.delete(name));
    marks = fresh;
  }
  kept.set(name, marks);
  if (kept.size > MARKED_LISTINGS) kept.delete(kept.keys().next().value as string);
  const keys = await marks.keys;
  const block = Math.min(Math.floor(start / settings.every), keys.length - 1);
  const key = keys[block];
  return key ? { offset: start - block * settings.every, limit, at: key } : { offset: start, limit };
}
