import { sql, type Kysely } from 'kysely';

// Issue 18: a numbered page deep in a large folder seeks from a remembered
// row (drive/pageMarks.ts) instead of skipping half a million by OFFSET. A
// remembered row's place holds while nothing moves rows in the listing's
// order. The versions of 0008 are raised by everything a count or a name
// search can see; the date and views orders also read what 0008 leaves out
// on purpose (a view would otherwise drop every kept count). So these
// triggers raise more numbers beside each of 0008's, under the same key with
// "dates:" or "views:" in front, when a row's dates or its views change:
//   dates:owner:<user_no>, dates:public   a date of that owner's (or a public) file or folder
//   views:owner:<user_no>, views:public   the views of such a file
// A name order's marks stand while its version does; a date order's while
// its version and its dates version do; a views order's likewise. Opening a
// file (a view) leaves the marks of the name and date orders standing.

const ORDERED = {
  files: { id: 'dtm_no', versions: 'file_listing_versions', dates: '(%.updated_at, %.published_at, %.trashed_at)', views: '%.views' },
  folders: { id: 'dtm_group_no', versions: 'folder_listing_versions', dates: '(%.updated_at, %.trashed_at)', views: undefined },
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, { id, versions, dates, views }] of Object.entries(ORDERED)) {
    const fn = sql.id(`${table}_order_update`);
    const changed = (columns: string) => sql.raw(`${columns.replaceAll('%', 'n')} is distinct from ${columns.replaceAll('%', 'o')}`);
    const raised = (prefix: string, columns: string) => sql`select ${sql.lit(prefix)} || k from old_rows o join new_rows n on n.${sql.raw(id)} = o.${sql.raw(id)},
        lateral (select ${sql.raw(versions)}(o) union all select ${sql.raw(versions)}(n)) k(k) where ${changed(columns)}`;
    const kinds = views ? sql`${raised('dates:', dates)} union ${raised('views:', views)}` : raised('dates:', dates);
    // Keys in order, as 0008 takes them, so two statements lock in the same order.
    await sql`create function ${fn}() returns trigger language plpgsql as $$ begin
      insert into listing_versions (key, v)
        select distinct k, 1 from (${kinds}) raised(k) order by k
        on conflict (key) do update set v = listing_versions.v + 1;
      return null; end $$`.execute(db);
    await sql`create trigger ${fn} after update on ${sql.id(table)} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(ORDERED)) {
    await sql`drop trigger if exists ${sql.id(`${table}_order_update`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists ${sql.id(`${table}_order_update`)}()`.execute(db);
  }
  await sql`delete from listing_versions where key like 'dates:%' or key like 'views:%'`.execute(db);
}
