// A small pool of resident lou_translate workers (louTranslateWorker.ts), so a
// translation costs a line written and read, not a process started and a
// table compiled (docs/braille.md, "The native engine's life cycle").
//
// - At most `size` processes. A call takes an idle worker for its table list
//   and direction, else starts one while there is room, else replaces the
//   worker idle longest for another table, else waits in a queue.
// - The queue is bounded: a call that finds it full is refused at once with
//   EngineBusyError (the route answers 429 with Retry-After), so a flood never
//   piles up unbounded work or memory.
// - Each call has a time limit; a worker that hits it is killed, and so is one
//   that crashed; the next call starts a fresh one. A worker found dead
//   while serving a call after earlier ones (it died idle, unseen) gets the
//   call retried once on a fresh worker: translating again is harmless.
// - A worker idle for `idleMs` is stopped, so a table used once does not hold
//   memory for ever.

import type { Direction } from '../../core/braille/index.ts';
import { startLouTranslateWorker, workerKey, type LouTranslateWorker, type LouTranslateWorkerOptions } from './louTranslateWorker.ts';

export interface LouTranslatePoolOptions {
  readonly command: string;
  readonly lineBuffered: readonly string[];
  /** Most lou_translate processes at once (BRAILLE_WORKERS). */
  readonly size: number;
  /** Most calls waiting for a worker (BRAILLE_QUEUE); more are refused. */
  readonly maxQueue: number;
  /** Time limit of one call on its worker (BRAILLE_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** A worker unused this long is stopped. */
  readonly idleMs: number;
  /** Starts a worker; tests pass a stand-in. */
  readonly start?: (options: LouTranslateWorkerOptions) => LouTranslateWorker;
}

/** Every worker busy and the queue full: try again shortly. */
export class EngineBusyError extends Error {
  constructor(queued: number) {
    super(`All braille workers are busy and ${queued} translations are waiting; try again in a moment.`);
    this.name = 'EngineBusyError';
  }
}

export interface LouTranslatePool {
  translate(tableList: string, direction: Direction, lines: readonly string[]): Promise<string[]>;
  /** Counts for tests and the bench. */
  stats(): { workers: number; busy: number; queued: number; started: number; pids: (number | undefined)[] };
  close(): void;
}

interface Slot {
  readonly worker: LouTranslateWorker;
  busy: boolean;
  /** Calls it answered: a reused worker that fails may have died while idle. */
  served: number;
  lastUsed: number;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

interface Waiting {
  readonly key: string;
  readonly tableList: string;
  readonly direction: Direction;
  readonly lines: readonly string[];
  /** Set once the call was retried after its worker died. */
  retried?: boolean;
  resolve(lines: string[]): void;
  reject(error: unknown): void;
}

export function createLouTranslatePool(options: LouTranslatePoolOptions): LouTranslatePool {
  const start = options.start ?? startLouTranslateWorker;
  let slots: Slot[] = [];
  const queue: Waiting[] = [];
  let started = 0;
  let closed = false;

  const drop = (slot: Slot) => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.stop();
    slots = slots.filter((other) => other !== slot);
  };

  /** A worker for this key now, or undefined when every process is busy. */
  const take = (key: string, tableList: string, direction: Direction): Slot | undefined => {
    slots.filter((slot) => !slot.worker.alive).forEach(drop);
    const idle = slots.find((slot) => !slot.busy && slot.worker.key === key);
    if (idle) return idle;
    if (slots.length >= options.size) {
      const oldest = slots.filter((slot) => !slot.busy).sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (!oldest) return undefined;
      drop(oldest);
    }
    const slot: Slot = {
      worker: start({ command: options.command, lineBuffered: options.lineBuffered, tableList, direction }),
      busy: false,
      served: 0,
      lastUsed: 0,
      idleTimer: undefined,
    };
    started++;
    slots.push(slot);
    return slot;
  };

  const run = (slot: Slot, job: Waiting) => {
    slot.busy = true;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const reused = slot.served > 0;
    // The slot is freed before the caller hears back, so a caller that
    // translates again at once finds this worker idle.
    const release = () => {
      slot.busy = false;
      slot.lastUsed = performance.now();
      if (!slot.worker.alive) drop(slot);
      else {
        slot.idleTimer = setTimeout(() => drop(slot), options.idleMs);
        slot.idleTimer.unref();
      }
    };
    slot.worker.translate(job.lines, options.timeoutMs).then(
      (lines) => {
        slot.served++;
        release();
        job.resolve(lines);
        next();
      },
      (error: unknown) => {
        release();
        if (reused && !job.retried && !slot.worker.alive && !slot.worker.timedOut && !closed) {
          job.retried = true;
          queue.unshift(job);
        } else job.reject(error);
        next();
      },
    );
  };

  /** Hands freed room to the waiting calls, oldest first. */
  const next = () => {
    for (let i = 0; i < queue.length && !closed; ) {
      const job = queue[i] as Waiting;
      const slot = take(job.key, job.tableList, job.direction);
      if (!slot) {
        i++;
        continue;
      }
      queue.splice(i, 1);
      run(slot, job);
    }
  };

  return {
    translate(tableList, direction, lines) {
      if (closed) return Promise.reject(new Error('The braille engine is closed.'));
      const key = workerKey(tableList, direction);
      return new Promise<string[]>((resolve, reject) => {
        const job: Waiting = { key, tableList, direction, lines, resolve, reject };
        const slot = queue.length === 0 ? take(key, tableList, direction) : undefined;
        if (slot) return run(slot, job);
        if (queue.length >= options.maxQueue) return reject(new EngineBusyError(queue.length));
        queue.push(job);
        next();
      });
    },
    stats: () => ({
      workers: slots.length,
      busy: slots.filter((slot) => slot.busy).length,
      queued: queue.length,
      started,
      pids: slots.map((slot) => slot.worker.pid),
    }),
    close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The braille engine is closed.'));
      [...slots].forEach(drop);
    },
  };
}
