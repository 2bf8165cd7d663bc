import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedPreference } from './storedPreference.ts';

const parse = (text: string | null) => (text === null ? 1 : Number(JSON.parse(text)));

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('a stored preference', () => {
  it('reads what was written, from local storage, and tells its followers', () => {
    const speed = storedPreference('test.speed', parse, 1);
    expect(speed.read()).toBe(1);
    speed.write(2);
    expect(speed.read()).toBe(2);
    expect(window.localStorage.getItem('test.speed')).toBe('2');
    expect(storedPreference('test.speed', parse, 1).read()).toBe(2);
  });

  it('keeps a value storage refuses for this visit instead of dropping it', () => {
    const speed = storedPreference('test.refused', parse, 1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    speed.write(3);
    expect(speed.read()).toBe(3);
  });
});
