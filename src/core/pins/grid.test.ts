import { describe, expect, it } from 'vitest';
import {
  DEVICE_MODELS,
  GridSizeError,
  countRaised,
  createGrid,
  equalGrids,
  forEachRaised,
  getPin,
  gridForModel,
  gridFromText,
  gridToText,
  setPin,
  togglePin,
} from './grid.ts';

describe('the pin grid', () => {
  it('has the two device models of the spec', () => {
    expect(gridForModel(320)).toMatchObject({ width: 60, height: 40 });
    expect(gridForModel(768)).toMatchObject({ width: 96, height: 64 });
    expect(gridForModel(320).bits.length).toBe(300);
    expect(gridForModel(768).bits.length).toBe(768);
    expect(DEVICE_MODELS[320].lines * DEVICE_MODELS[320].cellsPerLine).toBe(300);
    expect(DEVICE_MODELS[768].lines * 4).toBe(64);
  });

  it('refuses sizes that are not whole, positive and bounded', () => {
    for (const [w, h] of [[0, 1], [1, 0], [-1, 5], [1.5, 2], [5000, 1], [Number.NaN, 2]]) {
      expect(() => createGrid(w as number, h as number)).toThrow(GridSizeError);
    }
  });

  it('sets, clears and toggles without touching the grid it was given', () => {
    const empty = createGrid(5, 3);
    const one = setPin(empty, 2, 1);
    expect(getPin(one, 2, 1)).toBe(true);
    expect(getPin(empty, 2, 1)).toBe(false);
    expect(getPin(setPin(one, 2, 1, false), 2, 1)).toBe(false);
    expect(equalGrids(togglePin(togglePin(one, 4, 2), 4, 2), one)).toBe(true);
    expect(countRaised(one)).toBe(1);
  });

  it('ignores pins outside the grid', () => {
    const grid = createGrid(4, 4);
    for (const [x, y] of [[-1, 0], [4, 0], [0, 4], [0, -1], [0.5, 1]]) {
      expect(equalGrids(setPin(grid, x as number, y as number), grid)).toBe(true);
      expect(getPin(grid, x as number, y as number)).toBe(false);
    }
  });

  it('reads and writes its text form', () => {
    const text = '#..#\n.##.\n#..#';
    const grid = gridFromText(text);
    expect(grid).toMatchObject({ width: 4, height: 3 });
    expect(gridToText(grid)).toBe(text);
    const visited: string[] = [];
    forEachRaised(grid, (x, y) => visited.push(`${x},${y}`));
    expect(visited).toEqual(['0,0', '3,0', '1,1', '2,1', '0,2', '3,2']);
  });
});
