import { sql, type Kysely } from 'kysely';

// The first schema: organisations, users, menus, the drive (folders, files,
// pages) and the jobs table that any server process can claim work from.
// Column names follow the spec's fields (DTM_NO, DTM_GROUP_NO, FILE_KEY…).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('comp_no', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('site_no', 'serial', (c) => c.primaryKey())
    .addColumn('comp_no', 'integer', (c) => c.notNull().references('companies.comp_no'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('user_no', 'bigserial', (c) => c.primaryKey())
    // The OpenID subject: the one stable link to the account service.
    .addColumn('subject', 'text', (c) => c.notNull().unique())
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comp_no', 'integer', (c) => c.references('companies.comp_no'))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('menus')
    .addColumn('menu_id', 'text', (c) => c.primaryKey())
    .addColumn('site_no', 'integer', (c) => c.notNull().references('sites.site_no'))
    .addColumn('parent_menu_id', 'text', (c) => c.references('menus.menu_id'))
    .addColumn('menu_name', 'text', (c) => c.notNull())
    .addColumn('menu_url', 'text', (c) => c.notNull())
    .addColumn('menu_level', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // A role the caller needs to see the item (null: everyone).
    .addColumn('required_role', 'text')
    .execute();

  await db.schema
    .createTable('folders')
    .addColumn('dtm_group_no', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_user_no', 'bigint', (c) => c.notNull().references('users.user_no'))
    .addColumn('drive_kind', 'text', (c) => c.notNull().check(sql`drive_kind in ('P', 'D')`))
    .addColumn('parent_group_no', 'bigint', (c) => c.references('folders.dtm_group_no'))
    .addColumn('dtm_group_name', 'text', (c) => c.notNull())
    .addColumn('dtm_group_level', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('trashed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('dtm_no', 'bigserial', (c) => c.primaryKey())
    .addColumn('file_key', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_user_no', 'bigint', (c) => c.notNull().references('users.user_no'))
    .addColumn('dtm_group_no', 'bigint', (c) => c.references('folders.dtm_group_no'))
    .addColumn('drive_kind', 'text', (c) => c.notNull().check(sql`drive_kind in ('P', 'D')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull().defaultTo('FILE'))
    .addColumn('file_extension', 'text', (c) => c.notNull())
    .addColumn('device_kind', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('category', 'text')
    .addColumn('description', 'text')
    .addColumn('blob_key', 'text')
    .addColumn('dtms_json', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('trashed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('files_owner_folder').on('files').columns(['owner_user_no', 'dtm_group_no']).execute();
  await db.schema.createIndex('files_trashed_at').on('files').column('trashed_at').execute();

  await db.schema
    .createTable('file_pages')
    .addColumn('dtm_no', 'bigint', (c) => c.notNull().references('files.dtm_no').onDelete('cascade'))
    .addColumn('page_no', 'integer', (c) => c.notNull().check(sql`page_no between 1 and 100`))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audio_blob_key', 'text')
    .addColumn('audio_play_mode', 'text', (c) => c.notNull().defaultTo('manual').check(sql`audio_play_mode in ('auto', 'manual')`))
    .addColumn('playback_rate', 'real', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('file_pages_pk', ['dtm_no', 'page_no'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('job_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dtm_no', 'bigint', (c) => c.references('files.dtm_no').onDelete('cascade'))
    .addColumn('user_no', 'bigint', (c) => c.references('users.user_no'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ONGOING').check(sql`status in ('ONGOING', 'SUCCESS', 'FAILED')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('popup_shown', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('jobs_claimable').on('jobs').columns(['status', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'file_pages', 'files', 'folders', 'menus', 'users', 'sites', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
}
