import { sql, type Kysely } from 'kysely';

// Issue 24: the firmware catalogue, the operator's, one per server. A
// release is a model's version with its notes and the operator's Ed25519
// signature over its SHA-256 (shared/api/firmware.ts, firmwareStatement).
// Its file is either uploaded (a blob under firmware/<uuid>, blob_key set) or
// left where the vendor publishes it (download_url set, blob_key null): never
// both, never neither. The orphan sweep spares the keys named here.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firmware_releases')
    .addColumn('release_no', 'bigserial', (c) => c.primaryKey())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('min_hardware', 'integer')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vendor_url', 'text')
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint')
    .addColumn('file_name', 'text')
    .addColumn('blob_key', 'text', (c) => c.unique())
    .addColumn('download_url', 'text')
    .addColumn('created_by', 'bigint', (c) => c.references('users.user_no'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('firmware_releases_model_version', ['model', 'version'])
    .addCheckConstraint('firmware_releases_one_source', sql`(blob_key is null) <> (download_url is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('firmware_releases').execute();
}
