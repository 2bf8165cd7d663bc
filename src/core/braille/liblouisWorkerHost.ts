// The calling side of a liblouis-js worker, for the browser's Web Worker and
// the server's worker thread alike. One request at a time (the instance is
// synchronous anyway). A request that takes too long (liblouis-js loops
// forever on some tables) or kills the instance (heap abort) fails with
// TRANSLATION_FAILED, and the next request gets a fresh worker.

import { BrailleError } from './errors.ts';
import type { WorkerReply, WorkerRequest } from './liblouisWorker.ts';
import type { LineTranslator } from './translator.ts';

/** A started worker, whatever kind it is. */
export interface WorkerPort {
  post(request: WorkerRequest): void;
  /** Calls back with each reply; a failure to run at all arrives as `onStop`. */
  onReply(listener: (reply: WorkerReply) => void): void;
  onStop(listener: (why: string) => void): void;
  terminate(): void;
}

export interface WorkerHostOptions {
  readonly startWorker: () => WorkerPort;
  readonly timeoutMs: number;
  /** Runs `action` after `ms`; returns a cancel function. */
  readonly schedule: (ms: number, action: () => void) => () => void;
}

export interface LiblouisWorkerEngine extends LineTranslator {
  /** Milliseconds the first use of each table list took (table load and compile). */
  readonly firstUseTimes: ReadonlyMap<string, number>;
  close(): void;
}

export function createLiblouisWorkerEngine({ startWorker, timeoutMs, schedule }: WorkerHostOptions): LiblouisWorkerEngine {
  let worker: WorkerPort | undefined;
  let pending: { id: number; port: WorkerPort; settle: (reply: WorkerReply | string) => void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;
  const firstUseTimes = new Map<string, number>();

  function stop(): void {
    worker?.terminate();
    worker = undefined;
  }

  function start(): WorkerPort {
    const started = startWorker();
    started.onReply((reply) => {
      if (pending?.id === reply.id) pending.settle(reply);
    });
    started.onStop((why) => {
      if (worker === started) worker = undefined;
      // A worker stopped on purpose (after a timeout) reports it later: not the next request's business.
      if (pending?.port === started) pending.settle(`stopped (${why})`);
    });
    return started;
  }

  function call(request: WorkerRequest): Promise<string[]> {
    const current = (worker ??= start());
    return new Promise<string[]>((resolve, reject) => {
      const cancelTimer = schedule(timeoutMs, () => {
        stop();
        settle(`took longer than ${timeoutMs} ms`);
      });
      function settle(reply: WorkerReply | string) {
        if (pending?.id !== request.id) return;
        pending = undefined;
        cancelTimer();
        if (typeof reply === 'string') {
          reject(new BrailleError('TRANSLATION_FAILED', `liblouis-js ${reply} with ${request.tableList}.`));
        } else if (reply.ok) {
          if (reply.firstUseMs !== undefined) firstUseTimes.set(request.tableList, reply.firstUseMs);
          resolve(reply.lines);
        } else {
          if (reply.fatal) stop();
          reject(new BrailleError(reply.code, reply.message));
        }
      }
      pending = { id: request.id, port: current, settle };
      current.post(request);
    });
  }

  return {
    engine: 'liblouis-js',
    firstUseTimes,
    translateLines(tableList, lines, direction) {
      const request: WorkerRequest = { id: nextId++, tableList, lines, direction };
      const result = queue.then(() => call(request));
      queue = result.catch(() => undefined);
      return result;
    },
    close: stop,
  };
}
