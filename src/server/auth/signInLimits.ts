import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { databaseRateLimiter } from '../http/databaseRateLimiter.ts';
import type { RateLimiter } from '../http/rateLimiter.ts';

// The limits on signing in and refreshing, counted in the database so that
// every server process on it enforces one limit together (with N processes
// an in-memory limit would let an attacker try N times as often).

export interface SignInLimits {
  /** Sign-in tries from one address, whatever the login. */
  readonly perAddress: RateLimiter;
  /** Sign-in tries for one login from one address; cleared by a success. */
  readonly perAddressLogin: RateLimiter;
  /** Sign-in tries for one login from anywhere: many addresses cannot share out the guessing of one password. */
  readonly perLogin: RateLimiter;
  /** Refresh calls from one address. */
  readonly refreshPerAddress: RateLimiter;
}

const MINUTE = 60_000;

export const SIGN_IN_LIMITS = { perAddress: 30, perAddressLogin: 10, perLogin: 20, refreshPerAddress: 60 } as const;

export function sharedSignInLimits(db: Kysely<DB>, now: () => number = Date.now): SignInLimits {
  const limiter = (name: keyof typeof SIGN_IN_LIMITS) => databaseRateLimiter(db, { name, limit: SIGN_IN_LIMITS[name], windowMs: MINUTE, now });
  return {
    perAddress: limiter('perAddress'),
    perAddressLogin: limiter('perAddressLogin'),
    perLogin: limiter('perLogin'),
    refreshPerAddress: limiter('refreshPerAddress'),
  };
}
