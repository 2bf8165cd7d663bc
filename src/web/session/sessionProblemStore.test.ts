import { describe, expect, it, vi } from 'vitest';
import { createSessionProblemStore } from './sessionProblemStore.ts';

describe('the session problem store', () => {
  it('shows the first problem reported and drops the rest while it is open', () => {
    const store = createSessionProblemStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.report(1, '/cloud');
    store.report(2);
    expect(store.current()).toEqual({ problem: 1, returnTo: '/cloud' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss();
    expect(store.current()).toBeNull();
    store.report(3);
    expect(store.current()).toEqual({ problem: 3, returnTo: undefined });
  });
});
