import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachLinePin, type PinBox } from './linePins.ts';
import type { Point } from './point.ts';

const everywhere: PinBox = { left: -1000, top: -1000, right: 1000, bottom: 1000 };

function pins(from: Point, to: Point, clip: PinBox = everywhere): string[] {
  const found: string[] = [];
  forEachLinePin(from, to, clip, (x, y) => found.push(`${x},${y}`));
  return found;
}

/** Bresenham's line the textbook way, one step at a time, with the same tie rule; the reference. */
function walkedLine(from: Point, to: Point): string[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  const found: string[] = [];
  const alongX = Math.abs(dx) >= Math.abs(dy);
  const minorRise = alongX ? Math.abs(dy) : Math.abs(dx);
  let minor = 0;
  let error = 0; // twice (true minor − drawn minor) × steps, kept in integers
  for (let step = 0; step <= steps; step++) {
    const major = step;
    const sx = alongX ? Math.sign(dx) * major : Math.sign(dx) * minor;
    const sy = alongX ? Math.sign(dy) * minor : Math.sign(dy) * major;
    found.push(`${from.x + sx},${from.y + sy}`);
    error += 2 * minorRise;
    if (error >= steps) {
      minor++;
      error -= 2 * steps;
    }
  }
  return found;
}

describe('the pins of a line', () => {
  it('takes one pin per step along the longer axis, ends included', () => {
    expect(pins({ x: 0, y: 0 }, { x: 4, y: 2 })).toEqual(['0,0', '1,1', '2,1', '3,2', '4,2']);
    expect(pins({ x: 2, y: 3 }, { x: 2, y: 0 })).toEqual(['2,3', '2,2', '2,1', '2,0']);
    expect(pins({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual(['5,5']);
  });

  it('rounds points to whole pins', () => {
    expect(pins({ x: 0.4, y: 0.6 }, { x: 2.2, y: 0.9 })).toEqual(['0,1', '1,1', '2,1']);
  });

  it('is exactly the walked Bresenham line', () => {
    const coordinate = fc.integer({ min: -40, max: 40 });
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (x0, y0, x1, y1) => {
        expect(pins({ x: x0, y: y0 }, { x: x1, y: y1 })).toEqual(walkedLine({ x: x0, y: y0 }, { x: x1, y: y1 }));
      }),
    );
  });

  it('visits only what lies in the clip box, however far the ends are', () => {
    const clip: PinBox = { left: 0, top: 0, right: 9, bottom: 9 };
    expect(pins({ x: -1e12, y: 4 }, { x: 1e12, y: 4 }, clip)).toHaveLength(10);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), fc.integer(), (x0, y0, x1, y1) => {
        const found = pins({ x: x0, y: y0 }, { x: x1, y: y1 }, clip);
        expect(found.length).toBeLessThanOrEqual(10);
        for (const pin of found) {
          const [x = -1, y = -1] = pin.split(',').map(Number);
          expect(x >= 0 && x <= 9 && y >= 0 && y <= 9).toBe(true);
        }
      }),
    );
  });

  it('clips without moving any pin', () => {
    const coordinate = fc.integer({ min: -30, max: 30 });
    const clip: PinBox = { left: -5, top: -3, right: 6, bottom: 8 };
    const inClip = (pin: string): boolean => {
      const [x = 0, y = 0] = pin.split(',').map(Number);
      return x >= clip.left && x <= clip.right && y >= clip.top && y <= clip.bottom;
    };
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, (x0, y0, x1, y1) => {
        expect(pins({ x: x0, y: y0 }, { x: x1, y: y1 }, clip)).toEqual(pins({ x: x0, y: y0 }, { x: x1, y: y1 }).filter(inClip));
      }),
    );
  });
});
