import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';

describe('createManualClock', () => {
  it('runs tasks in time order, ties in the order scheduled, and only when due', async () => {
    const clock = createManualClock();
    const ran: string[] = [];
    clock.schedule(30, () => ran.push('c@30'));
    clock.schedule(10, () => ran.push('a@10'));
    clock.schedule(10, () => ran.push('b@10'));
    clock.schedule(0, () => ran.push('zero'));
    expect(ran).toEqual([]);
    await clock.advance(10);
    expect(ran).toEqual(['zero', 'a@10', 'b@10']);
    expect(clock.now()).toBe(10);
    await clock.advance(19);
    expect(ran).toHaveLength(3);
    expect(clock.now()).toBe(29);
    await clock.advance(1);
    expect(ran).toEqual(['zero', 'a@10', 'b@10', 'c@30']);
    expect(clock.pendingTasks).toBe(0);
  });

  it('shows each task the time it was due, and runs tasks scheduled by tasks within the same advance', async () => {
    const clock = createManualClock(1000);
    const seen: number[] = [];
    clock.schedule(5, () => {
      seen.push(clock.now());
      clock.schedule(5, () => seen.push(clock.now()));
      clock.schedule(0, () => seen.push(clock.now()));
    });
    await clock.advance(100);
    expect(seen).toEqual([1005, 1005, 1010]);
    expect(clock.now()).toBe(1100);
  });

  it('cancels a task', async () => {
    const clock = createManualClock();
    const ran: number[] = [];
    const cancel = clock.schedule(5, () => ran.push(1));
    clock.schedule(6, () => ran.push(2));
    cancel();
    expect(clock.pendingTasks).toBe(1);
    await clock.advance(10);
    expect(ran).toEqual([2]);
  });

  it('lets promise callbacks finish before the next task', async () => {
    const clock = createManualClock();
    const order: string[] = [];
    clock.schedule(1, () => {
      order.push('task 1');
      void Promise.resolve()
        .then(() => undefined)
        .then(() => order.push('after task 1'));
    });
    clock.schedule(1, () => order.push('task 2'));
    await clock.advance(1);
    expect(order).toEqual(['task 1', 'after task 1', 'task 2']);
  });

  it('runs everything with runAll, up to a limit, and says how long it took', async () => {
    const clock = createManualClock();
    let n = 0;
    const tick = () => {
      n++;
      if (n < 5) clock.schedule(100, tick);
    };
    clock.schedule(100, tick);
    expect(await clock.runAll()).toBe(500);
    expect(n).toBe(5);

    const forever = () => clock.schedule(1000, forever);
    clock.schedule(0, forever);
    expect(await clock.runAll(3500)).toBe(3000);
    expect(clock.pendingTasks).toBe(1);
  });

  it('never moves time backwards, and a negative delay means now', async () => {
    const clock = createManualClock(50);
    let at = -1;
    clock.schedule(-20, () => (at = clock.now()));
    await clock.advance(0);
    expect(at).toBe(50);
  });
});
