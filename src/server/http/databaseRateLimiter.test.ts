import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../db/testDatabases.ts';
import { rateLimiterContract, testClock } from '../testing/rateLimiterContract.ts';
import { databaseRateLimiter } from './databaseRateLimiter.ts';

describe.each(TEST_ENGINES)('the database rate limiter on %s', (engine) => {
  let database: Database;
  let names = 0;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  rateLimiterContract(({ limit, now }) => databaseRateLimiter(database.db, { name: `contract-${names++}`, limit, windowMs: 60_000, now }));

  it('counts together across limiters of one name (two server processes), apart across names', async () => {
    const clock = testClock();
    const one = databaseRateLimiter(database.db, { name: 'shared', limit: 4, windowMs: 60_000, now: clock.now });
    const two = databaseRateLimiter(database.db, { name: 'shared', limit: 4, windowMs: 60_000, now: clock.now });
    const other = databaseRateLimiter(database.db, { name: 'other', limit: 4, windowMs: 60_000, now: clock.now });
    const answers = [];
    for (const limiter of [one, two, one, two, one, two]) answers.push((await limiter.attempt('203.0.113.7')).allowed);
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect((await other.attempt('203.0.113.7')).allowed).toBe(true);
    await two.reset('203.0.113.7');
    expect((await one.attempt('203.0.113.7')).allowed).toBe(true);
  });

  it('keeps no login or address in clear, and purges windows that no longer count', async () => {
    const clock = testClock();
    const limiter = databaseRateLimiter(database.db, { name: 'purge', limit: 2, windowMs: 60_000, now: clock.now });
    await limiter.attempt('student@school.example');
    const rows = await database.db.selectFrom('rate_limits').select('key').where('key', 'like', 'purge:%').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).not.toContain('student');
    clock.set(10 * 60_000);
    await limiter.attempt('someone else');
    const left = await database.db.selectFrom('rate_limits').select('key').where('key', 'like', 'purge:%').execute();
    expect(left).toHaveLength(1);
  });
});
