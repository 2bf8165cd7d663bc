import { describe, expect, it } from 'vitest';
import { stepToAnnounce } from './progressSteps.ts';

describe('upload progress announcements', () => {
  it('say each quarter once, the highest passed when several are passed at once', () => {
    expect(stepToAnnounce(10, 0)).toBeUndefined();
    expect(stepToAnnounce(25, 0)).toBe(25);
    expect(stepToAnnounce(49, 25)).toBeUndefined();
    expect(stepToAnnounce(80, 25)).toBe(75);
    expect(stepToAnnounce(100, 75)).toBe(100);
    expect(stepToAnnounce(100, 100)).toBeUndefined();
  });
});
