import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, getPin, gridFromText, gridToText, type PinGrid } from './grid.ts';
import { constrainLineEnd, drawEllipse, drawLine, drawRectangle, drawTriangle, shapeBox } from './shapes.ts';

const picture = (...rows: string[]): string => rows.join('\n');
const blank = (width: number, height: number): PinGrid => createGrid(width, height);
const coordinate = fc.oneof(fc.integer({ min: -12, max: 24 }), fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const point = fc.record({ x: coordinate, y: coordinate });

describe('lines', () => {
  it('draws Bresenham lines, ends included', () => {
    expect(gridToText(drawLine(blank(5, 3), { x: 0, y: 0 }, { x: 4, y: 2 }))).toBe(picture('#....', '.##..', '...##'));
  });

  it('with snap, turns to the nearest of 0°, 45° and 90°', () => {
    const start = { x: 0, y: 0 };
    expect(constrainLineEnd(start, { x: 8, y: 3 }, { snap: true })).toEqual({ x: 8, y: 0 });
    expect(constrainLineEnd(start, { x: 3, y: -8 }, { snap: true })).toEqual({ x: 0, y: -8 });
    expect(constrainLineEnd(start, { x: -5, y: 3 }, { snap: true })).toEqual({ x: -5, y: 5 });
    expect(gridToText(drawLine(blank(5, 5), start, { x: 4, y: 3 }, { snap: true }))).toBe(picture('#....', '.#...', '..#..', '...#.', '....#'));
  });

  it('with the horizontal axis, keeps the start row (over snap)', () => {
    expect(constrainLineEnd({ x: 1, y: 2 }, { x: 4, y: 9 }, { horizontalAxis: true, snap: true })).toEqual({ x: 4, y: 2 });
    expect(gridToText(drawLine(blank(5, 3), { x: 1, y: 1 }, { x: 3, y: 2 }, { horizontalAxis: true }))).toBe(picture('.....', '.###.', '.....'));
  });

  it('draws thick lines with the brush and clips them', () => {
    expect(gridToText(drawLine(blank(5, 3), { x: -9, y: 1 }, { x: 9, y: 1 }, { thickness: 3 }))).toBe(picture('#####', '#####', '#####'));
  });
});

describe('rectangles', () => {
  it('draws a 5×5 outline', () => {
    expect(gridToText(drawRectangle(blank(7, 7), { x: 5, y: 5 }, { x: 1, y: 1 }))).toBe(
      picture('.......', '.#####.', '.#...#.', '.#...#.', '.#...#.', '.#####.', '.......'),
    );
  });

  it('fills, and thickens inwards', () => {
    expect(gridToText(drawRectangle(blank(4, 3), { x: 0, y: 0 }, { x: 2, y: 1 }, { filled: true }))).toBe(picture('###.', '###.', '....'));
    expect(gridToText(drawRectangle(blank(6, 6), { x: 0, y: 0 }, { x: 5, y: 5 }, { thickness: 2 }))).toBe(
      picture('######', '######', '##..##', '##..##', '######', '######'),
    );
  });

  it('is made square on request, growing towards the drag', () => {
    expect(shapeBox({ x: 4, y: 4 }, { x: 2, y: 0 }, true)).toEqual({ left: 0, top: 0, right: 4, bottom: 4 });
    expect(shapeBox({ x: 0, y: 0 }, { x: 3, y: 0 }, true)).toEqual({ left: 0, top: 0, right: 3, bottom: 3 });
  });

  it('clips at the edges', () => {
    expect(gridToText(drawRectangle(blank(4, 4), { x: -2, y: 1 }, { x: 2, y: 9 }))).toBe(picture('....', '###.', '..#.', '..#.'));
  });
});

describe('ellipses', () => {
  it('draws a circle in a 5×5 box', () => {
    expect(gridToText(drawEllipse(blank(5, 5), { x: 0, y: 0 }, { x: 4, y: 4 }))).toBe(picture('.###.', '#...#', '#...#', '#...#', '.###.'));
  });

  it('draws the ellipse of a wider box, thin or thick', () => {
    const box = [{ x: 0, y: 0 }, { x: 8, y: 6 }] as const;
    expect(gridToText(drawEllipse(blank(9, 7), ...box))).toBe(
      picture('..#####..', '.#.....#.', '#.......#', '#.......#', '#.......#', '.#.....#.', '..#####..'),
    );
    expect(gridToText(drawEllipse(blank(9, 7), ...box, { thickness: 2 }))).toBe(
      picture('..#####..', '.#######.', '##.....##', '##.....##', '##.....##', '.#######.', '..#####..'),
    );
  });

  it('becomes a circle with square, and a line when one pin high', () => {
    expect(gridToText(drawEllipse(blank(5, 5), { x: 0, y: 0 }, { x: 4, y: 1 }, { square: true }))).toBe(
      picture('.###.', '#...#', '#...#', '#...#', '.###.'),
    );
    expect(gridToText(drawEllipse(blank(4, 1), { x: 0, y: 0 }, { x: 3, y: 0 }))).toBe('####');
  });

  it('fills', () => {
    expect(gridToText(drawEllipse(blank(5, 5), { x: 0, y: 0 }, { x: 4, y: 4 }, { filled: true }))).toBe(
      picture('.###.', '#####', '#####', '#####', '.###.'),
    );
  });
});

describe('triangles', () => {
  it('draws the isosceles triangle of its box, apex up', () => {
    expect(gridToText(drawTriangle(blank(5, 3), { x: 0, y: 0 }, { x: 4, y: 2 }))).toBe(picture('..#..', '.#.#.', '#####'));
    expect(gridToText(drawTriangle(blank(9, 5), { x: 0, y: 0 }, { x: 8, y: 4 }))).toBe(
      picture('....#....', '...#.#...', '..#...#..', '.#.....#.', '#########'),
    );
  });

  it('has a two-pin apex when the width is even', () => {
    expect(gridToText(drawTriangle(blank(6, 3), { x: 0, y: 0 }, { x: 5, y: 2 }, { filled: true }))).toBe(picture('..##..', '.####.', '######'));
  });
});

describe('every shape, for any corners and thickness', () => {
  const tools = [drawLine, drawRectangle, drawEllipse, drawTriangle];

  it('keeps the grid size, never throws, and never lowers a pin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        point,
        point,
        fc.integer({ min: 1, max: 8 }),
        fc.record({ filled: fc.boolean(), square: fc.boolean(), snap: fc.boolean(), horizontalAxis: fc.boolean() }),
        (width, height, from, to, thickness, flags) => {
          const before = drawRectangle(blank(width, height), { x: 0, y: 0 }, { x: width - 1, y: height - 1 });
          for (const tool of tools) {
            const after = tool(before, from, to, { thickness, ...flags });
            expect([after.width, after.height]).toEqual([width, height]);
            for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (getPin(before, x, y)) expect(getPin(after, x, y)).toBe(true);
          }
        },
      ),
    );
  });

  it('stays inside the box that was dragged', () => {
    const near = fc.integer({ min: -4, max: 14 });
    fc.assert(
      fc.property(near, near, near, near, fc.integer({ min: 1, max: 8 }), fc.boolean(), (x0, y0, x1, y1, thickness, filled) => {
        const box = shapeBox({ x: x0, y: y0 }, { x: x1, y: y1 });
        for (const tool of [drawRectangle, drawEllipse, drawTriangle]) {
          const drawn = tool(blank(10, 10), { x: x0, y: y0 }, { x: x1, y: y1 }, { thickness, filled });
          for (let y = 0; y < 10; y++) {
            for (let x = 0; x < 10; x++) {
              if (getPin(drawn, x, y)) expect(x >= box.left && x <= box.right && y >= box.top && y <= box.bottom).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('draws a filled shape as its outline plus its inside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }), (right, bottom) => {
        for (const tool of [drawRectangle, drawEllipse, drawTriangle]) {
          const filled = tool(blank(12, 12), { x: 0, y: 0 }, { x: right, y: bottom }, { filled: true });
          const outline = tool(blank(12, 12), { x: 0, y: 0 }, { x: right, y: bottom });
          for (let y = 0; y < 12; y++) for (let x = 0; x < 12; x++) if (getPin(outline, x, y)) expect(getPin(filled, x, y)).toBe(true);
        }
      }),
    );
  });

  it('reaches every side of its box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }), (right, bottom) => {
        for (const tool of [drawRectangle, drawEllipse, drawTriangle]) {
          const text = gridToText(tool(blank(12, 12), { x: 0, y: 0 }, { x: right, y: bottom })).split('\n');
          expect(text[0]).toContain('#');
          expect(text[bottom]).toContain('#');
          expect(text.some((row) => row[0] === '#')).toBe(true);
          expect(text.some((row) => row[right] === '#')).toBe(true);
        }
      }),
    );
  });

  it('leaves a drawing alone where it does not draw', () => {
    const drawing = gridFromText(picture('#....', '.....', '....#'));
    expect(gridToText(drawRectangle(drawing, { x: 1, y: 0 }, { x: 3, y: 2 }))).toBe(picture('####.', '.#.#.', '.####'));
  });
});
