import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// TOTAL_COUNT of the listings the triggers do not count (a search, my files,
// the library, the trash) without counting on every page. A count is kept
// with the version it was counted under (listing_versions, migration 0008:
// one per owner, one for everything public, raised in the same transaction as
// any change a count or a name search can see) and given again only while
// that version stands. The rules, so the count is never stale:
// - the version is read before counting: a change that lands in between
//   leaves the count under the older version, which is then no longer current;
// - the versions live in the database, so several servers on one database
//   see each other's changes; each keeps its own counts, per database.
// A change by the owner (or to anything public) drops all of that scope's
// counts at once: coarse, and a count is one query again.

/** Counts kept per database, at most this many each (the oldest go first). */
export const COUNT_CACHE_SIZE = 1000;

/** owner:<user_no> or public (migration 0008). */
export type VersionScope = `owner:${string}` | 'public';

interface Kept {
  readonly version: string;
  readonly n: unknown;
}

const byDatabase = new WeakMap<Kysely<DB>, Map<string, Kept>>();

async function versionOf(db: Kysely<DB>, scope: VersionScope): Promise<string> {
  const row = await db.selectFrom('listing_versions').select('v').where('key', '=', scope).executeTakeFirst();
  return String(row?.v ?? 0);
}

/** A listing's name (every parameter that changes its rows) and how to count it (a number, or a count with more: searchMatches.ts). */
export type Counted<T> = readonly [what: string, count: () => Promise<T>];

/**
 * The counts of listings in one scope, each taken again only when the
 * scope's version moved (one read of the version for all of them).
 */
export async function versionedCounts<R extends Record<string, unknown>>(db: Kysely<DB>, scope: VersionScope, listings: { readonly [K in keyof R]: Counted<R[K]> }): Promise<R> {
  let kept = byDatabase.get(db);
  if (!kept) byDatabase.set(db, (kept = new Map()));
  const version = await versionOf(db, scope);
  const counts = {} as R;
  for (const name of Object.keys(listings) as (keyof R & string)[]) {
    const [what, count] = listings[name];
    const key = `${scope}\u0000${what}`;
    const hit = kept.get(key);
    // Most recently used last: the oldest is the first to go.
    kept.delete(key);
    const n = hit?.version === version ? (hit.n as R[typeof name]) : await count();
    kept.set(key, { version, n });
    if (kept.size > COUNT_CACHE_SIZE) kept.delete(kept.keys().next().value as string);
    counts[name] = n;
  }
  return counts;
}
