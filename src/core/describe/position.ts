// Where something lies, in words a person can act on: the drawing (or the
// described region) cut into a 3×3 layout, judged by the centre of the thing's box.

import type { PinRect } from './region.ts';

export type LayoutPosition =
  | 'top-left'
  | 'top-centre'
  | 'top-right'
  | 'centre-left'
  | 'centre'
  | 'centre-right'
  | 'bottom-left'
  | 'bottom-centre'
  | 'bottom-right';

const LAYOUT: readonly (readonly [LayoutPosition, LayoutPosition, LayoutPosition])[] = [
  ['top-left', 'top-centre', 'top-right'],
  ['centre-left', 'centre', 'centre-right'],
  ['bottom-left', 'bottom-centre', 'bottom-right'],
];

/** The third of `frame` holding the centre of `box`, across and down. */
export function layoutPosition(box: PinRect, frame: PinRect): LayoutPosition {
  const column = third((box.left + box.right) / 2, frame.left, frame.right);
  const row = third((box.top + box.bottom) / 2, frame.top, frame.bottom);
  return LAYOUT[row]?.[column] ?? 'centre';
}

/** 0, 1 or 2: which third of the pins `first`..`last` holds the (possibly half-pin) position `at`. */
function third(at: number, first: number, last: number): number {
  // Pin i covers [i, i + 1), so its centre is i + 0.5; a 15-pin side splits 5/5/5.
  const fraction = (at - first + 0.5) / (last - first + 1);
  return Math.min(2, Math.max(0, Math.floor(fraction * 3)));
}
