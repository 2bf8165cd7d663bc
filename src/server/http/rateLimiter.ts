// Limits attempts per key in a window of time. Two stores behind one
// interface: in memory (one process; used where a per-process limit is what
// is meant, such as the braille engines of this process) and the database
// (databaseRateLimiter.ts: every server process on one database counts
// together, for the limits an attacker could multiply by the process count).

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds, at least 1, until an attempt may succeed again (Retry-After); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Records an attempt; not allowed when the key has used up its attempts in the window. */
  attempt(key: string): Promise<RateDecision>;
  /** Forgets a key (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
}

export interface RateLimit {
  /** Attempts allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Milliseconds since the epoch; tests fix it. */
  readonly now?: () => number;
}

export const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

export function refused(waitMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A sliding window over each key's recent attempt times, in this process's memory. */
export function memoryRateLimiter({ limit, windowMs, now = Date.now }: RateLimit): RateLimiter {
  const attempts = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, times] of attempts) if (times.every((t) => time - t >= windowMs)) attempts.delete(key);
  };

  return {
    async attempt(key) {
      const time = now();
      sweep(time);
      const recent = (attempts.get(key) ?? []).filter((t) => time - t < windowMs);
      attempts.set(key, recent);
      // Refused attempts are not recorded: the key is free again a window after its oldest counted one.
      if (recent.length >= limit) return refused((recent[0] ?? time) + windowMs - time);
      recent.push(time);
      return ALLOWED;
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}
