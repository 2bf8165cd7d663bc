import { sql, type Kysely } from 'kysely';

// Issue 16. Rate limits shared by every server process on one database: one
// counter per key and fixed window, raised by an atomic upsert (see
// databaseRateLimiter.ts); rows past their use are purged by expires_at.
// And a user's login is a label, not an identity: an outside issuer may give
// a re-created account the login of a deleted one under a new subject, so
// users.login_id is no longer unique (users.subject stays so).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_no', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_no'])
    .execute();
  await db.schema.createIndex('rate_limits_expiry').on('rate_limits').column('expires_at').execute();
  await sql`alter table users drop constraint users_login_id_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add constraint users_login_id_key unique (login_id)`.execute(db);
  await db.schema.dropTable('rate_limits').execute();
}
