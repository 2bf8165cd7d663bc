import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.ts';

describe('the rate limiter', () => {
  it('allows the limit within a window, then refuses until attempts age out', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => time });
    expect([limiter.attempt('a'), limiter.attempt('a'), limiter.attempt('a')]).toEqual([true, true, true]);
    expect(limiter.attempt('a')).toBe(false);
    expect(limiter.attempt('b')).toBe(true);
    time = 999;
    expect(limiter.attempt('a')).toBe(false);
    time = 1000;
    expect(limiter.attempt('a')).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.attempt('k')).toBe(true);
    expect(limiter.attempt('k')).toBe(false);
    limiter.reset('k');
    expect(limiter.attempt('k')).toBe(true);
  });
});
