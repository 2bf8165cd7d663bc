import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { BlobEntry, BlobStore } from '../../blobs/blobStore.ts';
import type { DB } from '../../db/schema.ts';

// The start-up sweep. An upload stores its blob before its row is committed,
// and replacing or deleting content removes the old blob after the commit,
// so a crash between the two leaves a blob no row names, or half a write in
// .incoming; a crash while a ZIP is unpacked leaves its spooled copy in the
// drive's temporary folder. All of these are removed here. Blobs younger than `graceMs` are spared:
// another server process sharing the store may be about to commit one.

export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const PREFIXES = ['files/', 'audio/'] as const;
const BATCH = 500;

export interface SweepResult {
  readonly orphans: number;
  readonly unfinished: number;
  readonly spooled: number;
}

/** Spooled uploads (upload-*.zip) in `tmpDir` not touched since `before`. */
async function removeSpooledUploads(tmpDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((candidate) => /^upload-[0-9a-f-]{36}\.zip$/.test(candidate))) {
    const info = await stat(join(tmpDir, name)).catch(() => undefined);
    if (info && info.mtime < before) {
      await rm(join(tmpDir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Which of `keys` some row references (file content or page audio). */
async function referenced(db: Kysely<DB>, keys: readonly string[]): Promise<Set<string>> {
  const files = await db.selectFrom('files').select('blob_key as key').where('blob_key', 'in', keys).execute();
  const audio = await db.selectFrom('file_pages').select('audio_blob_key as key').where('audio_blob_key', 'in', keys).execute();
  return new Set([...files, ...audio].map((row) => row.key).filter((key): key is string => key !== null));
}

/** Run it at start, before listening (see docs/ARCHITECTURE.md, Blobs); `tmpDir` is DriveDeps.tmpDir. */
export async function sweepOrphanBlobs(deps: { db: Kysely<DB>; blobs: BlobStore; now: () => Date; tmpDir?: string }, graceMs = ORPHAN_GRACE_MS): Promise<SweepResult> {
  const before = new Date(deps.now().getTime() - graceMs);
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
  const unfinished = await deps.blobs.removeUnfinished(before);
  const spooled = deps.tmpDir === undefined ? 0 : await removeSpooledUploads(deps.tmpDir, before);
  return { orphans, unfinished, spooled };
}
