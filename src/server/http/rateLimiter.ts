// Counts attempts per key in a sliding minute-long window. In memory: each
// server process limits on its own, which bounds guessing per process; a
// shared store can replace it behind the same two methods.

export interface RateLimiter {
  /** Records an attempt; false when the key has used up its attempts in the window. */
  attempt(key: string): boolean;
  /** Forgets a key (after a successful sign-in, say). */
  reset(key: string): void;
}

export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const attempts = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, times] of attempts) if (times.every((t) => time - t >= windowMs)) attempts.delete(key);
  };

  return {
    attempt(key) {
      const time = now();
      sweep(time);
      const recent = (attempts.get(key) ?? []).filter((t) => time - t < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(time);
      attempts.set(key, recent);
      return true;
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
