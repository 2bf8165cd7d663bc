import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../api/apiTypes.ts';
import type { DaisyState } from '../api/daisyApi.ts';
import { DAISY_POLL_MS, followDaisyBook, followedDaisyBooks, stopFollowingDaisyBooks } from './followDaisyBook.ts';

const state = (status: DaisyState['status'], change: Partial<DaisyState> = {}): ApiResult<DaisyState> => ({
  ok: true,
  status: 200,
  data: { dtmNo: '42', status, audio: 'Y', voice: 'female', rate: 175, errorCode: null, error: null, createdAt: null, size: null, totalTime: null, ...change },
});

/** A status call answering each of `answers` in turn (the last again after). */
function statusAnswering(...answers: ApiResult<DaisyState>[]) {
  let asked = 0;
  return vi.fn(async () => answers[Math.min(asked++, answers.length - 1)] as ApiResult<DaisyState>);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stopFollowingDaisyBooks();
  vi.useRealTimers();
});

describe('followDaisyBook', () => {
  it('asks every 2 s, one ask at a time, until the book is made, and says so once', async () => {
    const status = statusAnswering(state('ONGOING'), state('ONGOING'), state('SUCCESS', { size: 2048 }));
    const onFinished = vi.fn();
    followDaisyBook('42', { status, onFinished, onGaveUp: vi.fn() });
    expect(status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS);
    expect(status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 2);
    expect(status).toHaveBeenCalledTimes(3);
    expect(onFinished).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ status: 'SUCCESS', size: 2048 }));
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(3);
    expect(followedDaisyBooks()).toEqual([]);
  });

  it('tries again after a failed ask, and stops without a word on a 404 (the document is gone) or NONE', async () => {
    const down: ApiResult<DaisyState> = { ok: false, status: 503, errors: [] };
    const gone: ApiResult<DaisyState> = { ok: false, status: 404, errors: [] };
    const onFinished = vi.fn();
    const status = statusAnswering(down, gone);
    followDaisyBook('42', { status, onFinished, onGaveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 5);
    expect(status).toHaveBeenCalledTimes(2);
    const none = statusAnswering(state('NONE'));
    followDaisyBook('7', { status: none, onFinished, onGaveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 5);
    expect(none).toHaveBeenCalledTimes(1);
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('waits while the tab is hidden, and gives up after its limit', async () => {
    let visible = false;
    const status = statusAnswering(state('ONGOING'));
    const onGaveUp = vi.fn();
    followDaisyBook('42', { status, onFinished: vi.fn(), onGaveUp, isVisible: () => visible, limit: 3 });
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 4);
    expect(status).not.toHaveBeenCalled();
    visible = true;
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS * 10);
    expect(status).toHaveBeenCalledTimes(3);
    expect(onGaveUp).toHaveBeenCalledTimes(1);
  });

  it('follows a document once: starting again replaces the follower', async () => {
    const first = statusAnswering(state('ONGOING'));
    const second = statusAnswering(state('ONGOING'));
    followDaisyBook('42', { status: first, onFinished: vi.fn(), onGaveUp: vi.fn() });
    followDaisyBook('42', { status: second, onFinished: vi.fn(), onGaveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(DAISY_POLL_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(followedDaisyBooks()).toEqual(['42']);
  });
});
