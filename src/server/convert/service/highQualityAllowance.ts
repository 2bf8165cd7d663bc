import { sql, type Kysely, type Transaction } from 'kysely';
import type { WireConvertQuota } from '../../../shared/api/conversion.ts';
import type { DB } from '../../db/schema.ts';

// Spec §9: high-quality conversion has a monthly limit, with total and
// remaining counts shown. Every HIGH job started this calendar month (UTC)
// counts, whatever its end: the work was done. Checked and taken under a
// per-person lock, so two uploads at once cannot both take the last one.

type Db = Kysely<DB> | Transaction<DB>;

export class AllowanceUsedUp extends Error {}

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function highQualityAllowance(db: Db, ownerRowNo: string, total: number, now: Date): Promise<WireConvertQuota> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_no', '=', ownerRowNo)
    .where('quality', '=', 'HIGH')
    .where('created_at', '>=', monthStart(now))
    .executeTakeFirstOrThrow();
  const used = Number(row.n);
  return { TOTAL: total, USED: used, REMAINING: Math.max(0, total - used) };
}

/** Inside the transaction that adds the job: holds the person's allowance and throws AllowanceUsedUp when none is left. */
export async function takeHighQuality(trx: Transaction<DB>, ownerRowNo: string, total: number, now: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`convert-high:${ownerRowNo}`}))`.execute(trx);
  if ((await highQualityAllowance(trx, ownerRowNo, total, now)).REMAINING <= 0) throw new AllowanceUsedUp();
}
