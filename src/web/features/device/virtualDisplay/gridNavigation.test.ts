import { describe, expect, it } from 'vitest';
import { PAGE_LINES, cellAt, moveFocus, moveOfKey, type GridMove, type GridPosition } from './gridNavigation.ts';

const key = (name: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

// The 320: a text line of 20 cells, then 10 graphic lines of 30.
const ROWS_320 = [20, ...Array<number>(10).fill(30)];
const ROWS_768 = Array<number>(16).fill(48);
const go = (from: GridPosition, ...moves: GridMove[]) => moves.reduce((at, move) => moveFocus(at, move, ROWS_320), from);

describe('keys of the display grid', () => {
  it('map to moves, Ctrl or Cmd with Home/End to the first or last cell', () => {
    expect(moveOfKey(key('ArrowLeft'))).toBe('left');
    expect(moveOfKey(key('ArrowRight'))).toBe('right');
    expect(moveOfKey(key('ArrowUp'))).toBe('up');
    expect(moveOfKey(key('ArrowDown'))).toBe('down');
    expect(moveOfKey(key('Home'))).toBe('lineStart');
    expect(moveOfKey(key('End'))).toBe('lineEnd');
    expect(moveOfKey(key('Home', { ctrlKey: true }))).toBe('first');
    expect(moveOfKey(key('End', { metaKey: true }))).toBe('last');
    expect(moveOfKey(key('PageUp'))).toBe('pageUp');
    expect(moveOfKey(key('PageDown'))).toBe('pageDown');
  });

  it('leave other keys and chords to the app (Tab, letters, Shift or Alt with arrows)', () => {
    expect(moveOfKey(key('Tab'))).toBeUndefined();
    expect(moveOfKey(key('a'))).toBeUndefined();
    expect(moveOfKey(key('ArrowLeft', { shiftKey: true }))).toBeUndefined();
    expect(moveOfKey(key('ArrowDown', { altKey: true }))).toBeUndefined();
    expect(moveOfKey(key('ArrowRight', { ctrlKey: true }))).toBeUndefined();
  });
});

describe('moving in the display grid', () => {
  it('moves by cell and stops at the edges', () => {
    expect(go({ row: 1, column: 0 }, 'left')).toEqual({ row: 1, column: 0 });
    expect(go({ row: 1, column: 0 }, 'right', 'right')).toEqual({ row: 1, column: 2 });
    expect(go({ row: 1, column: 29 }, 'right')).toEqual({ row: 1, column: 29 });
    expect(go({ row: 0, column: 3 }, 'up')).toEqual({ row: 0, column: 3 });
    expect(go({ row: 10, column: 3 }, 'down')).toEqual({ row: 10, column: 3 });
  });

  it('goes to the start and end of the line, and to the first and last cell', () => {
    expect(go({ row: 4, column: 12 }, 'lineStart')).toEqual({ row: 4, column: 0 });
    expect(go({ row: 4, column: 12 }, 'lineEnd')).toEqual({ row: 4, column: 29 });
    expect(go({ row: 0, column: 2 }, 'lineEnd')).toEqual({ row: 0, column: 19 });
    expect(go({ row: 4, column: 12 }, 'first')).toEqual({ row: 0, column: 0 });
    expect(go({ row: 4, column: 12 }, 'last')).toEqual({ row: 10, column: 29 });
    expect(moveFocus({ row: 0, column: 0 }, 'last', ROWS_768)).toEqual({ row: 15, column: 47 });
  });

  it(`pages by ${PAGE_LINES} lines, or to the first or last line`, () => {
    expect(PAGE_LINES).toBe(5);
    expect(go({ row: 1, column: 7 }, 'pageDown')).toEqual({ row: 6, column: 7 });
    expect(go({ row: 6, column: 7 }, 'pageDown')).toEqual({ row: 10, column: 7 });
    expect(go({ row: 10, column: 7 }, 'pageUp')).toEqual({ row: 5, column: 7 });
    expect(go({ row: 3, column: 7 }, 'pageUp')).toEqual({ row: 0, column: 7 });
  });

  it('comes back to the same column after passing the shorter text line', () => {
    const onText = go({ row: 1, column: 25 }, 'up');
    expect(cellAt(onText, ROWS_320)).toEqual({ row: 0, column: 19 });
    expect(go(onText, 'down')).toEqual({ row: 1, column: 25 });
    // A sideways move on the text line starts from the cell it shows.
    expect(go(onText, 'left')).toEqual({ row: 0, column: 18 });
  });

  it('clamps a position from a larger layout into a smaller one', () => {
    expect(cellAt({ row: 15, column: 47 }, ROWS_320)).toEqual({ row: 10, column: 29 });
    expect(cellAt({ row: 0, column: 0 }, [])).toBeUndefined();
  });
});
