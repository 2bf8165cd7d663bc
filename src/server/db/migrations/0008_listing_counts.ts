import { sql, type Kysely } from 'kysely';

// Issue 18 item 1: no full count per request. A folder listing's TOTAL_COUNT
// (no search) is read from listing_counts, one row per listed place, kept by
// statement-level triggers on files and folders: one upsert per statement
// and place, however many rows the statement touches (bulk inserts stay
// fast), and only where a count changes (a view counted or a rename writes
// nothing). Every insert, move, trash, restore, delete, publish and unpublish
// goes through these tables, so the counts are exact in the same transaction;
// cascaded deletes fire the triggers too. Keys (listing.ts countKey):
//   own-files:<owner>:<folder or root>      my drive's live files in a folder
//   public-files:<public folder or root>    live published files in a public folder
//   folders-P:<owner>:<parent or root>      my drive's live folders
//   folders-D:<parent or root>              the public drive's live folders
// Other listings (my files, the library, the trash, any search) count their
// rows, through the indexes of 0007, and the server keeps such a count while
// nothing it depends on has changed (drive/countCache.ts). The same triggers
// keep what tells it: listing_versions, one number per owner and one for
// everything public, raised by every statement that adds, removes or changes
// a row in a way a count or a name search can see (its place, name, trash,
// publishing, category; not its views or dates):
//   owner:<user_no>   any of that owner's files or folders
//   public            any file published (before or after) or public-drive folder

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table listing_counts (key text primary key, n bigint not null)`.execute(db);
  await sql`create table listing_versions (key text primary key, v bigint not null)`.execute(db);
  await sql`create function file_listing_keys(f files) returns setof text language sql immutable as $$
    select 'own-files:' || f.owner_user_no || ':' || coalesce(f.dtm_group_no::text, 'root') where f.trashed_at is null
    union all
    select 'public-files:' || coalesce(f.public_group_no::text, 'root') where f.is_public and f.trashed_at is null
  $$`.execute(db);
  await sql`create function folder_listing_keys(f folders) returns setof text language sql immutable as $$
    select case when f.drive_kind = 'P' then 'folders-P:' || f.owner_user_no || ':' else 'folders-' || f.drive_kind || ':' end
      || coalesce(f.parent_group_no::text, 'root') where f.trashed_at is null
  $$`.execute(db);
  // The versions a row belongs to (a row before and after a change: both).
  await sql`create function file_listing_versions(f files) returns setof text language sql immutable as $$
    select 'owner:' || f.owner_user_no union all select 'public' where f.is_public
  $$`.execute(db);
  await sql`create function folder_listing_versions(f folders) returns setof text language sql immutable as $$
    select 'owner:' || f.owner_user_no union all select 'public' where f.drive_kind = 'D'
  $$`.execute(db);
  for (const table of ['files', 'folders'] as const) {
    const keys = sql.raw(table === 'files' ? 'file_listing_keys' : 'folder_listing_keys');
    const versions = sql.raw(table === 'files' ? 'file_listing_versions' : 'folder_listing_versions');
    const id = sql.raw(table === 'files' ? 'dtm_no' : 'dtm_group_no');
    // What a count or a name search can see of a row; a change elsewhere (views, dates, content) raises no version.
    const seen = (row: string) =>
      sql.raw(
        table === 'files'
          ? `(${row}.owner_user_no, ${row}.dtm_group_no, ${row}.drive_kind, ${row}.file_name, ${row}.trashed_at, ${row}.is_public, ${row}.public_group_no, ${row}.category)`
          : `(${row}.owner_user_no, ${row}.parent_group_no, ${row}.drive_kind, ${row}.dtm_group_name, ${row}.trashed_at)`,
      );
    // Keys in order, in both tables, so two statements raising the same keys take their row locks in the same order (no deadlock).
    const raise = (rows: ReturnType<typeof sql>) => sql`insert into listing_versions (key, v) select k, 1 from (select distinct k from ${rows}) raised order by k
        on conflict (key) do update set v = listing_versions.v + 1;`;
    const fn = (suffix: string) => sql.id(`${table}_counts_${suffix}`);
    // One function per event: a statement's transition tables are new rows, old rows, or both.
    await sql`create function ${fn('insert')}() returns trigger language plpgsql as $$ begin
      insert into listing_counts (key, n) select k, count(*) from new_rows r, ${keys}(r) k group by k order by k
        on conflict (key) do update set n = listing_counts.n + excluded.n;
      ${raise(sql`new_rows r, ${versions}(r) k`)}
      return null; end $$`.execute(db);
    await sql`create function ${fn('delete')}() returns trigger language plpgsql as $$ begin
      insert into listing_counts (key, n) select k, -count(*) from old_rows r, ${keys}(r) k group by k order by k
        on conflict (key) do update set n = listing_counts.n + excluded.n;
      ${raise(sql`old_rows r, ${versions}(r) k`)}
      return null; end $$`.execute(db);
    await sql`create function ${fn('update')}() returns trigger language plpgsql as $$ begin
      insert into listing_counts (key, n)
        select k, sum(d) from (select k, 1 as d from new_rows r, ${keys}(r) k union all select k, -1 from old_rows r, ${keys}(r) k) changes group by k having sum(d) <> 0 order by k
        on conflict (key) do update set n = listing_counts.n + excluded.n;
      ${raise(sql`old_rows o join new_rows n on n.${id} = o.${id}, lateral (select ${versions}(o) union all select ${versions}(n)) k(k) where ${seen('n')} is distinct from ${seen('o')}`)}
      return null; end $$`.execute(db);
    await sql`create trigger ${fn('insert')} after insert on ${sql.id(table)} referencing new table as new_rows for each statement execute function ${fn('insert')}()`.execute(db);
    await sql`create trigger ${fn('delete')} after delete on ${sql.id(table)} referencing old table as old_rows for each statement execute function ${fn('delete')}()`.execute(db);
    await sql`create trigger ${fn('update')} after update on ${sql.id(table)} referencing old table as old_rows new table as new_rows for each statement execute function ${fn('update')}()`.execute(db);
  }
  // The rows already there.
  await sql`insert into listing_counts (key, n)
    select k, count(*) from (select k from files f, file_listing_keys(f) k union all select k from folders f, folder_listing_keys(f) k) counted group by k`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['files', 'folders']) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger if exists ${sql.id(`${table}_counts_${event}`)} on ${sql.id(table)}`.execute(db);
      await sql`drop function if exists ${sql.id(`${table}_counts_${event}`)}()`.execute(db);
    }
  }
  await sql`drop function if exists file_listing_keys(files)`.execute(db);
  await sql`drop function if exists file_listing_versions(files)`.execute(db);
  await sql`drop function if exists folder_listing_versions(folders)`.execute(db);
  await sql`drop table if exists listing_versions`.execute(db);
  await sql`drop function if exists folder_listing_keys(folders)`.execute(db);
  await sql`drop table if exists listing_counts`.execute(db);
}
