import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, editGrid, equalGrids, forEachRaised, getPin, gridFromText, gridToText, type PinGrid } from './grid.ts';
import {
  copySelection,
  cropToSelection,
  cutSelection,
  freeformSelection,
  moveSelection,
  pasteAt,
  polygonSelection,
  rectangleSelection,
  selectionBounds,
  stampTemplate,
} from './selection.ts';

const picture = (...rows: string[]): string => rows.join('\n');
const coordinate = fc.oneof(fc.integer({ min: -4, max: 14 }), fc.integer(), fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const point = fc.record({ x: coordinate, y: coordinate });
const randomGrid = (width: number, height: number) =>
  fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }).map((pins) => {
    const rows = Array.from({ length: height }, (_, y) => pins.slice(y * width, (y + 1) * width).map((up) => (up ? '#' : '.')).join(''));
    return gridFromText(rows.join('\n'));
  });
const grid = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })).chain(([width, height]) => randomGrid(width, height));
/** A grid and a selection of the same size. */
const gridAndMask = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
  .chain(([width, height]) => fc.tuple(randomGrid(width, height), randomGrid(width, height)));

const drawing = gridFromText(picture('#.#.#', '.###.', '#.#.#', '.....'));

describe('making selections', () => {
  it('selects a rectangle, corners in any order, clipped to the grid', () => {
    expect(gridToText(rectangleSelection(drawing, { x: 3, y: 2 }, { x: 1, y: 1 }))).toBe(picture('.....', '.###.', '.###.', '.....'));
    expect(gridToText(rectangleSelection(drawing, { x: -9, y: -9 }, { x: 1, y: 0 }))).toBe(picture('##...', '.....', '.....', '.....'));
  });

  it('selects what a polygon encloses, its edges included', () => {
    const triangle = [{ x: 3, y: 0 }, { x: 6, y: 5 }, { x: 0, y: 5 }];
    expect(gridToText(polygonSelection(createGrid(7, 6), triangle))).toBe(
      picture('...#...', '..###..', '..###..', '.#####.', '.#####.', '#######'),
    );
  });

  it('leaves the hole of a path that loops round twice (even-odd)', () => {
    // An outer square traced, then an inner square: the inner one is crossed twice, so it is out.
    const path = [
      { x: 0, y: 0 }, { x: 8, y: 0 }, { x: 8, y: 8 }, { x: 0, y: 8 }, { x: 0, y: 0 },
      { x: 2, y: 2 }, { x: 6, y: 2 }, { x: 6, y: 6 }, { x: 2, y: 6 }, { x: 2, y: 2 },
    ];
    const mask = freeformSelection(createGrid(9, 9), path);
    expect(getPin(mask, 1, 4)).toBe(true);
    expect(getPin(mask, 4, 4)).toBe(false);
    expect(getPin(mask, 2, 4)).toBe(true); // the traced inner edge itself
  });

  it('treats a lasso of one or two points as a dot or a line, and no points as nothing', () => {
    expect(gridToText(polygonSelection(createGrid(3, 2), [{ x: 1, y: 1 }]))).toBe(picture('...', '.#.'));
    expect(gridToText(polygonSelection(createGrid(3, 2), [{ x: 0, y: 0 }, { x: 2, y: 0 }]))).toBe(picture('###', '...'));
    expect(selectionBounds(polygonSelection(createGrid(3, 2), []))).toBeNull();
  });
});

describe('the clipboard', () => {
  const mask = rectangleSelection(drawing, { x: 1, y: 0 }, { x: 3, y: 1 });

  it('crops and copies the selection', () => {
    expect(selectionBounds(mask)).toEqual({ x: 1, y: 0, width: 3, height: 2 });
    expect(gridToText(cropToSelection(drawing, mask) ?? createGrid(1, 1))).toBe(picture('.#.', '###'));
    expect(copySelection(drawing, mask)).toEqual(cropToSelection(drawing, mask));
  });

  it('crops to a lasso: pins in the bounds but outside the lasso are left out', () => {
    const full = gridFromText(picture('###', '###', '###'));
    const lasso = polygonSelection(full, [{ x: 1, y: 0 }, { x: 2, y: 1 }, { x: 1, y: 2 }, { x: 0, y: 1 }]);
    expect(gridToText(cropToSelection(full, lasso) ?? createGrid(1, 1))).toBe(picture('.#.', '###', '.#.'));
  });

  it('has nothing to crop, copy or cut from an empty selection', () => {
    const nothing = createGrid(drawing.width, drawing.height);
    expect(cropToSelection(drawing, nothing)).toBeNull();
    const cut = cutSelection(drawing, nothing);
    expect(cut.clipboard).toBeNull();
    expect(equalGrids(cut.grid, drawing)).toBe(true);
  });

  it('cuts: lowers the selection and keeps it', () => {
    const { grid, clipboard } = cutSelection(drawing, mask);
    expect(gridToText(grid)).toBe(picture('#...#', '.....', '#.#.#', '.....'));
    expect(gridToText(clipboard ?? createGrid(1, 1))).toBe(picture('.#.', '###'));
  });

  it('pastes only raised pins, clipped at the edges', () => {
    const clipboard = gridFromText(picture('#.', '##'));
    const base = gridFromText(picture('.#.', '...', '...'));
    expect(gridToText(pasteAt(base, clipboard, { x: 1, y: 1 }))).toBe(picture('.#.', '.#.', '.##'));
    expect(gridToText(pasteAt(base, clipboard, { x: 2, y: 2 }))).toBe(picture('.#.', '...', '..#'));
    expect(gridToText(pasteAt(base, clipboard, { x: -1, y: -1 }))).toBe(picture('##.', '...', '...'));
  });

  it('stamps a template like a paste', () => {
    const arrow = gridFromText(picture('.#.', '###'));
    expect(gridToText(stampTemplate(createGrid(4, 3), arrow, { x: 1, y: 1 }))).toBe(picture('....', '..#.', '.###'));
  });
});

describe('moving a selection', () => {
  it('lifts the pins, lowers their old places, and sets them down with the selection', () => {
    const mask = rectangleSelection(drawing, { x: 0, y: 0 }, { x: 1, y: 1 });
    const { grid, selection } = moveSelection(drawing, mask, { x: 2, y: 2 });
    expect(gridToText(grid)).toBe(picture('..#.#', '..##.', '#.#.#', '...#.'));
    expect(gridToText(selection)).toBe(picture('.....', '.....', '..##.', '..##.'));
  });

  it('drops what is moved off the grid', () => {
    const { grid, selection } = moveSelection(drawing, rectangleSelection(drawing, { x: 0, y: 0 }, { x: 4, y: 0 }), { x: 0, y: -1 });
    expect(gridToText(grid)).toBe(picture('.....', '.###.', '#.#.#', '.....'));
    expect(selectionBounds(selection)).toBeNull();
  });
});

describe('selections, for any grid', () => {
  it('cut, then paste at the same place, gives back the grid', () => {
    fc.assert(
      fc.property(gridAndMask, ([before, mask]) => {
        const { grid: cut, clipboard } = cutSelection(before, mask);
        const bounds = selectionBounds(mask);
        if (clipboard === null || bounds === null) {
          expect(clipboard).toBeNull();
          expect(equalGrids(cut, before)).toBe(true);
          return;
        }
        expect(equalGrids(pasteAt(cut, clipboard, bounds), before)).toBe(true);
      }),
    );
  });

  it('moving a selection by (dx, dy) and back, within the grid, gives back the drawing and the selection', () => {
    fc.assert(
      fc.property(gridAndMask, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), ([anyGrid, mask], dx, dy) => {
        const bounds = selectionBounds(mask);
        fc.pre(bounds !== null && bounds.x + dx >= 0 && bounds.y + dy >= 0);
        fc.pre(bounds !== null && bounds.x + bounds.width + dx <= mask.width && bounds.y + bounds.height + dy <= mask.height);
        // Only selected pins, so the move never lands on (and merges with) pins outside the selection.
        const before = editGrid(anyGrid, (write) => forEachRaised(anyGrid, (x, y) => write.set(x, y, getPin(mask, x, y))));
        const there = moveSelection(before, mask, { x: dx, y: dy });
        const back = moveSelection(there.grid, there.selection, { x: -dx, y: -dy });
        expect(equalGrids(back.grid, before)).toBe(true);
        expect(equalGrids(back.selection, mask)).toBe(true);
      }),
    );
  });

  it('never throws or changes size, whatever the points and offsets', () => {
    fc.assert(
      fc.property(grid, fc.array(point, { maxLength: 6 }), point, point, (before, path, a, b) => {
        const results: PinGrid[] = [
          rectangleSelection(before, a, b),
          polygonSelection(before, path),
          pasteAt(before, before, a),
          stampTemplate(before, before, b),
          moveSelection(before, polygonSelection(before, path), a).grid,
          moveSelection(before, rectangleSelection(before, a, b), b).selection,
          cutSelection(before, rectangleSelection(before, a, b)).grid,
        ];
        for (const result of results) expect([result.width, result.height]).toEqual([before.width, before.height]);
        const cropped = cropToSelection(before, polygonSelection(before, path));
        if (cropped !== null) expect(cropped.width <= before.width && cropped.height <= before.height).toBe(true);
      }),
    );
  });
});
