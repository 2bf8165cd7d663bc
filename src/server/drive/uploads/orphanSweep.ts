import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { BlobEntry, BlobStore } from '../../blobs/blobStore.ts';
import type { DB } from '../../db/schema.ts';

// The orphan sweep. An upload stores its blob before its row is committed,
// and replacing or deleting content removes the old blob after the commit,
// so a crash between the two leaves a blob no row names, or half a write in
// .incoming; a crash while a ZIP is unpacked leaves its spooled copy in the
// drive's temporary folder. All of these are removed here.
//
// What may still be in flight decides what is spared (docs/cloud.md, "Crash
// leftovers"). At start nothing of this process is: its own spool files go
// whatever their age, and so does everything in the blob store when no other
// server shares the database (the embedded engine's exclusive lock, or
// serverPresence on PostgreSQL). Otherwise, and in the hourly sweep of a
// running server, leftovers younger than ORPHAN_GRACE_MS are spared: an
// upload (here or in another process) may be about to commit them.

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const PREFIXES = ['files/', 'audio/', 'daisy/', 'firmware/'] as const;
const BATCH = 500;
/** Later than any file time: a grace of 0 spares nothing, however coarse the clock of the files. */
const END_OF_TIME = new Date(8.64e15);

/** How long leftovers are spared, in ms: the blob store's (blobs and unfinished writes), and spool files in this process's tmpDir. */
export interface SweepGrace {
  readonly blobsMs: number;
  readonly spooledMs: number;
}

/** The hourly sweep of a running server: uploads of its own or of other processes may be under way. */
export const RUNNING_GRACE: SweepGrace = { blobsMs: ORPHAN_GRACE_MS, spooledMs: ORPHAN_GRACE_MS };

/** The sweep at start: this process has nothing in flight; the store is ours alone when no other server is on the database. */
export function startGrace(aloneOnDatabase: boolean): SweepGrace {
  return { blobsMs: aloneOnDatabase ? 0 : ORPHAN_GRACE_MS, spooledMs: 0 };
}

export interface SweepResult {
  readonly orphans: number;
  readonly unfinished: number;
  readonly spooled: number;
}

export interface SweepDeps {
  readonly db: Kysely<DB>;
  readonly blobs: BlobStore;
  readonly now: () => Date;
  /** DriveDeps.tmpDir: where ZIP uploads are spooled. */
  readonly tmpDir?: string;
}

function cutoff(now: Date, graceMs: number): Date {
  return graceMs <= 0 ? END_OF_TIME : new Date(now.getTime() - graceMs);
}

/** Spooled uploads (ZIPs, PDFs and DOCX files to convert), a conversion's private folders (convert-*, pdf-text-*) and a DAISY job's (daisy-*). */
const SPOOLED = /^(upload-[0-9a-f-]{36}\.zip|convert-\w{6}|pdf-text-\w{6}|daisy-\w{6})$/;

/** Spooled uploads and conversion folders in `tmpDir` not touched since `before`. */
async function removeSpooledUploads(tmpDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((candidate) => SPOOLED.test(candidate))) {
    const info = await stat(join(tmpDir, name)).catch(() => undefined);
    if (info && info.mtime < before) {
      // A killed server's conversion worker may still be writing into its folder for a moment: what cannot go now goes next hour.
      const gone = await rm(join(tmpDir, name), { recursive: true, force: true, maxRetries: 3 }).then(
        () => true,
        () => false,
      );
      if (gone) removed++;
    }
  }
  return removed;
}

/** Which of `keys` some row references (file content, page audio, a conversion's kept source, a DAISY book's file, a firmware release's file). */
async function referenced(db: Kysely<DB>, keys: readonly string[]): Promise<Set<string>> {
  const files = await db.selectFrom('files').select('blob_key as key').where('blob_key', 'in', keys).execute();
  const audio = await db.selectFrom('file_pages').select('audio_blob_key as key').where('audio_blob_key', 'in', keys).execute();
  const sources = await db.selectFrom('jobs').select('source_key as key').where('source_key', 'in', keys).execute();
  const books = await db.selectFrom('daisy_files').select('blob_key as key').where('blob_key', 'in', keys).execute();
  const firmware = await db.selectFrom('firmware_releases').select('blob_key as key').where('blob_key', 'in', keys).execute();
  return new Set([...files, ...audio, ...sources, ...books, ...firmware].map((row) => row.key).filter((key): key is string => key !== null));
}

/** Blobs under files/, audio/, daisy/ and firmware/ no row names, written before `before`. */
async function removeOrphans(deps: SweepDeps, before: Date): Promise<number> {
  let orphans = 0;
  const sweep = async (batch: BlobEntry[]) => {
    if (batch.length === 0) return;
    const used = await referenced(
      deps.db,
      batch.map((entry) => entry.key),
    );
    for (const entry of batch) {
      if (used.has(entry.key)) continue;
      await deps.blobs.delete(entry.key);
      orphans++;
    }
  };
  for (const prefix of PREFIXES) {
    let batch: BlobEntry[] = [];
    for await (const entry of deps.blobs.list(prefix)) {
      if (entry.modifiedAt >= before) continue;
      batch.push(entry);
      if (batch.length >= BATCH) {
        await sweep(batch);
        batch = [];
      }
    }
    await sweep(batch);
  }
  return orphans;
}

/** One sweep; `grace` says what is spared (RUNNING_GRACE unless told). */
export async function sweepOrphanBlobs(deps: SweepDeps, grace: SweepGrace = RUNNING_GRACE): Promise<SweepResult> {
  const now = deps.now();
  const blobsBefore = cutoff(now, grace.blobsMs);
  const orphans = await removeOrphans(deps, blobsBefore);
  const unfinished = await deps.blobs.removeUnfinished(blobsBefore);
  const spooled = deps.tmpDir === undefined ? 0 : await removeSpooledUploads(deps.tmpDir, cutoff(now, grace.spooledMs));
  return { orphans, unfinished, spooled };
}

export interface OrphanSweepOptions {
  /** Whether this is the only server on its database (see startGrace). */
  readonly aloneOnDatabase: boolean;
  /** How often the running sweep comes back; an hour by default. */
  readonly everyMs?: number;
  readonly onSwept?: (result: SweepResult, phase: 'start' | 'running') => void;
  /** A failed running sweep is reported, never thrown (the next one tries again). */
  readonly onError?: (error: unknown) => void;
}

/**
 * Sweeps now with the start-up rule (awaited: run it before listening, so
 * nobody sees what a crash left), then every `everyMs` with the running
 * grace. The returned function stops it.
 */
export async function startOrphanSweep(deps: SweepDeps, options: OrphanSweepOptions): Promise<() => void> {
  options.onSwept?.(await sweepOrphanBlobs(deps, startGrace(options.aloneOnDatabase)), 'start');
  let running = false;
  const run = () => {
    // A slow sweep (a large store) is never overlapped by the next one.
    if (running) return;
    running = true;
    sweepOrphanBlobs(deps, RUNNING_GRACE)
      .then((result) => options.onSwept?.(result, 'running'), options.onError ?? (() => undefined))
      .finally(() => (running = false));
  };
  const timer = setInterval(run, options.everyMs ?? ORPHAN_GRACE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
