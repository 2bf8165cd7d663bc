// The pins of a straight line: Bresenham's line, computed per step in closed
// form rather than by walking from the start. Walking would cost one step per
// pin of the whole line, and a line may start millions of pins off the grid;
// the closed form lets us visit only the steps that land near the grid.

import { toPinPoint, type Point } from './point.ts';

/** An inclusive box of pins; lines are only followed where they cross it. */
export interface PinBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * Calls `visit` for each pin of the line from `from` to `to` (both ends
 * included, points rounded to whole pins) that lies inside `clip`, in order
 * from `from`. Along the longer axis every pin is taken once; across it the
 * pin nearest the true line is taken, a tie going away from `from` — which is
 * exactly the pin set Bresenham's algorithm draws.
 */
export function forEachLinePin(from: Point, to: Point, clip: PinBox, visit: (x: number, y: number) => void): void {
  const start = toPinPoint(from);
  const end = toPinPoint(to);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const alongX = Math.abs(dx) >= Math.abs(dy);
  // Name the axes "major" (one pin per step) and "minor" so one loop serves both cases.
  const majorStart = alongX ? start.x : start.y;
  const minorStart = alongX ? start.y : start.x;
  const majorDelta = alongX ? dx : dy;
  const minorDelta = alongX ? dy : dx;
  const steps = Math.abs(majorDelta);
  const majorSign = Math.sign(majorDelta);
  const minorSign = Math.sign(minorDelta);
  const minorRise = Math.abs(minorDelta);
  const [majorLow, majorHigh] = alongX ? [clip.left, clip.right] : [clip.top, clip.bottom];
  const [minorLow, minorHigh] = alongX ? [clip.top, clip.bottom] : [clip.left, clip.right];

  // Steps whose major coordinate is inside the clip; a single point has sign 0 and only step 0.
  let first = 0;
  let last = steps;
  if (majorSign === 0) {
    if (majorStart < majorLow || majorStart > majorHigh) return;
  } else {
    const a = (majorLow - majorStart) * majorSign;
    const b = (majorHigh - majorStart) * majorSign;
    first = Math.max(first, Math.min(a, b));
    last = Math.min(last, Math.max(a, b));
  }

  for (let step = first; step <= last; step++) {
    const major = majorStart + majorSign * step;
    const minor = minorStart + minorSign * roundedRatio(step * minorRise, steps);
    if (minor < minorLow || minor > minorHigh) continue;
    if (alongX) visit(major, minor);
    else visit(minor, major);
  }
}

/** round(numerator / denominator) for whole numbers ≥ 0, halves rounded up, in exact integer steps. */
function roundedRatio(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const twice = 2 * numerator + denominator;
  const divisor = 2 * denominator;
  return (twice - (twice % divisor)) / divisor;
}
