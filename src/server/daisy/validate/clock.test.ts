import { describe, expect, it } from 'vitest';
import { parseClock } from './clock.ts';

describe('parseClock', () => {
  it.each([
    ['0:00:00', 0],
    ['1:02:03.5', 3723.5],
    ['12:34:56.789', 45296.789],
    ['02:03.25', 123.25],
    ['3.5', 3.5],
    ['3.5s', 3.5],
    ['250ms', 0.25],
    ['2min', 120],
    ['1h', 3600],
    ['npt=1.25s', 1.25],
    [' 0:00:01.000 ', 1],
  ])('reads %s', (text, seconds) => {
    expect(parseClock(text)).toBeCloseTo(seconds, 9);
  });

  it.each(['', 'abc', '1:2:3', '0:60:00', '1.5 s', '-1s', '1:00:00:00', '5sec'])('refuses %j', (text) => {
    expect(parseClock(text)).toBeUndefined();
  });
});
