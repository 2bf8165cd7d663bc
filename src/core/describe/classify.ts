// Naming a shape the way a sighted person would glance at it. These are
// deliberately simple rules, checked in this order; the first that fits wins:
//
//   dot        the box is at most 2×2 pins.
//   line       one side of the box is at most 2 pins.
//   rectangle  the box is at least 90% raised (filled), or at least 90% of
//              the pins lie within one pin of the box's edge and at least 80%
//              of the box's outermost ring is raised (an outline). So a thick
//              level or upright stroke counts as a (filled) rectangle.
//   line       the pins lie close to their principal axis, which is at
//              least MIN_LINE_LENGTH long and LINE_ELONGATION times the
//              stroke's width: a slanting line, thin or thick.
//   circle     the box is roughly square (short side ≥ 70% of the long) and
//              the pins hug the ellipse inscribed in the box (outline) or fill
//              it, going all the way round.
//   triangle   three of the shape's extreme pins make a triangle, at least
//              MIN_TRIANGLE_HEIGHT high, whose edges are all drawn and which
//              the pins hug (outline) or fill.
//   freeform   anything else. Ambiguous drawings land here, which is honest.
//
// Distances are between pin centres, in pins.

import type { PinRect } from './region.ts';

export type ShapeClass = 'dot' | 'line' | 'rectangle' | 'circle' | 'triangle' | 'freeform';

export interface Pin {
  readonly x: number;
  readonly y: number;
}

/** How far a pin may be from an ideal line or curve and still be on it: a drawn pin is off by up to half a pin, plus slack. */
const NEAR = 1.5;
/** Shorter strokes are blobs or dashes, not lines worth naming. */
const MIN_LINE_LENGTH = 6;
/** A line is at least this many times as long as it is wide. */
const LINE_ELONGATION = 3;
/** A triangle lower than this, at its lowest, is too flat to tell from a zigzag or a thick line. */
const MIN_TRIANGLE_HEIGHT = 3;
/** Directions to look for a shape's extreme pins; 16 find every corner sharper than about 157°. */
const DIRECTIONS = 16;

export function classifyShape(pins: readonly Pin[], box: PinRect): ShapeClass {
  const width = box.right - box.left + 1;
  const height = box.bottom - box.top + 1;
  if (width <= 2 && height <= 2) return 'dot';
  if (Math.min(width, height) <= 2) return 'line';
  const raised = occupancy(pins, box);
  if (isRectangle(pins, box, raised)) return 'rectangle';
  if (isStraight(pins)) return 'line';
  if (isCircle(pins, box)) return 'circle';
  if (isTriangle(pins, extremePins(pins), raised)) return 'triangle';
  return 'freeform';
}

/**
 * Whether the pins lie along one straight axis: the principal axis through
 * their centre (the direction they spread most), which for a thick stroke is
 * its middle. The allowed distance grows with the stroke's width, estimated as
 * pins per pin of length; the length must be several widths.
 */
function isStraight(pins: readonly Pin[]): boolean {
  const n = pins.length;
  const mx = pins.reduce((sum, p) => sum + p.x, 0) / n;
  const my = pins.reduce((sum, p) => sum + p.y, 0) / n;
  let [sxx, syy, sxy] = [0, 0, 0];
  for (const p of pins) {
    sxx += (p.x - mx) ** 2;
    syy += (p.y - my) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  let [first, last, farthest] = [Infinity, -Infinity, 0];
  for (const p of pins) {
    const along = (p.x - mx) * ux + (p.y - my) * uy;
    first = Math.min(first, along);
    last = Math.max(last, along);
    farthest = Math.max(farthest, Math.abs((p.x - mx) * uy - (p.y - my) * ux));
  }
  const length = last - first + 1;
  const width = n / length;
  return length >= MIN_LINE_LENGTH && length >= LINE_ELONGATION * width && farthest <= Math.max(NEAR, width / 2 + 0.5);
}

function isRectangle(pins: readonly Pin[], box: PinRect, raised: Occupancy): boolean {
  const width = box.right - box.left + 1;
  const height = box.bottom - box.top + 1;
  if (pins.length >= 0.9 * width * height) return true;
  const nearEdge = pins.filter((p) => Math.min(p.x - box.left, box.right - p.x, p.y - box.top, box.bottom - p.y) <= 1).length;
  let ringRaised = 0;
  for (let x = box.left; x <= box.right; x++) ringRaised += Number(raised(x, box.top)) + Number(raised(x, box.bottom));
  for (let y = box.top + 1; y < box.bottom; y++) ringRaised += Number(raised(box.left, y)) + Number(raised(box.right, y));
  const ringSize = 2 * width + 2 * height - 4;
  return nearEdge >= 0.9 * pins.length && ringRaised >= 0.8 * ringSize;
}

function isCircle(pins: readonly Pin[], box: PinRect): boolean {
  const rx = (box.right - box.left) / 2;
  const ry = (box.bottom - box.top) / 2;
  if (Math.min(rx, ry) < 0.7 * Math.max(rx, ry)) return false;
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const radius = (rx + ry) / 2;
  let onCurve = 0;
  let inside = 0;
  // Sectors of the curve that have a pin on them; an arc or a "C" leaves some empty.
  const sectors = new Set<number>();
  for (const pin of pins) {
    const dx = (pin.x - cx) / rx;
    const dy = (pin.y - cy) / ry;
    // How far outside the ellipse the pin is, roughly in pins (negative inside).
    const outside = (Math.hypot(dx, dy) - 1) * radius;
    if (Math.abs(outside) <= NEAR) {
      onCurve++;
      sectors.add(Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * 12) % 12);
    }
    if (outside <= NEAR) inside++;
  }
  if (sectors.size < 12) return false;
  const outline = onCurve >= 0.9 * pins.length;
  const filled = inside >= 0.95 * pins.length && pins.length >= 0.85 * Math.PI * (rx + 0.5) * (ry + 0.5);
  return outline || filled;
}

function isTriangle(pins: readonly Pin[], extremes: readonly Pin[], raised: Occupancy): boolean {
  for (let i = 0; i < extremes.length; i++) {
    for (let j = i + 1; j < extremes.length; j++) {
      for (let k = j + 1; k < extremes.length; k++) {
        const a = extremes[i];
        const b = extremes[j];
        const c = extremes[k];
        if (a !== undefined && b !== undefined && c !== undefined && fitsTriangle(pins, [a, b, c], raised)) return true;
      }
    }
  }
  return false;
}

function fitsTriangle(pins: readonly Pin[], corners: readonly [Pin, Pin, Pin], raised: Occupancy): boolean {
  const [a, b, c] = corners;
  const area = Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
  const sides = [Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - b.x, c.y - b.y), Math.hypot(a.x - c.x, a.y - c.y)];
  // A flat triangle (lowest height under MIN_TRIANGLE_HEIGHT) is within NEAR of its edges everywhere, so anything fits it.
  if ((2 * area) / Math.max(...sides) < MIN_TRIANGLE_HEIGHT) return false;
  // Every edge must be drawn, or three pins of any blob would "fit".
  const edges: readonly (readonly [Pin, Pin])[] = [
    [a, b],
    [b, c],
    [c, a],
  ];
  if (!edges.every(([p, q]) => edgeCoverage(p, q, raised) >= 0.8)) return false;
  const allowedMisses = 0.1 * pins.length;
  let offEdges = 0;
  let outside = 0;
  for (const pin of pins) {
    const edge = Math.min(distanceToSegment(pin, a, b), distanceToSegment(pin, b, c), distanceToSegment(pin, c, a));
    if (edge > NEAR) {
      offEdges++;
      if (!insideTriangle(pin, a, b, c)) outside++;
      // Neither outline nor filled any more: stop early, this runs for many corner triples.
      if (offEdges > allowedMisses && outside > allowedMisses / 2) return false;
    }
  }
  const outline = offEdges <= allowedMisses;
  // Pick's theorem: a filled lattice triangle holds about area + perimeter / 2 pins.
  const perimeter = sides.reduce((sum, side) => sum + side, 0);
  const filled = outside <= allowedMisses / 2 && pins.length >= 0.8 * (area + perimeter / 2);
  return outline || filled;
}

/** The fraction of points along the segment, one pin apart, that have a raised pin on or beside them. */
function edgeCoverage(a: Pin, b: Pin, raised: Occupancy): number {
  const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y)));
  let covered = 0;
  for (let step = 0; step <= steps; step++) {
    const x = Math.round(a.x + ((b.x - a.x) * step) / steps);
    const y = Math.round(a.y + ((b.y - a.y) * step) / steps);
    // The pin itself or one of its four neighbours: a drawn edge strays from the ideal by under a pin.
    if (raised(x, y) || raised(x - 1, y) || raised(x + 1, y) || raised(x, y - 1) || raised(x, y + 1)) covered++;
  }
  return covered / (steps + 1);
}

function insideTriangle(p: Pin, a: Pin, b: Pin, c: Pin): boolean {
  const side = (u: Pin, v: Pin) => (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

function distanceToSegment(p: Pin, a: Pin, b: Pin): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The distinct pins farthest out in each of DIRECTIONS directions: where a shape's corners and ends are. */
function extremePins(pins: readonly Pin[]): Pin[] {
  const found = new Set<Pin>();
  for (let d = 0; d < DIRECTIONS; d++) {
    const angle = (2 * Math.PI * d) / DIRECTIONS;
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    let best: Pin | undefined;
    let bestReach = -Infinity;
    for (const pin of pins) {
      const reach = pin.x * ux + pin.y * uy;
      if (reach > bestReach + 1e-9) [best, bestReach] = [pin, reach];
    }
    if (best !== undefined) found.add(best);
  }
  return [...found];
}

type Occupancy = (x: number, y: number) => boolean;

/** Constant-time "is this pin of the shape raised?", for pins inside or outside the box. */
function occupancy(pins: readonly Pin[], box: PinRect): Occupancy {
  const width = box.right - box.left + 1;
  const height = box.bottom - box.top + 1;
  const bits = new Uint8Array(width * height);
  for (const pin of pins) bits[(pin.y - box.top) * width + (pin.x - box.left)] = 1;
  return (x, y) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom && bits[(y - box.top) * width + (x - box.left)] === 1;
}
