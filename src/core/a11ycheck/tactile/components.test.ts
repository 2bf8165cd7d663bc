import { describe, expect, it } from 'vitest';
import { gridFromText } from '../../pins/index.ts';
import { areaOfPins, findComponents } from './components.ts';

describe('findComponents', () => {
  it('joins pins side by side and corner to corner, and parts pins with an empty pin between', () => {
    const { components, componentAt } = findComponents(gridFromText(['#.#..', '.#...', '....#', '.....', '##.##'].join('\n')));
    expect(components.map((component) => component.pins.length)).toEqual([3, 1, 2, 2]);
    expect(components[0]?.box).toEqual({ x: 0, y: 0, width: 3, height: 2 });
    expect(componentAt[0]).toBe(0);
    expect(componentAt[3]).toBe(-1);
  });

  it('finds nothing on a blank grid', () => {
    expect(findComponents(gridFromText('...\n...')).components).toEqual([]);
  });

  it('gives the area holding a set of pins', () => {
    expect(areaOfPins([[3, 4], [1, 6], [2, 5]])).toEqual({ x: 1, y: 4, width: 3, height: 3 });
  });
});
