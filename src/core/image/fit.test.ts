import { describe, expect, it } from 'vitest';
import { fitPlacement } from './fit.ts';

describe('fitting a picture to the grid', () => {
  it('centres a 2:1 picture vertically in a 60×40 grid', () => {
    expect(fitPlacement(200, 100, 60, 40)).toEqual({ x: 0, y: 5, width: 60, height: 30 });
  });

  it('centres a tall picture horizontally', () => {
    expect(fitPlacement(300, 600, 96, 64)).toEqual({ x: 32, y: 0, width: 32, height: 64 });
  });

  it('fills the grid when the shapes match, and enlarges small pictures', () => {
    expect(fitPlacement(4000, 3000, 96, 72)).toEqual({ x: 0, y: 0, width: 96, height: 72 });
    expect(fitPlacement(1, 1, 96, 64)).toEqual({ x: 16, y: 0, width: 64, height: 64 });
  });

  it('keeps at least one pin for a sliver', () => {
    expect(fitPlacement(1000, 1, 60, 40)).toEqual({ x: 0, y: 19, width: 60, height: 1 });
  });
});
