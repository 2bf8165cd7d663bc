import { sql, type Kysely } from 'kysely';

// The drive (issue 7): where a file is published, page audio's size and type
// (the quota counts it), and the indexes the listings read. Names are compared
// case-insensitively (lower()), so the indexes are on lower(name).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('public_group_no', 'bigint', (c) => c.references('folders.dtm_group_no').onDelete('set null'))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('file_pages')
    .addColumn('audio_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('audio_content_type', 'text')
    .execute();
  await sql`create index files_owner_folder_name on files (owner_user_no, dtm_group_no, lower(file_name))`.execute(db);
  await sql`create index files_owner_folder_updated on files (owner_user_no, dtm_group_no, updated_at, dtm_no)`.execute(db);
  await sql`create index files_published on files (public_group_no, published_at) where is_public`.execute(db);
  await sql`create index files_library on files (published_at) where is_public and trashed_at is null`.execute(db);
  await sql`create index folders_owner_parent on folders (owner_user_no, drive_kind, parent_group_no)`.execute(db);
  await sql`create index folders_trashed_at on folders (trashed_at) where trashed_at is not null`.execute(db);
  await sql`create index jobs_popup on jobs (user_no, popup_shown) where status <> 'ONGOING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['jobs_popup', 'folders_trashed_at', 'folders_owner_parent', 'files_library', 'files_published', 'files_owner_folder_updated', 'files_owner_folder_name']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('file_pages').dropColumn('audio_size').dropColumn('audio_content_type').execute();
  await db.schema.alterTable('files').dropColumn('public_group_no').dropColumn('published_at').execute();
}
