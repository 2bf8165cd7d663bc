import { describe, expect, it } from 'vitest';
import { SPEED, speedStep } from './speed.ts';

describe('speedStep', () => {
  it('goes a quarter faster or slower', () => {
    expect(speedStep(1, 1)).toBe(1.25);
    expect(speedStep(1, -1)).toBe(0.75);
  });

  it('stops at 0.5× and 3×', () => {
    expect(speedStep(SPEED.max, 1)).toBe(3);
    expect(speedStep(SPEED.min, -1)).toBe(0.5);
  });

  it('comes back onto the quarter steps from a speed between them', () => {
    expect(speedStep(1.1, 1)).toBe(1.25);
  });
});
