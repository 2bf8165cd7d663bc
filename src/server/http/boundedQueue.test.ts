import { describe, expect, it } from 'vitest';
import { QueueFull, boundedQueue } from './boundedQueue.ts';

/** A task the test finishes when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the bounded queue', () => {
  it('runs at most `concurrency` tasks at once, the rest in order of arrival', async () => {
    const queue = boundedQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) => queue.run(async () => {
      started.push(i);
      await g.task();
      return i;
    }));
    await settled();
    expect([started, queue.running, queue.waiting]).toEqual([[0, 1], 2, 3]);
    gates[1]?.open();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    // A newcomer does not jump the line while places are handed on.
    const late = gate();
    const lateRun = queue.run(async () => {
      started.push(99);
      await late.task();
    });
    gates[0]?.open();
    await settled();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.open();
    late.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    await lateRun;
    expect(started).toEqual([0, 1, 2, 3, 4, 99]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once, with a time to come back, when the line is full', async () => {
    let clock = 0;
    const queue = boundedQueue({ concurrency: 1, maxWaiting: 2, now: () => clock });
    // One task that took 1.5 s teaches the queue how long a turn is.
    const first = gate();
    const timed = queue.run(first.task);
    clock = 1500;
    first.open();
    await timed;

    const gates = Array.from({ length: 3 }, gate);
    const runs = gates.slice(0, 2).map((g) => queue.run(g.task));
    expect(queue.refusal()).toBeUndefined();
    runs.push(queue.run(gates[2]?.task ?? (async () => undefined)));
    expect(queue.refusal()).toBeInstanceOf(QueueFull);
    const refusal = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QueueFull);
    // Two waiting and one running at 1.5 s a turn: come back in about 4.5 s.
    expect((refusal as QueueFull).retryAfterSeconds).toBe(5);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('frees its place when a task fails', async () => {
    const queue = boundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });
});
