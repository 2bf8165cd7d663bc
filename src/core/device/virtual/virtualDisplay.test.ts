import { describe, expect, it } from 'vitest';
import { VIRTUAL_BOARDS, layoutOf } from '../models.ts';
import { displayLineRequest, displayPartialRequest } from '../requests.ts';
import { applyPinMove, emptyDisplayState, moveTimeMs, planPinMove, type PinMove } from './virtualDisplay.ts';

const BOARD = VIRTUAL_BOARDS[320].board;
const LAYOUT = layoutOf(BOARD);

const plan = (...args: Parameters<typeof planPinMove>): PinMove => {
  const move = planPinMove(...args);
  if (typeof move === 'string') throw new Error(move);
  return move;
};

describe('virtual display pins', () => {
  it('times a move by the lines it writes', () => {
    expect(moveTimeMs(plan(displayLineRequest(1, 0, [1]), LAYOUT), BOARD)).toBe(200);
    expect(moveTimeMs(plan(displayPartialRequest(1, 0, 1, [1, 2, 3, 4]), LAYOUT), BOARD)).toBe(800);
    expect(moveTimeMs(plan(displayLineRequest(1, 0, new Uint8Array(300)), LAYOUT), BOARD)).toBe(2000);
    expect(moveTimeMs(plan(displayLineRequest(0, 0, [1], 'text'), LAYOUT), BOARD)).toBe(1000);
  });

  it('makes a new state and leaves the old one as it was', () => {
    const before = emptyDisplayState(LAYOUT);
    const after = applyPinMove(before, plan(displayLineRequest(2, 3, [5, 6]), LAYOUT));
    expect(before.graphic.every((cell) => cell === 0)).toBe(true);
    expect(Array.from(after.graphic.subarray(33, 35))).toEqual([5, 6]);
    expect(after.text).toBe(before.text);
    expect(after.layout).toBe(before.layout);
  });

  it('says why it refuses a packet', () => {
    expect(planPinMove(displayLineRequest(11, 0, [1]), LAYOUT)).toBe('INVALID_PARAMETER');
    expect(planPinMove({ ...displayLineRequest(1, 0, []), data: new Uint8Array(0) }, LAYOUT)).toBe('UNEXPECTED_LENGTH');
  });
});
