import { describe, expect, it } from 'vitest';
import { createGrid, getPin, gridFromText, gridToText, setPin } from '../../pins/index.ts';
import { applyPageFix } from './applyFix.ts';

describe('applyPageFix', () => {
  it('lowers, then raises, the pins of each step on its page', () => {
    const first = gridFromText('#..\n...');
    const second = gridFromText('...\n.#.');
    const result = applyPageFix([first, second], [
      { op: 'pins', page: 1, lower: [[1, 1]], raise: [[2, 0]] },
      { op: 'pins', page: 0, lower: [[0, 0]], raise: [[0, 0], [1, 1]] },
    ]);
    expect(result.map((grid) => gridToText(grid))).toEqual(['#..\n.#.', '..#\n...']);
  });

  it('leaves the grids it was given alone, and returns untouched pages as they were', () => {
    const page = setPin(createGrid(4, 4), 1, 1);
    const other = createGrid(4, 4);
    const [after, same] = applyPageFix([page, other], [{ op: 'pins', page: 0, lower: [[1, 1]], raise: [] }]);
    expect(getPin(page, 1, 1)).toBe(true);
    expect(getPin(after ?? page, 1, 1)).toBe(false);
    expect(same).toBe(other);
  });

  it('ignores a step for a page that is not there, and pins off the page', () => {
    const page = createGrid(3, 3);
    const result = applyPageFix([page], [
      { op: 'pins', page: 4, lower: [], raise: [[0, 0]] },
      { op: 'pins', page: 0, lower: [[-1, 0]], raise: [[9, 9]] },
    ]);
    expect(result).toHaveLength(1);
    expect(gridToText(result[0] ?? page)).toBe('...\n...\n...');
  });
});
