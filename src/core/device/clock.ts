// Time, passed in. The engine and the virtual device only ever ask a Clock,
// so tests and benchmarks run them on a manual clock: hours of retries and
// refresh rounds take microseconds and always happen in the same order.

export interface Clock {
  now(): number;
  /** Run `task` after `delayMs`; returns a function that cancels it. */
  schedule(delayMs: number, task: () => void): () => void;
}

export interface ManualClock extends Clock {
  /** Move time forward, running every task that falls due, in time order (ties in the order scheduled). */
  advance(ms: number): Promise<void>;
  /** Run tasks until none is left or `limitMs` has passed; returns the time used. */
  runAll(limitMs?: number): Promise<number>;
  readonly pendingTasks: number;
}

interface Task {
  readonly at: number;
  readonly order: number;
  readonly run: () => void;
}

/** Lets promise callbacks (a transport's async write, say) finish before the next task. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let order = 0;
  let tasks: Task[] = [];
  const next = () => tasks.reduce<Task | undefined>((best, task) => (!best || task.at < best.at || (task.at === best.at && task.order < best.order) ? task : best), undefined);

  async function runUntil(until: number): Promise<void> {
    await settle();
    for (let task = next(); task && task.at <= until; task = next()) {
      tasks = tasks.filter((t) => t !== task);
      now = Math.max(now, task.at);
      task.run();
      await settle();
    }
    now = Math.max(now, until);
  }

  return {
    now: () => now,
    schedule(delayMs, run) {
      const task: Task = { at: now + Math.max(0, delayMs), order: order++, run };
      tasks.push(task);
      return () => {
        tasks = tasks.filter((t) => t !== task);
      };
    },
    advance: (ms) => runUntil(now + ms),
    async runAll(limitMs = 3_600_000) {
      const from = now;
      await settle();
      for (let task = next(); task && task.at - from <= limitMs; task = next()) await runUntil(task.at);
      return now - from;
    },
    get pendingTasks() {
      return tasks.length;
    },
  };
}
