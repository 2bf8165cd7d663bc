import { expect, it } from 'vitest';
import type { RateLimit, RateLimiter } from '../http/rateLimiter.ts';

/** A clock the test moves; starts at the beginning of a minute, so windows are easy to reason about. */
export function testClock(): { now: () => number; set: (ms: number) => void; readonly start: number } {
  const start = 1_800_000_000_000;
  let time = start;
  return { now: () => time, set: (ms) => void (time = start + ms), start };
}

const allowed = async (limiter: RateLimiter, key: string, times: number) => {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await limiter.attempt(key)).allowed);
  return answers;
};

/** What every rate limiter does, whatever keeps its counts. `make` builds one over the given limit (a minute-long window). */
export function rateLimiterContract(make: (limit: Required<Pick<RateLimit, 'limit' | 'now'>>) => Promise<RateLimiter> | RateLimiter): void {
  it('allows the limit within a window, then refuses with a time to wait; other keys are their own', async () => {
    const clock = testClock();
    const limiter = await make({ limit: 3, now: clock.now });
    expect(await allowed(limiter, 'a', 3)).toEqual([true, true, true]);
    const refusal = await limiter.attempt('a');
    expect(refusal.allowed).toBe(false);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.attempt('b')).allowed).toBe(true);
    clock.set(59_000);
    expect((await limiter.attempt('a')).allowed).toBe(false);
    clock.set(120_000);
    expect((await limiter.attempt('a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const clock = testClock();
    const limiter = await make({ limit: 1, now: clock.now });
    expect(await allowed(limiter, 'k', 2)).toEqual([true, false]);
    await limiter.reset('k');
    expect((await limiter.attempt('k')).allowed).toBe(true);
  });

  it('lets no burst of twice the limit through across the edge of a window', async () => {
    const clock = testClock();
    const limiter = await make({ limit: 3, now: clock.now });
    clock.set(54_000);
    expect(await allowed(limiter, 'edge', 3)).toEqual([true, true, true]);
    clock.set(66_000);
    expect((await limiter.attempt('edge')).allowed).toBe(false);
  });

  it('never lets more than the limit through when attempts race', async () => {
    const clock = testClock();
    const limiter = await make({ limit: 5, now: clock.now });
    const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.attempt('race')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('takes any text as a key', async () => {
    const clock = testClock();
    const limiter = await make({ limit: 1, now: clock.now });
    for (const key of ['', 'x'.repeat(5000), '203.0.113.9|학생', 'a\u0000b', "'; drop table users; --"]) {
      expect((await limiter.attempt(key)).allowed, key.slice(0, 20)).toBe(true);
      expect((await limiter.attempt(key)).allowed, key.slice(0, 20)).toBe(false);
    }
  });
}
