import pg from 'pg';

// Whether this server process is the only one on its database. Several
// processes may share one PostgreSQL database and one blob store
// (docs/DEPLOYMENT.md); what one of them has in flight (a blob stored, its row
// not yet committed) looks like a crash leftover to the others. Each process
// holds a shared advisory lock on its own connection for as long as it runs;
// at start it also tries the same lock exclusively, which it gets only when
// no other process holds it: then nothing of anyone's can be in flight, and
// the start-up sweep may take every leftover (drive/uploads/orphanSweep.ts).
// A process that starts meanwhile waits for the shared lock until this one
// has swept and settled. The embedded engine needs none of this: its data
// folder's lock already makes the process alone.

/** The advisory lock every server process holds shared ("tactile" in ASCII). Advisory locks are per database. */
export const SERVERS_LOCK_KEY = '32758177081158757';
const RECONNECT_MS = 1000;

export interface ServerPresence {
  /** True when no other server process was on the database when this one joined. */
  readonly alone: boolean;
  /** Ends the start-up phase: releases the exclusive hold, so other processes may start. */
  settle(): Promise<void>;
  /** Leaves (on shutdown). */
  close(): Promise<void>;
}

const ALONE: ServerPresence = { alone: true, settle: async () => undefined, close: async () => undefined };

/**
 * Joins the servers of `databaseUrl` (none: the embedded engine, alone by its
 * lock). A lost connection is reported to `onError` and made again, holding
 * the shared lock again; it never ends the process.
 */
export async function joinServers(databaseUrl: string | undefined, onError: (error: unknown) => void): Promise<ServerPresence> {
  if (databaseUrl === undefined) return ALONE;
  let closed = false;
  const reconnect = (): void => {
    if (closed) return;
    const timer = setTimeout(() => {
      holdShared(databaseUrl, onError, reconnect).then(
        (fresh) => {
          if (closed) leave(fresh).catch(onError);
          else held = fresh;
        },
        (error: unknown) => {
          onError(error);
          reconnect();
        },
      );
    }, RECONNECT_MS);
    timer.unref();
  };
  let held = await holdShared(databaseUrl, onError, reconnect);
  const exclusive = await held.client.query<{ alone: boolean }>('select pg_try_advisory_lock($1::bigint) as alone', [SERVERS_LOCK_KEY]);
  const alone = exclusive.rows[0]?.alone === true;
  return {
    alone,
    async settle() {
      // A connection lost since has let go of the lock with its session: nothing is left to unlock.
      if (alone) await held.client.query('select pg_advisory_unlock($1::bigint)', [SERVERS_LOCK_KEY]).catch(onError);
    },
    async close() {
      if (closed) return;
      closed = true;
      await leave(held);
    },
  };
}

interface Held {
  readonly client: pg.Client;
  /** Set when we end the connection ourselves, so its end is not taken for a loss. */
  leaving: boolean;
  /** Set once the lock is held: a connection that fails before is the caller's error, not a loss. */
  holding: boolean;
}

/** A connection of its own holding the servers' lock shared; `onLost` runs when it ends unasked. */
async function holdShared(databaseUrl: string, onError: (error: unknown) => void, onLost: () => void): Promise<Held> {
  const held: Held = { client: new pg.Client({ connectionString: databaseUrl }), leaving: false, holding: false };
  // Without a listener, the server closing this idle connection would end the process.
  held.client.on('error', onError);
  held.client.on('end', () => {
    if (held.holding && !held.leaving) onLost();
  });
  try {
    await held.client.connect();
    await held.client.query('select pg_advisory_lock_shared($1::bigint)', [SERVERS_LOCK_KEY]);
    held.holding = true;
  } catch (error) {
    await leave(held).catch(() => undefined);
    throw error;
  }
  return held;
}

async function leave(held: Held): Promise<void> {
  held.leaving = true;
  await held.client.end();
}
