import { sql, type Kysely } from 'kysely';

// Issue 23: DAISY 3 talking books, made by background jobs of kind 'daisy' on
// the jobs table. Every file of a made book (text, audio, images) is a blob
// under daisy/<dtm_no>/<uuid> with one row here, written in the same
// transaction as the job's end. The rows go with their job (a newer book
// replaces the older one's) and with the document (deleted for good); the
// orphan sweep spares the keys named here.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daisy_files')
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.job_id').onDelete('cascade'))
    .addColumn('dtm_no', 'bigint', (c) => c.notNull().references('files.dtm_no').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('blob_key', 'text', (c) => c.notNull().unique())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daisy_files_pk', ['job_id', 'path'])
    .execute();
  await sql`create index daisy_files_document on daisy_files (dtm_no)`.execute(db);
  // A document's latest book (GET /doc/daisy-status) and the one running (POST /doc/daisy-convert).
  await sql`create index jobs_kind_document on jobs (kind, dtm_no, job_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_kind_document`.execute(db);
  await db.schema.dropTable('daisy_files').execute();
}
