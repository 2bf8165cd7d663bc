// Software refresh of D2 boards (protocol notes §7): after a change has been
// sent and acknowledged, Dot's SDK sends lines again in a few rounds, because
// D2 pins that were just set may not all have moved. Which lines, how many
// rounds and after how long depend on the refresh type and on what was
// displayed (the refresh mode). Pure functions, so the table can be tested.

import type { DisplayLayout } from '../models.ts';
import { GRAPHIC_REFRESH_DELAY_MS, TEXT_REFRESH_DELAY_MS, type RefreshMode, type RefreshType } from './types.ts';

/**
 * The mode after displaying `next` while `current` is still to be refreshed.
 * Modes merge upward: text with anything else becomes ALL; a live line under
 * a graphic refresh is covered by it, so LIVE with GRAPHIC stays GRAPHIC.
 */
export function mergeRefreshMode(current: RefreshMode, next: RefreshMode): RefreshMode {
  if (current === 'NONE') return next;
  if (next === 'NONE' || current === next) return current;
  if (current === 'ALL_DISPLAY' || next === 'ALL_DISPLAY') return 'ALL_DISPLAY';
  if (current === 'TEXT_DISPLAY' || next === 'TEXT_DISPLAY') return 'ALL_DISPLAY';
  // The one pair left: GRAPHIC and LIVE, either way round.
  return 'GRAPHIC_DISPLAY';
}

export interface RefreshPlan {
  /** Wait before each round, after the previous one (or the change) was acknowledged. */
  readonly delayMs: number;
  /** The lines each round resends; empty when there is nothing to refresh. */
  readonly rounds: readonly (readonly number[])[];
}

const ROUNDS = 3;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** `rounds` rounds of `lines`, left out when there are none. */
function repeat(lines: readonly number[], rounds = ROUNDS): number[][] {
  return lines.length === 0 ? [] : Array.from({ length: rounds }, () => [...lines]);
}

/**
 * The refresh rounds for a mode. `liveLines` are the lines displayLine touched
 * (LIVE_DISPLAY only). The text line (0) is left out when the layout has none.
 */
export function refreshPlan(type: RefreshType, mode: RefreshMode, layout: DisplayLayout, liveLines: readonly number[] = []): RefreshPlan {
  const last = layout.graphicLines;
  const keep = (lines: number[]) => lines.filter((line) => line >= 0 && line <= last && (line > 0 || layout.textCells > 0));
  const delayMs = mode === 'TEXT_DISPLAY' || mode === 'LIVE_DISPLAY' ? TEXT_REFRESH_DELAY_MS : GRAPHIC_REFRESH_DELAY_MS;
  // Type B, and type C's ALL: the top lines three times, then the rest three times.
  const split = (top: number) => [...repeat(keep(range(top, 3))), ...repeat(keep(range(4, last)))];
  if (mode === 'NONE') return { delayMs, rounds: [] };
  if (type === 'A') return { delayMs, rounds: repeat(keep(range(0, last))) };
  if (type === 'B') return { delayMs, rounds: split(0) };
  switch (mode) {
    case 'GRAPHIC_DISPLAY':
      return { delayMs, rounds: split(1) };
    case 'TEXT_DISPLAY':
      return { delayMs, rounds: repeat(keep([0])) };
    case 'LIVE_DISPLAY':
      return { delayMs, rounds: repeat(keep([...new Set(liveLines)].sort((a, b) => a - b))) };
    case 'ALL_DISPLAY':
      return { delayMs, rounds: split(0) };
  }
}
