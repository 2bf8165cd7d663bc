import { describe, expect, it } from 'vitest';
import { clockValue, parseClockValue, toMilliseconds } from './clock.ts';

describe('clock values', () => {
  it('writes full clock values with milliseconds', () => {
    expect(clockValue(0)).toBe('00:00:00.000');
    expect(clockValue(1250)).toBe('00:00:01.250');
    expect(clockValue(3_723_004)).toBe('01:02:03.004');
    expect(clockValue(101 * 3_600_000)).toBe('101:00:00.000');
  });

  it('reads them back, and refuses what is not one', () => {
    expect(parseClockValue('01:02:03.004')).toBe(3_723_004);
    expect(parseClockValue('0:00:01.5')).toBe(1500);
    expect(parseClockValue('npt=1.5s')).toBeUndefined();
    expect(parseClockValue('00:61:00')).toBeUndefined();
  });

  it('rounds seconds to milliseconds and never goes negative', () => {
    expect(toMilliseconds(1.2345)).toBe(1235);
    expect(toMilliseconds(-1)).toBe(0);
    expect(toMilliseconds(Number.NaN)).toBe(0);
  });
});
