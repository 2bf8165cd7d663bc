import { describe, expect, it } from 'vitest';
import type { DisplayLayout } from '../models.ts';
import { mergeRefreshMode, refreshPlan } from './refreshPlan.ts';
import { GRAPHIC_REFRESH_DELAY_MS, TEXT_REFRESH_DELAY_MS, type RefreshMode } from './types.ts';

const L320: DisplayLayout = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
const L768: DisplayLayout = { textCells: 0, graphicLines: 16, cellsPerLine: 48 };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const times = (n: number, lines: number[]) => Array.from({ length: n }, () => lines);

describe('mergeRefreshMode (notes §7 setRefreshMode)', () => {
  const cases: [RefreshMode, RefreshMode, RefreshMode][] = [
    ['NONE', 'GRAPHIC_DISPLAY', 'GRAPHIC_DISPLAY'],
    ['NONE', 'TEXT_DISPLAY', 'TEXT_DISPLAY'],
    ['NONE', 'LIVE_DISPLAY', 'LIVE_DISPLAY'],
    ['NONE', 'ALL_DISPLAY', 'ALL_DISPLAY'],
    ['GRAPHIC_DISPLAY', 'TEXT_DISPLAY', 'ALL_DISPLAY'],
    ['TEXT_DISPLAY', 'GRAPHIC_DISPLAY', 'ALL_DISPLAY'],
    ['TEXT_DISPLAY', 'LIVE_DISPLAY', 'ALL_DISPLAY'],
    ['LIVE_DISPLAY', 'TEXT_DISPLAY', 'ALL_DISPLAY'],
    ['LIVE_DISPLAY', 'GRAPHIC_DISPLAY', 'GRAPHIC_DISPLAY'],
    ['GRAPHIC_DISPLAY', 'LIVE_DISPLAY', 'GRAPHIC_DISPLAY'],
    ['ALL_DISPLAY', 'LIVE_DISPLAY', 'ALL_DISPLAY'],
    ['ALL_DISPLAY', 'GRAPHIC_DISPLAY', 'ALL_DISPLAY'],
    ['ALL_DISPLAY', 'TEXT_DISPLAY', 'ALL_DISPLAY'],
    ['GRAPHIC_DISPLAY', 'GRAPHIC_DISPLAY', 'GRAPHIC_DISPLAY'],
    ['TEXT_DISPLAY', 'TEXT_DISPLAY', 'TEXT_DISPLAY'],
    ['LIVE_DISPLAY', 'LIVE_DISPLAY', 'LIVE_DISPLAY'],
    ['GRAPHIC_DISPLAY', 'NONE', 'GRAPHIC_DISPLAY'],
  ];
  it.each(cases)('%s then %s → %s', (current, next, merged) => {
    expect(mergeRefreshMode(current, next)).toBe(merged);
  });
});

describe('refreshPlan', () => {
  it('type C, GRAPHIC: after 500 ms, lines 1–3 three times, then lines 4–N three times', () => {
    expect(refreshPlan('C', 'GRAPHIC_DISPLAY', L320)).toEqual({ delayMs: GRAPHIC_REFRESH_DELAY_MS, rounds: [...times(3, [1, 2, 3]), ...times(3, range(4, 10))] });
    expect(refreshPlan('C', 'GRAPHIC_DISPLAY', L768).rounds).toEqual([...times(3, [1, 2, 3]), ...times(3, range(4, 16))]);
  });

  it('type C, TEXT: after 1500 ms, line 0 three times; nothing without a text line', () => {
    expect(refreshPlan('C', 'TEXT_DISPLAY', L320)).toEqual({ delayMs: TEXT_REFRESH_DELAY_MS, rounds: times(3, [0]) });
    expect(refreshPlan('C', 'TEXT_DISPLAY', L768).rounds).toEqual([]);
  });

  it('type C, LIVE: after 1500 ms, only the touched lines, in order, three times', () => {
    expect(refreshPlan('C', 'LIVE_DISPLAY', L320, [7, 2, 7])).toEqual({ delayMs: TEXT_REFRESH_DELAY_MS, rounds: times(3, [2, 7]) });
    expect(refreshPlan('C', 'LIVE_DISPLAY', L320, []).rounds).toEqual([]);
  });

  it('type C, ALL behaves like type B', () => {
    const b = [...times(3, [0, 1, 2, 3]), ...times(3, range(4, 10))];
    expect(refreshPlan('C', 'ALL_DISPLAY', L320).rounds).toEqual(b);
    expect(refreshPlan('B', 'GRAPHIC_DISPLAY', L320).rounds).toEqual(b);
    expect(refreshPlan('B', 'TEXT_DISPLAY', L320).rounds).toEqual(b);
  });

  it('type B leaves out the pseudo text line of a layout without text', () => {
    expect(refreshPlan('B', 'ALL_DISPLAY', L768).rounds).toEqual([...times(3, [1, 2, 3]), ...times(3, range(4, 16))]);
  });

  it('type A refreshes every line three times', () => {
    expect(refreshPlan('A', 'GRAPHIC_DISPLAY', L320).rounds).toEqual(times(3, range(0, 10)));
    expect(refreshPlan('A', 'LIVE_DISPLAY', L768, [3]).rounds).toEqual(times(3, range(1, 16)));
  });

  it('NONE refreshes nothing, whatever the type', () => {
    for (const type of ['A', 'B', 'C'] as const) expect(refreshPlan(type, 'NONE', L320).rounds).toEqual([]);
  });

  it('a small layout drops the rounds that have no lines', () => {
    const small: DisplayLayout = { textCells: 0, graphicLines: 2, cellsPerLine: 10 };
    expect(refreshPlan('C', 'GRAPHIC_DISPLAY', small).rounds).toEqual(times(3, [1, 2]));
    const textOnly: DisplayLayout = { textCells: 20, graphicLines: 0, cellsPerLine: 0 };
    expect(refreshPlan('A', 'TEXT_DISPLAY', textOnly).rounds).toEqual(times(3, [0]));
  });
});
