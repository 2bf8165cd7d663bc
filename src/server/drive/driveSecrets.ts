import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sharedSecret } from '../auth/embedded/providerSecrets.ts';
import type { DB } from '../db/schema.ts';

// The drive's keys (the signed addresses' MAC key, the key that hides
// guests' addresses in view records): 32 random bytes each, created once and
// kept in server_secrets, so every server process uses the same ones across
// restarts. Each is read from the database once per process.

const cache = new WeakMap<Kysely<DB>, Map<string, Promise<Buffer>>>();

/** The key stored under `name` (created when absent). */
export function driveSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = sharedSecret(db, name, async () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'base64url'));
    // A failed read is not cached: the next request tries again.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
