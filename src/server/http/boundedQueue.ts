// Admission control for costly work (password hashing): at most
// `concurrency` tasks run at once, at most `maxWaiting` wait in line, and
// anything beyond is refused at once with a time to come back, instead of
// queueing without end and slowing every other request the process serves.

export class QueueFull extends Error {
  /** Whole seconds, at least 1, after which a place is likely free (Retry-After). */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('Too much work is waiting; try again shortly.');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface BoundedQueue {
  /** Runs the task when a place is free; rejects with QueueFull when the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** The refusal `run` would give now, if the line is full: lets a caller shed a request before doing any other work for it. */
  refusal(): QueueFull | undefined;
  readonly running: number;
  readonly waiting: number;
}

export interface BoundedQueueOptions {
  readonly concurrency: number;
  readonly maxWaiting: number;
  /** Milliseconds, monotonic; tests fix it. */
  readonly now?: () => number;
}

export function boundedQueue({ concurrency, maxWaiting, now = () => performance.now() }: BoundedQueueOptions): BoundedQueue {
  const line: (() => void)[] = [];
  let running = 0;
  // A running average of how long one task takes, for the Retry-After estimate.
  let averageMs = 0;

  const refusal = () =>
    running >= concurrency && line.length >= maxWaiting
      ? // The line ahead, shared out over the places, plus this task's own turn.
        new QueueFull(Math.max(1, Math.ceil(((line.length / concurrency + 1) * averageMs) / 1000)))
      : undefined;

  return {
    refusal,
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    async run(task) {
      const full = refusal();
      if (full) throw full;
      if (running < concurrency) {
        running++;
      } else {
        // A finishing task hands its place straight to the first in line, so no newcomer can slip in between.
        await new Promise<void>((resolve) => line.push(resolve));
      }
      const started = now();
      try {
        return await task();
      } finally {
        const took = now() - started;
        averageMs = averageMs === 0 ? took : averageMs * 0.8 + took * 0.2;
        const first = line.shift();
        if (first) first();
        else running--;
      }
    },
  };
}
