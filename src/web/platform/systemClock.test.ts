import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './systemClock.ts';

describe('systemClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads performance.now()', () => {
    const start = systemClock.now();
    vi.advanceTimersByTime(250);
    expect(systemClock.now() - start).toBe(250);
  });

  it('runs a task once its delay has passed', () => {
    const task = vi.fn();
    systemClock.schedule(100, task);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = systemClock.schedule(100, task);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('treats a negative delay as none', () => {
    const task = vi.fn();
    systemClock.schedule(-5, task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});
