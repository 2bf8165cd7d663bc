// What the editor says, as data: sentences (core descriptions) and how urgent
// they are. The web speaks them through its one announcer; tests read them.

import { describeRegion, type Description } from '../describe/index.ts';
import { countRaised, getPin, type PinGrid, type Point, type SelectionMask } from '../pins/index.ts';
import { cellOf } from './cursor.ts';
import type { Gesture } from './gesture.ts';
import { cursorMessages, gestureMessages } from './messages.ts';
import type { Verbosity } from './options.ts';

/**
 * cursor: where the cursor is (spoken politely, replaced by the next move);
 * change: what an action did; refusal: why an action did nothing (assertive).
 */
export type AnnouncementKind = 'cursor' | 'change' | 'info' | 'refusal';

export interface Announcement {
  readonly kind: AnnouncementKind;
  readonly lines: readonly Description[];
}

export const say = (kind: AnnouncementKind, ...lines: Description[]): Announcement => ({ kind, lines });

/** Column and row from 1, as people count. */
export const at = (point: Point): { column: number; row: number } => ({ column: point.x + 1, row: point.y + 1 });

/** The cursor's place and the pin under it, as briefly or fully as the user chose. */
export function cursorAnnouncement(grid: PinGrid, cursor: Point, options: { verbosity: Verbosity; selection: SelectionMask | null; gesture: Gesture | null }): Announcement {
  const state = getPin(grid, cursor.x, cursor.y) ? cursorMessages.raised : cursorMessages.lowered;
  const { cell, line } = cellOf(cursor);
  const lines: Description[] = [
    options.verbosity === 'full'
      ? { message: cursorMessages.full, values: { ...at(cursor), cell, line }, parts: { state: { message: state } } }
      : { message: cursorMessages.brief, values: at(cursor), parts: { state: { message: state } } },
  ];
  if (options.selection !== null && getPin(options.selection, cursor.x, cursor.y)) lines.push({ message: cursorMessages.selected });
  const anchor = options.gesture?.kind === 'drag' ? options.gesture.points[0] : undefined;
  if (anchor !== undefined) {
    lines.push({ message: cursorMessages.extent, values: { width: Math.abs(cursor.x - anchor.x) + 1, height: Math.abs(cursor.y - anchor.y) + 1 } });
  }
  return say('cursor', ...lines);
}

/** How many pins a change raised and lowered. */
export function pinChanges(before: PinGrid, after: PinGrid): { raised: number; lowered: number } {
  let raised = 0;
  let lowered = 0;
  for (let i = 0; i < before.bits.length; i++) {
    const was = before.bits[i] ?? 0;
    const now = after.bits[i] ?? 0;
    raised += bitCount(now & ~was);
    lowered += bitCount(was & ~now);
  }
  return { raised, lowered };
}

function bitCount(byte: number): number {
  let v = byte & 0xff;
  let count = 0;
  while (v) {
    v &= v - 1;
    count++;
  }
  return count;
}

/** "Selected a 12-pin area: columns 3–6, rows 2–4." then what is in it. */
export function selectionAnnouncement(grid: PinGrid, selection: SelectionMask): Announcement {
  const [region, ...inside] = describeRegion(grid, selection, { maxShapes: 1 });
  const header: Description = region?.parts
    ? { message: gestureMessages.selected, values: { count: countRaised(selection) }, parts: region.parts }
    : { message: gestureMessages.selectionCleared };
  return say('change', header, ...inside);
}
