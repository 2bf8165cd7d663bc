import { sql, type Kysely } from 'kysely';

// PGlite runs PostgreSQL in this process with no background workers, so its
// autovacuum never runs: `autovacuum` reads "on", yet pg_stat_user_tables
// shows no run however many rows die (measured, issue 18). Left alone, every
// dead row (a view counted, a rename, a move, a delete) stays on disk for
// ever, and index-only scans read the table anyway, as no page is ever marked
// all-visible: a deep listing page at 100,000 files costs several times more.
// This does autovacuum's job for the embedded engine, by its default rules,
// checked every few minutes: a table is vacuumed (and analysed) when its dead
// rows pass 50 + 20% of its live ones, or the rows inserted since its last
// vacuum pass 1,000 + 20%; analysed alone when the rows changed since its last
// analysis pass 50 + 10%. PostgreSQL servers run their own autovacuum.

/** How often the statistics are read; the work is done only when a table is due. */
export const VACUUM_CHECK_MS = 5 * 60_000;

interface TableActivity {
  readonly relname: string;
  readonly live: number;
  readonly dead: number;
  readonly inserted: number;
  readonly modified: number;
}

/** What autovacuum would do to a table now: vacuum (with analyze), analyze alone, or nothing. */
export function dueWork(table: TableActivity): 'vacuum' | 'analyze' | undefined {
  if (table.dead > 50 + 0.2 * table.live || table.inserted > 1000 + 0.2 * table.live) return 'vacuum';
  if (table.modified > 50 + 0.1 * table.live) return 'analyze';
  return undefined;
}

/** Vacuums or analyses each of this schema's tables that is due; returns what it did, e.g. ["vacuum files"]. */
export async function vacuumWhereDue<T>(db: Kysely<T>): Promise<string[]> {
  const tables = await sql<{ relname: string; live: string; dead: string; inserted: string; modified: string }>`
    select relname, n_live_tup as live, n_dead_tup as dead, n_ins_since_vacuum as inserted, n_mod_since_analyze as modified
    from pg_stat_user_tables where schemaname = current_schema() order by relname`.execute(db);
  const done: string[] = [];
  for (const row of tables.rows) {
    const work = dueWork({ relname: row.relname, live: Number(row.live), dead: Number(row.dead), inserted: Number(row.inserted), modified: Number(row.modified) });
    if (work === undefined) continue;
    // One table at a time: the embedded engine has one connection, and the requests queued behind it wait for one table only.
    await (work === 'vacuum' ? sql`vacuum (analyze) ${sql.id(row.relname)}` : sql`analyze ${sql.id(row.relname)}`).execute(db);
    done.push(`${work} ${row.relname}`);
  }
  return done;
}

/** Checks every `everyMs` (first after one period, so start-up is not slowed); the returned function stops it. Failures are reported, never thrown. */
export function startEmbeddedVacuum<T>(db: Kysely<T>, options: { readonly everyMs?: number; readonly onDone?: (done: string[]) => void; readonly onError?: (error: unknown) => void } = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    vacuumWhereDue(db)
      .then((done) => (done.length > 0 ? options.onDone?.(done) : undefined), options.onError ?? (() => undefined))
      .finally(() => (running = false));
  }, options.everyMs ?? VACUUM_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
