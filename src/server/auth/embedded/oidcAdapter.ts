import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

// Where the embedded OpenID provider keeps what it issues (sessions,
// interactions, grants, codes, refresh tokens): the database, so a restart
// keeps everyone signed in and several server processes share one state.

function payloadFrom(row: { payload: unknown; consumed_at: Date | null } | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
}

/**
 * An adapter class bound to one database, as `oidc-provider` expects (`new
 * Adapter(modelName)`). Refresh tokens reach `find` as the client holds them,
 * sealed (refreshTokenEnvelope.ts); `unseal` gives back the stored handle.
 */
export function databaseAdapter(db: Kysely<DB>, unseal: (token: string) => string | undefined = () => undefined): new (model: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    private live(column: 'id' | 'uid' | 'user_code', value: string) {
      return db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
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
      return payloadFrom(await this.live('id', key));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return payloadFrom(await this.live('uid', uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return payloadFrom(await this.live('user_code', userCode));
    }

    async consume(id: string): Promise<void> {
      await db.updateTable('oidc_payloads').set({ consumed_at: new Date() }).where('model', '=', this.model).where('id', '=', id).execute();
    }

    async destroy(id: string): Promise<void> {
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
