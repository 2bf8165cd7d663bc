// The server side of the drive bench, in its own process so the load and the
// memory figures are the server's alone (verification.md: load from a second
// process). Opens a fresh database (PGlite in a temporary folder, or a new
// PostgreSQL database when BENCH_DATABASE_URL names a server), seeds one
// account, a folder holding FILES files (and other people's rows around it),
// listens on a free loopback port and prints one JSON line:
// { port, folder, login, password, seedSeconds, indexSeconds }. The files are made by one
// INSERT … SELECT over generate_series per owner (never row by row), so a
// million rows take seconds; seedSeconds is that time, of which indexSeconds
// the index builds and VACUUM (ANALYZE). Stops on SIGTERM. PASSWORD_QUEUE=unbounded
// lets every password check run at once, as before issue 16 (for comparison).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app.ts';
import { ensureSeedAccounts } from '../../src/server/auth/embedded/accounts.ts';
import { boundedQueue } from '../../src/server/http/boundedQueue.ts';
import { configFromEnv } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { openThrowawayPostgres } from '../../src/server/db/testDatabases.ts';
import { ensureDefaultMenus } from '../../src/server/services/menus.ts';
import { ensureDefaultOrganisation } from '../../src/server/services/organisation.ts';
import { TEST_PUBLIC_URL } from '../../src/server/testing/oidcFlow.ts';

const files = Number(process.env['FILES'] ?? '0');
const adminUrl = process.env['BENCH_DATABASE_URL'];
const account = { login: 'bench', password: 'bench password long enough' };

const dataDir = await mkdtemp(join(tmpdir(), 'drive-bench-'));
const database = adminUrl ? await openThrowawayPostgres(adminUrl) : await openDatabase({ dataDir: join(dataDir, 'pglite') });
const { db } = database;
const { siteNo } = await ensureDefaultOrganisation(db, 'localhost');
await ensureDefaultMenus(db, siteNo);
await ensureSeedAccounts(db, { admin: account, user: undefined });
const seeded = await db.selectFrom('accounts').select(['account_id', 'login_id', 'name']).where('login_id', '=', account.login).executeTakeFirstOrThrow();
// The users row the first signed-in call would make (subject = the account id).
const { user_no: owner } = await db
  .insertInto('users')
  .values({ subject: seeded.account_id, login_id: seeded.login_id, name: seeded.name })
  .returning('user_no')
  .executeTakeFirstOrThrow();
const { user_no: neighbour } = await db.insertInto('users').values({ subject: randomUUID(), login_id: 'neighbour', name: 'Neighbour' }).returning('user_no').executeTakeFirstOrThrow();
const { dtm_group_no: folder } = await db
  .insertInto('folders')
  .values({ owner_user_no: owner, drive_kind: 'P', parent_group_no: null, dtm_group_name: 'Big folder', dtm_group_level: 2 })
  .returning('dtm_group_no')
  .executeTakeFirstOrThrow();
const seedStarted = performance.now();
let indexSeconds = 0;
if (files > 0) {
  // The table's own indexes (whatever the migrations made, bar those behind a
  // constraint) are dropped for the inserts and built again after: one sorted
  // build is many times faster than a million random B-tree (or trigram)
  // insertions, and ends with the same definitions (fresh, unbloated indexes:
  // a slightly kinder case than a table grown over years).
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.tablename = 'files' and i.schemaname = current_schema()
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.indexname)}`.execute(db);
  // The folder's files, and as many of a neighbour's at their root, so the
  // listing must pick its rows out of a table twice the folder's size. The
  // unique file_key stays indexed (a constraint): keys in order (i in hex,
  // the neighbour's from 2^40) append to that index instead of scattering
  // random UUIDs over it; nothing the listing reads depends on them.
  await sql`insert into files (file_key, owner_user_no, dtm_group_no, drive_kind, file_name, file_extension, size_bytes, views, device_kind, updated_at)
    select lpad(to_hex(i), 32, '0')::uuid, ${owner}, ${folder}, 'P', 'Tactile picture ' || i, 'dtms', 2048, i % 97, 300, now() - (i || ' seconds')::interval
    from generate_series(1, ${files}) as i`.execute(db);
  await sql`insert into files (file_key, owner_user_no, dtm_group_no, drive_kind, file_name, file_extension, size_bytes)
    select lpad(to_hex(i + 1099511627776), 32, '0')::uuid, ${neighbour}, null, 'P', 'Neighbour file ' || i, 'dtms', 2048
    from generate_series(1::bigint, ${files}::bigint) as i`.execute(db);
  const indexStarted = performance.now();
  if (adminUrl) await sql`set maintenance_work_mem = '256MB'`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.indexdef).execute(db);
  // What autovacuum (PostgreSQL) or the embedded vacuum (PGlite, db/embeddedVacuum.ts)
  // does within minutes of such an insert: statistics, and pages marked all-visible.
  await sql`vacuum (analyze) files`.execute(db);
  indexSeconds = (performance.now() - indexStarted) / 1000;
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

const app = await buildApp(configFromEnv({ WEB_ROOT: '/nonexistent', DATA_DIR: dataDir, PUBLIC_URL: TEST_PUBLIC_URL, DRIVE_QUOTA_MB: '4096' }), {
  database,
  ...(process.env['PASSWORD_QUEUE'] === 'unbounded' ? { passwordQueue: boundedQueue({ concurrency: Number.MAX_SAFE_INTEGER, maxWaiting: 0 }) } : {}),
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, folder, login: account.login, password: account.password, seedSeconds, indexSeconds })}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
