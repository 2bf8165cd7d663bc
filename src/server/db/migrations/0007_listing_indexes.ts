import { sql, type Kysely } from 'kysely';

// Issue 18 item 1: listings that stay fast at any folder size. One b-tree
// index per sort order and per filter a listing uses (own drive by owner and
// folder, public drive by public folder, the library, the trash), partial on
// live rows where the listing shows live rows, each ending in the id: the
// unique tie-breaker the keyset cursor compares (listingQuery.ts orderTerms).
// Names sort by lower(name), so those indexes are on that expression. The
// views orders mix directions (views, then name ascending), so each has its
// own index. The name search, lower(name) like '%…%', is served by trigram
// (pg_trgm, gin) indexes. Indexes of 0003 that these supersede are dropped.
// The file indexes that sort by lower(file_name) also carry file_name itself
// (INCLUDE): PostgreSQL answers a page query from such an index alone (an
// index-only scan) only when every column the query reads is in it, and the
// expression's column counts, not the expression. A numbered page deep in a
// large folder then skips its rows in the index without reading the table
// (10× faster at 100,000 files: docs/cloud.md).
// On a large table this takes a while (docs/DEPLOYMENT.md).

const LIVE = sql`trashed_at is null`;
const PUBLISHED = sql`is_public and trashed_at is null`;

/** The four file orders: date, name, most viewed, least viewed; each after `lead`, ending in the id. */
function fileOrders(lead: string, date: string) {
  return {
    date: `${lead}${date}, dtm_no`,
    name: `${lead}lower(file_name), dtm_no`,
    most_viewed: `${lead}views desc, lower(file_name), dtm_no`,
    least_viewed: `${lead}views, lower(file_name), dtm_no`,
  };
}

interface IndexSpec {
  readonly name: string;
  readonly table: 'files' | 'folders';
  readonly columns: string;
  /** Columns carried for index-only scans, not sorted on. */
  readonly include?: string;
  readonly where?: ReturnType<typeof sql>;
}

function fileIndexes(prefix: string, lead: string, date: string, where: ReturnType<typeof sql>): IndexSpec[] {
  return Object.entries(fileOrders(lead, date)).map(([order, columns]) => ({
    name: `${prefix}_${order}`,
    table: 'files',
    columns,
    ...(columns.includes('lower(file_name)') ? { include: 'file_name' } : {}),
    where,
  }));
}

export const LISTING_INDEXES: readonly IndexSpec[] = [
  // My drive: one folder of mine (dtm_group_no is null at the root; a b-tree serves "is null" too).
  ...fileIndexes('files_own_live', 'owner_user_no, dtm_group_no, ', 'updated_at', LIVE),
  // My files, flat (scope MINE).
  ...fileIndexes('files_mine_live', 'owner_user_no, ', 'updated_at', LIVE),
  // The public drive: one public folder.
  ...fileIndexes('files_public_live', 'public_group_no, ', 'updated_at', PUBLISHED),
  // The library: every published file, by publishing date; a category's by date.
  ...fileIndexes('files_library', '', 'published_at', PUBLISHED),
  { name: 'files_library_category', table: 'files', columns: 'category, published_at, dtm_no', where: PUBLISHED },
  // My trash, by trashing date (name orders sort the trash, small, in memory).
  { name: 'files_trash', table: 'files', columns: 'owner_user_no, trashed_at, dtm_no', where: sql`trashed_at is not null` },
  // Folders: mine by owner and parent, the public drive's by parent; names, dates; the trash.
  { name: 'folders_own_live_date', table: 'folders', columns: 'owner_user_no, drive_kind, parent_group_no, updated_at, dtm_group_no', where: LIVE },
  { name: 'folders_own_live_name', table: 'folders', columns: 'owner_user_no, drive_kind, parent_group_no, lower(dtm_group_name), dtm_group_no', where: LIVE },
  { name: 'folders_public_live_date', table: 'folders', columns: 'parent_group_no, updated_at, dtm_group_no', where: sql`drive_kind = 'D' and trashed_at is null` },
  { name: 'folders_public_live_name', table: 'folders', columns: 'parent_group_no, lower(dtm_group_name), dtm_group_no', where: sql`drive_kind = 'D' and trashed_at is null` },
  { name: 'folders_trash', table: 'folders', columns: 'owner_user_no, trashed_at, dtm_group_no', where: sql`trashed_at is not null` },
];

// 0003's indexes that these replace (folders_trashed_at stays: the purge reads it across owners).
const SUPERSEDED = ['files_owner_folder_name', 'files_published', 'files_library'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // A keyset cursor needs a key on every listed row: a file published before
  // published_at existed (0003) takes its last change as its publishing date.
  await sql`update files set published_at = updated_at where is_public and published_at is null`.execute(db);
  for (const name of SUPERSEDED) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  for (const index of LISTING_INDEXES) {
    const include = index.include ? sql` include (${sql.raw(index.include)})` : sql``;
    const where = index.where ? sql` where ${index.where}` : sql``;
    await sql`create index ${sql.id(index.name)} on ${sql.id(index.table)} (${sql.raw(index.columns)})${include}${where}`.execute(db);
  }
  await sql`create index files_name_trgm on files using gin (lower(file_name) gin_trgm_ops)`.execute(db);
  await sql`create index folders_name_trgm on folders using gin (lower(dtm_group_name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['folders_name_trgm', 'files_name_trgm', ...LISTING_INDEXES.map((index) => index.name)]) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await sql`create index files_owner_folder_name on files (owner_user_no, dtm_group_no, lower(file_name))`.execute(db);
  await sql`create index files_published on files (public_group_no, published_at) where is_public`.execute(db);
  await sql`create index files_library on files (published_at) where is_public and trashed_at is null`.execute(db);
}
