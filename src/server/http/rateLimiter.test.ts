import { describe } from 'vitest';
import { rateLimiterContract } from '../testing/rateLimiterContract.ts';
import { memoryRateLimiter } from './rateLimiter.ts';

describe('the in-memory rate limiter', () => {
  rateLimiterContract(({ limit, now }) => memoryRateLimiter({ limit, windowMs: 60_000, now }));
});
