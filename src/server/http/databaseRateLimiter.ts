import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ALLOWED, refused, type RateLimit, type RateLimiter } from './rateLimiter.ts';

// A rate limit every server process on one database shares (PostgreSQL or
// PGlite). Each key counts its attempts in fixed windows, one row per window;
// an attempt is let through when the current window's count plus the part of
// the previous window's that still overlaps a sliding window stays within the
// limit (so no burst of twice the limit across a window's edge). Checking and
// counting are one upsert: processes racing on a key cannot overshoot.
// Refused attempts are not counted, as in memory.

export interface DatabaseRateLimit extends RateLimit {
  /** Which limit this is; keys of different limiters never meet. */
  readonly name: string;
}

/** The stored key: the limit's name and a digest of the caller's key, so no login or address is kept in clear and any text fits. */
function storedKey(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key).digest('base64url')}`;
}

export function databaseRateLimiter(db: Kysely<DB>, { name, limit, windowMs, now = Date.now }: DatabaseRateLimit): RateLimiter {
  let lastPurge = 0;
  const purge = async (time: number) => {
    if (time - lastPurge < windowMs) return;
    lastPurge = time;
    await db.deleteFrom('rate_limits').where('expires_at', '<', new Date(time)).execute();
  };

  return {
    async attempt(key) {
      const time = now();
      await purge(time);
      const stored = storedKey(name, key);
      const windowNo = Math.floor(time / windowMs);
      // How much of the previous window still lies inside a window ending now.
      const carry = 1 - (time - windowNo * windowMs) / windowMs;
      // A row is needed until its window stops being the previous one.
      const expiresAt = new Date((windowNo + 2) * windowMs).toISOString();
      const previous = sql<number>`(select coalesce(max(p.hits), 0) from rate_limits p where p.key = ${stored}::text and p.window_no = ${windowNo - 1}::bigint) * ${carry}::float8`;
      const { rows } = await sql<{ hits: number }>`
        insert into rate_limits (key, window_no, hits, expires_at)
        select ${stored}::text, ${windowNo}::bigint, 1, ${expiresAt}::timestamptz
        where ${previous} + 1 <= ${limit}::integer
        on conflict (key, window_no) do update set hits = rate_limits.hits + 1
        where ${previous} + rate_limits.hits + 1 <= ${limit}::integer
        returning hits`.execute(db);
      return rows.length > 0 ? ALLOWED : refused((windowNo + 1) * windowMs - time);
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', storedKey(name, key)).execute();
    },
  };
}
