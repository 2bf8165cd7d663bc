import { sql, type Kysely } from 'kysely';

// Issue 16: views counted at most once per viewer, file and day (item 9),
// kept in the database so every server process on one PostgreSQL agrees; a
// viewer is a signed-in user's row, or a keyed hash of a guest's address and
// browser (never the address itself). And the indexes a stored file's signed
// address is served by: each request finds its file by the blob key, to
// check the file's state (item 8).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_views')
    .addColumn('dtm_no', 'bigint', (c) => c.notNull().references('files.dtm_no').onDelete('cascade'))
    .addColumn('viewer', 'text', (c) => c.notNull())
    .addColumn('viewed_on', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_views_pk', ['dtm_no', 'viewer', 'viewed_on'])
    .execute();
  // The hourly purge forgets past days by this.
  await db.schema.createIndex('file_views_viewed_on').on('file_views').column('viewed_on').execute();
  await sql`create index files_blob_key on files (blob_key) where blob_key is not null`.execute(db);
  await sql`create index file_pages_audio_blob_key on file_pages (audio_blob_key) where audio_blob_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('file_pages_audio_blob_key').execute();
  await db.schema.dropIndex('files_blob_key').execute();
  await db.schema.dropTable('file_views').execute();
}
