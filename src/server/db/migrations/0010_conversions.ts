import { sql, type Kysely } from 'kysely';

// Issue 21: PDF and DOCX files converted to Book documents by background jobs.
// - files.conversion_status: 'ONGOING' while the document's conversion runs
//   (the editor is disabled, spec §4), 'FAILED' after it failed, null for
//   every other file and a converted one;
// - jobs.source_key: the uploaded PDF or DOCX in the blob store, kept until
//   the conversion succeeds (a failed one can be converted again) — the orphan
//   sweep spares the keys jobs name;
// - jobs.quality: ORDINARY or HIGH (counted against the monthly allowance);
// - jobs.error_code, jobs.result: why it failed, and what a success guessed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('conversion_status', 'text', (c) => c.check(sql`conversion_status in ('ONGOING', 'FAILED')`))
    .execute();
  await db.schema.alterTable('jobs').addColumn('source_key', 'text').execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('quality', 'text', (c) => c.notNull().defaultTo('ORDINARY').check(sql`quality in ('ORDINARY', 'HIGH')`))
    .execute();
  await db.schema.alterTable('jobs').addColumn('error_code', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('result', 'jsonb').execute();
  // The month's high-quality conversions of one person (the allowance), and a document's latest job.
  await sql`create index jobs_user_quality on jobs (user_no, created_at) where quality = 'HIGH'`.execute(db);
  await sql`create index jobs_document on jobs (dtm_no, job_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_document`.execute(db);
  await sql`drop index if exists jobs_user_quality`.execute(db);
  for (const column of ['result', 'error_code', 'quality', 'source_key']) await db.schema.alterTable('jobs').dropColumn(column).execute();
  await db.schema.alterTable('files').dropColumn('conversion_status').execute();
}
