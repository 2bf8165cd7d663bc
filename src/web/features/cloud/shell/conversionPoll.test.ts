import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSION_POLL_MS, startConversionPoll, type ConversionPollDeps } from './conversionPoll.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deps(change: Partial<ConversionPollDeps> = {}) {
  const answers = [[{ dtmNo: '1', status: 'SUCCESS' }, { dtmNo: '2', status: 'FAILED' }], []];
  const mocks = {
    fetchFinished: vi.fn<ConversionPollDeps['fetchFinished']>(async () => answers.shift() ?? []),
    markShown: vi.fn<ConversionPollDeps['markShown']>(async () => true),
    notify: vi.fn<ConversionPollDeps['notify']>(),
  };
  const all: ConversionPollDeps = { ...mocks, isVisible: () => true, ...change };
  return { ...mocks, all };
}

describe('the conversion poll', () => {
  it('asks every 10 seconds, shows each finished conversion once and marks it shown', async () => {
    const d = deps();
    const stop = startConversionPoll(d.all);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS - 1);
    expect(d.fetchFinished).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(d.fetchFinished).toHaveBeenCalledTimes(1);
    expect(d.notify.mock.calls.map(([conversion]) => conversion)).toEqual([
      { dtmNo: '1', status: 'SUCCESS' },
      { dtmNo: '2', status: 'FAILED' },
    ]);
    expect(d.markShown.mock.calls).toEqual([['1'], ['2']]);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    expect(d.fetchFinished).toHaveBeenCalledTimes(2);
    expect(d.notify).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 3);
    expect(d.fetchFinished).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the tab is hidden', async () => {
    let visible = false;
    const d = deps({ isVisible: () => visible });
    const stop = startConversionPoll(d.all);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 2);
    expect(d.fetchFinished).not.toHaveBeenCalled();
    visible = true;
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    expect(d.fetchFinished).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never asks again while an answer is still coming, and survives a failed call', async () => {
    let answer: (value: null) => void = () => undefined;
    const fetchFinished = vi.fn(() => new Promise<null>((resolve) => (answer = resolve)));
    const d = { ...deps({ fetchFinished }), fetchFinished };
    const stop = startConversionPoll(d.all);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 3);
    expect(d.fetchFinished).toHaveBeenCalledTimes(1);
    answer(null);
    await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
    expect(d.fetchFinished).toHaveBeenCalledTimes(2);
    expect(d.notify).not.toHaveBeenCalled();
    stop();
  });
});
