import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../db/testDatabases.ts';
import { KNOWN_USER_MS, bearerToken, createCallerResolver } from './callers.ts';
import type { TokenSubject } from './tokenVerifier.ts';

describe('bearerToken', () => {
  it('takes the token of a Bearer header, in any letter case', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def-_~+/=')).toBe('abc.def-_~+/=');
  });

  it('finds none in other schemes, empty or malformed headers', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcg==', 'Bearer a b', 'Bearer <script>']) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});

// Who a signed-in caller is comes from the users row of the token's subject,
// remembered for KNOWN_USER_MS so a request costs no query for it (issue 18).
describe.each(TEST_ENGINES)('createCallerResolver on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => database?.close());

  const subjectOf = (name: string): TokenSubject => ({ subject: 'sub-remembered', loginId: 'remembered', name, roles: [] });
  const rowName = async () => (await database.db.selectFrom('users').select('name').where('subject', '=', 'sub-remembered').executeTakeFirstOrThrow()).name;

  it('creates the row once, remembers it, follows a new name at once and catches up with another server within KNOWN_USER_MS', async () => {
    const { db } = database;
    let clock = 1_000_000;
    let tokenName = 'Ada';
    const resolve = createCallerResolver({ verifier: async () => subjectOf(tokenName), db, now: () => clock });
    const first = await resolve('Bearer token');
    if (first.kind !== 'signed-in') throw new Error(`expected a signed-in caller, got ${first.kind}`);
    expect(await rowName()).toBe('Ada');

    // Another server writes a name; this one, remembering the row, does not look.
    await db.updateTable('users').set({ name: 'Written elsewhere' }).where('subject', '=', 'sub-remembered').execute();
    const again = await resolve('Bearer token');
    expect(again.kind === 'signed-in' && again.caller.userRowNo).toBe(first.caller.userRowNo);
    expect(await rowName()).toBe('Written elsewhere');

    // Past KNOWN_USER_MS it reads the row again and puts the token's name back.
    clock += KNOWN_USER_MS;
    await resolve('Bearer token');
    expect(await rowName()).toBe('Ada');

    // A token with another name is written at once, remembered or not.
    tokenName = 'Ada Lovelace';
    const renamed = await resolve('Bearer token');
    expect(renamed.kind === 'signed-in' && renamed.caller.userRowNo).toBe(first.caller.userRowNo);
    expect(await rowName()).toBe('Ada Lovelace');
  });
});
