import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { TEST_ENGINES, openTestDatabase } from '../../db/testDatabases.ts';
import { authenticate, ensureSeedAccounts } from './accounts.ts';

describe.each(TEST_ENGINES)('embedded accounts on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('generates the two seeded accounts once, showing each password only the first time', async () => {
    const first = await ensureSeedAccounts(database.db, { admin: undefined, user: undefined });
    expect(first.map(({ seed, loginId }) => [seed, loginId])).toEqual([['admin', 'admin'], ['user', 'user']]);
    const [admin, user] = first;
    expect(admin?.generatedPassword).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(await authenticate(database.db, 'admin', admin?.generatedPassword ?? '')).toMatchObject({ loginId: 'admin', roles: ['DOT-ADMIN', 'DOT-USER'] });
    expect(await authenticate(database.db, 'USER', user?.generatedPassword ?? '')).toMatchObject({ loginId: 'user', roles: ['DOT-USER'] });

    const again = await ensureSeedAccounts(database.db, { admin: undefined, user: undefined });
    expect(again.every((account) => account.generatedPassword === undefined)).toBe(true);
  });

  it('applies credentials from the environment at every start', async () => {
    await ensureSeedAccounts(database.db, { admin: { login: 'principal', password: 'first password' }, user: undefined });
    expect(await authenticate(database.db, 'principal', 'first password')).toBeDefined();
    await ensureSeedAccounts(database.db, { admin: { login: 'principal', password: 'second password' }, user: undefined });
    expect(await authenticate(database.db, 'principal', 'first password')).toBeUndefined();
    expect(await authenticate(database.db, 'principal', 'second password')).toMatchObject({ roles: ['DOT-ADMIN', 'DOT-USER'] });
    expect(await authenticate(database.db, 'admin', 'second password')).toBeUndefined();
  });

  it('opens nothing with a wrong password, an unknown login or an empty one', async () => {
    expect(await authenticate(database.db, 'principal', 'second passworD')).toBeUndefined();
    expect(await authenticate(database.db, 'nobody', 'second password')).toBeUndefined();
    expect(await authenticate(database.db, '', '')).toBeUndefined();
  });
});
