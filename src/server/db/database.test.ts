import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';
import { TEST_ENGINES, openTestDatabase } from './testDatabases.ts';

// Every column the schema types name, per table; the test checks the
// migrations made exactly these (the type checks that each name exists).
const COLUMNS: { [T in keyof DB]: readonly (keyof DB[T] & string)[] } = {
  companies: ['comp_no', 'name', 'domain', 'created_at'],
  sites: ['site_no', 'comp_no', 'name', 'created_at'],
  users: ['user_no', 'subject', 'login_id', 'name', 'comp_no', 'settings', 'created_at'],
  menus: ['menu_id', 'site_no', 'parent_menu_id', 'menu_name', 'menu_url', 'menu_level', 'sort_order', 'required_role'],
  folders: ['dtm_group_no', 'owner_user_no', 'drive_kind', 'parent_group_no', 'dtm_group_name', 'dtm_group_level', 'is_public', 'created_at', 'updated_at', 'trashed_at'],
  files: [
    'dtm_no', 'file_key', 'owner_user_no', 'dtm_group_no', 'drive_kind', 'file_name', 'file_type', 'file_extension', 'device_kind',
    'content_type', 'size_bytes', 'page_count', 'views', 'is_public', 'category', 'description', 'blob_key', 'dtms_json',
    'public_group_no', 'published_at', 'created_at', 'updated_at', 'trashed_at', 'conversion_status',
  ],
  file_pages: ['dtm_no', 'page_no', 'alt_text', 'audio_blob_key', 'audio_play_mode', 'playback_rate', 'audio_size', 'audio_content_type'],
  file_views: ['dtm_no', 'viewer', 'viewed_on'],
  user_preferences: ['user_no', 'sys_lang', 'auto_print', 'auto_aud_yn', 'braille', 'code', 'braille_pin', 'audio_rate', 'updated_at'],
  jobs: [
    'job_id', 'kind', 'dtm_no', 'user_no', 'status', 'payload', 'attempts', 'run_after', 'locked_by', 'locked_at', 'error',
    'popup_shown', 'created_at', 'updated_at', 'source_key', 'quality', 'error_code', 'result',
  ],
  daisy_files: ['job_id', 'dtm_no', 'path', 'blob_key', 'size_bytes', 'content_type'],
  firmware_releases: [
    'release_no', 'model', 'version', 'min_hardware', 'notes', 'vendor_url', 'sha256', 'signature', 'size_bytes', 'file_name', 'blob_key',
    'download_url', 'created_by', 'created_at',
  ],
  accounts: ['account_id', 'login_id', 'name', 'password_hash', 'roles', 'seed', 'created_at'],
  oidc_payloads: ['model', 'id', 'payload', 'grant_id', 'user_code', 'uid', 'expires_at', 'consumed_at'],
  server_secrets: ['name', 'value', 'created_at'],
  rate_limits: ['key', 'window_no', 'hits', 'expires_at'],
  listing_counts: ['key', 'n'],
  listing_versions: ['key', 'v'],
};

describe.each(TEST_ENGINES)('the database on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('creates exactly the tables and columns the schema types describe', async () => {
    const tables = await database.db.introspection.getTables();
    const actual = Object.fromEntries(
      tables.filter((table) => table.schema === 'public').map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
    );
    const expected = Object.fromEntries(Object.entries(COLUMNS).map(([table, columns]) => [table, [...columns].sort()]));
    expect(actual).toEqual(expected);
  });

  it('runs the migrations only once', async () => {
    expect(await migrateToLatest(database.db as never)).toEqual([]);
  });

  it('keeps a user\'s drive: a folder, a file in it and its pages', async () => {
    const { db } = database;
    const user = await db.insertInto('users').values({ subject: `sub-${engine}`, login_id: `reader-${engine}`, name: 'Reader' }).returning('user_no').executeTakeFirstOrThrow();
    const folder = await db
      .insertInto('folders')
      .values({ owner_user_no: user.user_no, drive_kind: 'P', dtm_group_name: 'Maps', dtm_group_level: 2 })
      .returning('dtm_group_no')
      .executeTakeFirstOrThrow();
    const file = await db
      .insertInto('files')
      .values({ owner_user_no: user.user_no, dtm_group_no: folder.dtm_group_no, drive_kind: 'P', file_name: 'Korea map', file_extension: 'dtms', dtms_json: JSON.stringify({ items: [] }) })
      .returning(['dtm_no', 'file_key', 'dtms_json', 'views', 'is_public'])
      .executeTakeFirstOrThrow();
    await db.insertInto('file_pages').values({ dtm_no: file.dtm_no, page_no: 1, alt_text: 'A map of Korea' }).execute();

    expect(typeof file.dtm_no).toBe('string'); // bigint ids stay exact
    expect(file.file_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.dtms_json).toEqual({ items: [] });
    expect(file).toMatchObject({ views: 0, is_public: false });
    const pages = await db.selectFrom('file_pages').select(['page_no', 'alt_text', 'audio_play_mode']).where('dtm_no', '=', file.dtm_no).execute();
    expect(pages).toEqual([{ page_no: 1, alt_text: 'A map of Korea', audio_play_mode: 'manual' }]);
  });

  it('refuses values the spec rules out', async () => {
    const { db } = database;
    const user = await db.insertInto('users').values({ subject: `sub2-${engine}`, login_id: `other-${engine}`, name: 'Other' }).returning('user_no').executeTakeFirstOrThrow();
    await expect(
      db.insertInto('folders').values({ owner_user_no: user.user_no, drive_kind: 'X' as 'P', dtm_group_name: 'Bad', dtm_group_level: 2 }).execute(),
    ).rejects.toThrow();
    const file = await db
      .insertInto('files')
      .values({ owner_user_no: user.user_no, drive_kind: 'P', file_name: 'Pages', file_extension: 'dtms' })
      .returning('dtm_no')
      .executeTakeFirstOrThrow();
    await expect(db.insertInto('file_pages').values({ dtm_no: file.dtm_no, page_no: 101 }).execute()).rejects.toThrow();
    await expect(db.insertInto('file_pages').values({ dtm_no: file.dtm_no, page_no: 0 }).execute()).rejects.toThrow();
  });

  it('rolls a failed transaction back', async () => {
    const { db } = database;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('companies').values({ name: 'Rolled back' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const found = await db.selectFrom('companies').select('name').where('name', '=', 'Rolled back').execute();
    expect(found).toEqual([]);
  });

  it('never lets a query slip into another caller\'s transaction', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('companies').values({ name: 'Pending' }).execute();
      await held;
      throw new Error('undo');
    });
    // Another caller, meanwhile, must not see the uncommitted row.
    const outside = db.selectFrom('companies').select('name').where('name', '=', 'Pending').execute();
    setTimeout(release, 50);
    await expect(transaction).rejects.toThrow('undo');
    expect(await outside).toEqual([]);
  });

  it('answers a readiness ping', async () => {
    expect(await database.ping()).toBe(true);
    expect((await sql<{ v: number }>`select 1 as v`.execute(database.db)).rows).toEqual([{ v: 1 }]);
  });
});
