import pg from 'pg';
import { expect } from 'vitest';

/**
 * PostgreSQL ends a killed client's sessions as soon as it reads the closed
 * socket; a server restarted before that would see the dead one as another
 * live server (serverPresence) and spare its leftovers. A supervisor's
 * restart delay covers this; a test waits for it.
 */
export async function untilSessionsGone(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
  await admin.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const sessions = async () => Number((await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name])).rows[0]?.n);
    await expect.poll(sessions, { timeout: 30_000, interval: 20 }).toBe(0);
  } finally {
    await admin.end();
  }
}
