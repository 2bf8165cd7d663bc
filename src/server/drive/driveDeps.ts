import type { Kysely } from 'kysely';
import type { CallerResolver } from '../auth/callers.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { BrailleEngines } from '../braille/brailleEngines.ts';
import type { DB } from '../db/schema.ts';
import type { PageMarkSettings } from './pageMarks.ts';

/** The drive's settings: the real limits in production, small ones in tests. */
export interface DriveConfig {
  /** Each user's space in bytes. */
  readonly quotaBytes: number;
  /** An upload must be smaller than this (spec §5: under 500 MB). */
  readonly uploadLimitBytes: number;
  /** Files read whole to parse them (upload-to-json, DTMS content) must be at most this. */
  readonly parseLimitBytes: number;
  /** ZIP import: at most this many entries, and this many bytes unpacked in all. */
  readonly zipMaxEntries: number;
  readonly zipMaxUnpackedBytes: number;
  /** How deep numbered pages of a listing are found (pageMarks.ts PAGE_MARKS; tests mark every few rows). */
  readonly listingMarks: PageMarkSettings;
}

/** What the drive's services and routes need, passed in (tests pass a memory database, a temporary folder and a manual clock). */
export interface DriveDeps {
  readonly db: Kysely<DB>;
  readonly blobs: BlobStore;
  readonly resolveCaller: CallerResolver;
  readonly config: DriveConfig;
  /** The time now: trash dates and the purge job read it. */
  readonly now: () => Date;
  /** A folder for spooling uploads that need random access (ZIP). */
  readonly tmpDir: string;
  /** The server's braille engines (loaded on first use), for documents in braille; without them GET /doc/brl answers 503. */
  readonly braille?: BrailleEngineSource;
}

/** Where the drive gets the braille engines: the app's one lazily loaded set. */
export interface BrailleEngineSource {
  get(): Promise<BrailleEngines>;
}
