import { sql, type Kysely, type Transaction } from 'kysely';
import type { WireRemaining } from '../../shared/api/driveAppTypes.ts';
import type { DB } from '../db/schema.ts';

// A user's space: every file they own (the trash too, until it is emptied)
// and every page's audio.

type Db = Kysely<DB> | Transaction<DB>;

export async function usedBytes(db: Db, ownerRowNo: string): Promise<number> {
  const files = await db
    .selectFrom('files')
    .select(sql<string>`coalesce(sum(size_bytes), 0)`.as('total'))
    .where('owner_user_no', '=', ownerRowNo)
    .executeTakeFirstOrThrow();
  const audio = await db
    .selectFrom('file_pages')
    .innerJoin('files', 'files.dtm_no', 'file_pages.dtm_no')
    .select(sql<string>`coalesce(sum(file_pages.audio_size), 0)`.as('total'))
    .where('files.owner_user_no', '=', ownerRowNo)
    .executeTakeFirstOrThrow();
  return Number(files.total) + Number(audio.total);
}

export async function remaining(db: Db, ownerRowNo: string, quotaBytes: number): Promise<WireRemaining> {
  const used = await usedBytes(db, ownerRowNo);
  return { QUOTA_BYTES: quotaBytes, USED_BYTES: used, REMAINING_BYTES: Math.max(0, quotaBytes - used) };
}

/** Thrown when content would not fit the owner's space; routes answer 413 QUOTA_EXCEEDED. */
export class QuotaExceededError extends Error {
  constructor() {
    super('The drive has no room for this content.');
  }
}

/** Holds one owner's space until the transaction ends: what one person adds is counted one change after another. */
export async function lockOwnerSpace(trx: Transaction<DB>, ownerRowNo: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`space:${ownerRowNo}`}))`.execute(trx);
}

/**
 * Throws QuotaExceededError unless `extraBytes` more fit. Inside a
 * transaction it first takes the owner's space lock, so an upload, a copy and
 * a save at the same moment cannot all take the last of the space; outside
 * one it is an early check, to be repeated inside the transaction that writes.
 */
export async function assertRoomFor(db: Db, ownerRowNo: string, quotaBytes: number, extraBytes: number): Promise<void> {
  if (db.isTransaction) await lockOwnerSpace(db as Transaction<DB>, ownerRowNo);
  if ((await usedBytes(db, ownerRowNo)) + extraBytes > quotaBytes) throw new QuotaExceededError();
}
