import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

// Where the embedded OpenID provider keeps what it issues (sessions,
// interactions, grants, codes, refresh tokens): the database, so a restart
// keeps everyone signed in and several server processes share one state.

export interface AdapterOptions {
  /** Opens a sealed refresh token (refreshTokenEnvelope.ts) into its stored handle. */
  readonly unseal?: (token: string) => string | undefined;
  /**
   * Seconds a rotated refresh token may still be used (Keycloak's reuse
   * allowance): tabs or retries that send the same token at once each get a
   * new pair in the same grant. After that, a reuse is a stolen token's and
   * ends the grant (oidc-provider's reuse detection).
   */
  readonly refreshReuseSeconds?: number;
}

/** PostgreSQL cannot store U+0000 in text or jsonb: such a value names nothing stored. */
const hasNul = (value: string) => value.includes('\u0000');

/** The payload as JSON, refused (400 invalid_request) when any key or text in it holds a NUL, which the database cannot keep. */
function storableJson(payload: AdapterPayload): string {
  let nul = false;
  const text = JSON.stringify(payload, (key, value: unknown) => {
    if (hasNul(key) || (typeof value === 'string' && hasNul(value))) nul = true;
    return value;
  });
  if (nul) throw new errors.InvalidRequest('request parameters must not contain NUL characters');
  return text;
}

/**
 * An adapter class bound to one database, as `oidc-provider` expects (`new
 * Adapter(modelName)`). Refresh tokens reach `find` as the client holds them,
 * sealed (refreshTokenEnvelope.ts); `unseal` gives back the stored handle.
 */
export function databaseAdapter(db: Kysely<DB>, { unseal = () => undefined, refreshReuseSeconds = 0 }: AdapterOptions = {}): new (model: string) => Adapter {
  const payloadFrom = (model: string, row: { payload: unknown; consumed_at: Date | null } | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    if (!row.consumed_at) return payload;
    // Within the reuse allowance a rotated refresh token reads as unused, so it rotates again instead of ending the grant.
    if (model === 'RefreshToken' && Date.now() - row.consumed_at.getTime() < refreshReuseSeconds * 1000) return payload;
    return { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
  };

  return class DatabaseAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private async live(column: 'id' | 'uid' | 'user_code', value: string) {
      if (hasNul(value)) return undefined;
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      return payloadFrom(this.model, row);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: storableJson(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((c) => c.columns(['model', 'id']).doUpdateSet({ payload: row.payload, grant_id: row.grant_id, user_code: row.user_code, uid: row.uid, expires_at: row.expires_at }))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const key = this.model === 'RefreshToken' ? (unseal(id) ?? id) : id;
      return this.live('id', key);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.live('uid', uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.live('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      // The first use dates the consumption: reuses within the allowance do not stretch it.
      await db.updateTable('oidc_payloads').set({ consumed_at: new Date() }).where('model', '=', this.model).where('id', '=', id).where('consumed_at', 'is', null).execute();
    }

    async destroy(id: string): Promise<void> {
      if (hasNul(id)) return;
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Drops what has expired; run now and then, since expired rows are never read. */
export async function sweepExpiredOidcPayloads(db: Kysely<DB>): Promise<number> {
  const result = await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
