import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

// The embedded provider's secrets live in the database, created once: every
// server process signs with the same key, tokens survive a restart, and a
// back-up of the database is a back-up of sign-in.

export interface ProviderSecrets {
  /** Private signing keys (JWK); the public halves are published at the JWKS endpoint. */
  readonly signingKeys: readonly JWK[];
  /** Keys that sign the provider's cookies. */
  readonly cookieKeys: readonly string[];
  /** The key that seals refresh tokens (see refreshTokenEnvelope.ts), base64url. */
  readonly refreshTokenKey: string;
}

/** The stored value under `name`, created by `create` when absent. Two processes starting at once agree on one. Also used by the drive's signed addresses. */
export async function sharedSecret<T>(db: Kysely<DB>, name: string, create: () => Promise<T>): Promise<T> {
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value as T;
  const value = await create();
  await db.insertInto('server_secrets').values({ name, value: JSON.stringify(value) }).onConflict((c) => c.column('name').doNothing()).execute();
  const stored = await read();
  if (!stored) throw new Error(`The secret ${name} could not be stored.`);
  return stored.value as T;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

export async function providerSecrets(db: Kysely<DB>): Promise<ProviderSecrets> {
  const signingKeys = await sharedSecret(db, 'oidc.signingKeys', async () => [await newSigningKey()]);
  const cookieKeys = await sharedSecret(db, 'oidc.cookieKeys', async () => [randomBytes(32).toString('base64url')]);
  const refreshTokenKey = await sharedSecret(db, 'oidc.refreshTokenKey', async () => randomBytes(32).toString('base64url'));
  return { signingKeys, cookieKeys, refreshTokenKey };
}
