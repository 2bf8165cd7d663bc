import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLES, isRole, type Role } from '../../../shared/auth/roles.ts';
import type { DB } from '../../db/schema.ts';
import type { SeedCredentials } from '../authConfig.ts';
import { decoyHash, generatePassword, hashPassword, verifyPassword } from './passwords.ts';

// The embedded provider's own accounts. The product's users table is filled
// from tokens, whoever issued them; these rows exist only for the embedded
// sign-in (an outside Keycloak keeps its own).

export interface Account {
  readonly accountId: string;
  readonly loginId: string;
  readonly name: string;
  readonly roles: readonly Role[];
}

function accountFrom(row: { account_id: string; login_id: string; name: string; roles: unknown }): Account {
  const roles = Array.isArray(row.roles) ? row.roles.filter(isRole) : [];
  return { accountId: row.account_id, loginId: row.login_id, name: row.name, roles };
}

export async function findAccount(db: Kysely<DB>, accountId: string): Promise<Account | undefined> {
  const row = await db.selectFrom('accounts').select(['account_id', 'login_id', 'name', 'roles']).where('account_id', '=', accountId).executeTakeFirst();
  return row && accountFrom(row);
}

/** The account a login and password open, or undefined; as slow for an unknown login as for a wrong password. */
export async function authenticate(db: Kysely<DB>, loginId: string, password: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['account_id', 'login_id', 'name', 'roles', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.trim().toLowerCase()))
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  return row && matches ? accountFrom(row) : undefined;
}

export interface SeedAccount {
  readonly seed: 'admin' | 'user';
  readonly loginId: string;
  /** Only when the password was generated now: the one time it is shown. */
  readonly generatedPassword?: string;
}

const SEEDS = [
  { seed: 'admin', defaultLogin: 'admin', name: 'Administrator', roles: [ROLES.admin, ROLES.user] },
  { seed: 'user', defaultLogin: 'user', name: 'User', roles: [ROLES.user] },
] as const;

/**
 * The seeded administrator and user. Credentials given in the environment
 * are applied at every start (so changing SEED_ADMIN changes the password);
 * otherwise an account is created once with a generated password.
 */
export async function ensureSeedAccounts(
  db: Kysely<DB>,
  given: { readonly admin: SeedCredentials | undefined; readonly user: SeedCredentials | undefined },
): Promise<SeedAccount[]> {
  const result: SeedAccount[] = [];
  for (const { seed, defaultLogin, name, roles } of SEEDS) {
    const credentials = given[seed];
    const existing = await db.selectFrom('accounts').select(['account_id', 'login_id']).where('seed', '=', seed).executeTakeFirst();
    if (credentials) {
      const values = { login_id: credentials.login, password_hash: await hashPassword(credentials.password), roles: JSON.stringify(roles) };
      if (existing) await db.updateTable('accounts').set(values).where('seed', '=', seed).execute();
      else await db.insertInto('accounts').values({ ...values, account_id: randomUUID(), name, seed }).onConflict((c) => c.column('seed').doUpdateSet(values)).execute();
      result.push({ seed, loginId: credentials.login });
    } else if (existing) {
      result.push({ seed, loginId: existing.login_id });
    } else {
      const password = generatePassword();
      const inserted = await db
        .insertInto('accounts')
        .values({ account_id: randomUUID(), login_id: defaultLogin, name, password_hash: await hashPassword(password), roles: JSON.stringify(roles), seed })
        .onConflict((c) => c.doNothing())
        .returning('login_id')
        .executeTakeFirst();
      // Another process may have created it a moment ago; then its password is the one printed there.
      result.push(inserted ? { seed, loginId: inserted.login_id, generatedPassword: password } : { seed, loginId: defaultLogin });
    }
  }
  return result;
}
