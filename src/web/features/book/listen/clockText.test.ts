import { describe, expect, it } from 'vitest';
import { clockText } from './clockText.ts';

describe('clockText', () => {
  it('shows minutes and seconds, hours past an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(62.9)).toBe('1:02');
    expect(clockText(3725)).toBe('1:02:05');
  });

  it('shows no negative time', () => {
    expect(clockText(-3)).toBe('0:00');
  });
});
