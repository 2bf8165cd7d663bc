import { sql, type Kysely } from 'kysely';

// The embedded sign-in: its accounts, the OpenID provider's stored artefacts
// (sessions, grants, codes, refresh tokens), and secrets every server process
// must share (the token signing keys, the cookie keys). With an outside
// provider (OIDC_ISSUER) these tables simply stay empty. Menus become per site.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Which seeded account this is ('admin' or 'user'), so a restart finds it again.
    .addColumn('seed', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_payloads_expiry').on('oidc_payloads').column('expires_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Menu ids (M00003…) are the spec's and repeat in every site: key menus by site.
  await sql`alter table menus drop constraint menus_parent_menu_id_fkey`.execute(db);
  await sql`alter table menus drop constraint menus_pkey`.execute(db);
  await sql`alter table menus add primary key (site_no, menu_id)`.execute(db);
  await sql`alter table menus add constraint menus_parent_fkey foreign key (site_no, parent_menu_id) references menus (site_no, menu_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['server_secrets', 'oidc_payloads', 'accounts']) await db.schema.dropTable(table).execute();
}
