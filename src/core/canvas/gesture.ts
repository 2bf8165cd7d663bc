// The tools' state machines. A gesture is the points a tool has gathered so
// far; pointer events and keyboard Enter drive the same transitions:
//
//   stroke   idle ─start→ drawing ─move→ drawing ─finish→ idle (commit)
//   drag     idle ─start→ anchored ─move→ anchored ─finish→ idle (commit)
//   polygon  idle ─start→ collecting ─start (another corner)→ collecting
//                                     ─start on the first corner, or twice on one point→ idle (commit)
//   click    idle ─start→ idle (commit at once)
//
// Escape cancels from any state. Nothing here draws: toolEffects.ts turns the
// finished (or, for the preview, unfinished) points into pins.

import type { Point } from '../pins/index.ts';
import type { GestureKind, ToolId } from './tools.ts';

/** Shift keeps lines straight and boxes 1:1; Ctrl (Cmd) keeps a line on the start's row (spec §2). */
export interface GestureModifiers {
  readonly shift: boolean;
  readonly ctrl: boolean;
}

export const NO_MODIFIERS: GestureModifiers = { shift: false, ctrl: false };

export interface Gesture {
  readonly tool: ToolId;
  readonly kind: GestureKind;
  /** In order: the stroke's path, the drag's two corners, the polygon's corners. */
  readonly points: readonly Point[];
  readonly modifiers: GestureModifiers;
  /** Where a polygon's next corner would go (the pointer hovering, the keyboard cursor). */
  readonly hover?: Point;
}

/** What a transition leads to: keep gathering, commit these points, or nothing to do. */
export type GestureStep =
  | { readonly next: 'gathering'; readonly gesture: Gesture }
  | { readonly next: 'commit'; readonly gesture: Gesture }
  | { readonly next: 'idle' };

const same = (a: Point | undefined, b: Point): boolean => a !== undefined && a.x === b.x && a.y === b.y;

/** A press, or Enter with no gesture running (and, for a polygon, every further corner). */
export function startGesture(current: Gesture | null, tool: ToolId, kind: GestureKind, at: Point, modifiers: GestureModifiers): GestureStep {
  if (kind === 'none') return { next: 'idle' };
  if (kind === 'click') return { next: 'commit', gesture: { tool, kind, points: [at], modifiers } };
  if (kind === 'polygon' && current !== null && current.tool === tool) {
    const closes = same(current.points[0], at) || same(current.points.at(-1), at);
    const gesture = { ...current, modifiers, hover: at };
    if (closes) return current.points.length >= 3 ? { next: 'commit', gesture } : { next: 'gathering', gesture };
    return { next: 'gathering', gesture: { ...gesture, points: [...current.points, at] } };
  }
  return { next: 'gathering', gesture: { tool, kind, points: [at], modifiers } };
}

/** The pointer (or the keyboard cursor) moved while a gesture runs. */
export function moveGesture(current: Gesture, at: Point, modifiers: GestureModifiers): Gesture {
  switch (current.kind) {
    case 'stroke':
      return same(current.points.at(-1), at) ? current : { ...current, points: [...current.points, at], modifiers };
    case 'drag':
      return { ...current, points: [current.points[0] ?? at, at], modifiers };
    default:
      return { ...current, hover: at, modifiers };
  }
}

/** A release, or Enter while a stroke or drag runs. A polygon ignores releases: its corners come from presses. */
export function finishGesture(current: Gesture, at: Point, modifiers: GestureModifiers): GestureStep {
  if (current.kind === 'polygon') return { next: 'gathering', gesture: current };
  return { next: 'commit', gesture: moveGesture(current, at, modifiers) };
}

/** The points a gesture stands for right now, a polygon's hovering next corner included (for its preview). */
export function previewPoints(gesture: Gesture): readonly Point[] {
  if (gesture.kind === 'polygon' && gesture.hover !== undefined) return [...gesture.points, gesture.hover];
  return gesture.points;
}
