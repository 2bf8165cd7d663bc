import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from '../../jobs/jobQueue.ts';

// The DAISY job's settings: its own runner (DAISY_WORKERS books at once in
// this process, 0 for none) on the shared jobs table, the queue's lease and
// attempts, and the book's budget. A book is made inside the server process
// (planning and writing are string work; speech and MP3 encoding run as
// outside programs through runTool, which bounds their memory), so the
// budget here is wall-clock time and the size of what the job holds in
// memory: the sync points it plans and the bytes of the book it writes.

export interface DaisyLimits {
  /** Wall-clock time for one book, speech included: TIMED_OUT past it. */
  readonly timeoutMs: number;
  /** Sync points (headings, sentences, pages, descriptions) at most: TOO_LARGE beyond. */
  readonly maxSyncPoints: number;
  /** Bytes of the whole book (text, audio, images) at most: TOO_LARGE beyond. */
  readonly maxBookBytes: number;
  /** One picture at most; a larger one is left out (its description stays). */
  readonly maxImageBytes: number;
}

export interface DaisySettings {
  readonly workers: number;
  readonly pollMs: number;
  readonly queue: QueueSettings;
  readonly limits: DaisyLimits;
}

export const DEFAULT_DAISY_LIMITS: DaisyLimits = {
  timeoutMs: 30 * 60_000,
  maxSyncPoints: 50_000,
  maxBookBytes: 1024 * 1024 * 1024,
  maxImageBytes: 20 * 1024 * 1024,
};

export const DEFAULT_DAISY_SETTINGS: DaisySettings = {
  workers: 1,
  pollMs: 2_000,
  queue: DEFAULT_QUEUE_SETTINGS,
  limits: DEFAULT_DAISY_LIMITS,
};
