import { describe, expect, it } from 'vitest';
import { gridFromText } from '../pins/index.ts';
import { findShapes } from './index.ts';
import { CIRCLE, TRIANGLE } from './__fixtures__/pictures.ts';

// Each picture holds one shape; we ask what kind it is.
const kindOf = (picture: string) => findShapes(gridFromText(picture.trim())).map((shape) => shape.kind);

describe('classifyShape', () => {
  it('calls one pin, or a 2×2 blob, a dot', () => {
    expect(kindOf('...\n.#.\n...')).toEqual(['dot']);
    expect(kindOf('##\n##')).toEqual(['dot']);
  });

  it('calls a thin straight run a line, across, down or slanting', () => {
    expect(kindOf('..........\n.########.\n..........')).toEqual(['line']);
    expect(kindOf('#\n#\n#\n#\n#')).toEqual(['line']);
    expect(kindOf('##.......\n###......\n.###.....\n..###....\n...###...\n....###..\n.....###.\n......###\n.......##')).toEqual(['line']);
    expect(
      kindOf(`
#...........
.##.........
...##.......
.....##.....
.......##...
.........##.
...........#`),
    ).toEqual(['line']);
  });

  it('calls a box outline, a thick outline and a filled square rectangles', () => {
    expect(kindOf('#######\n#.....#\n#.....#\n#######')).toEqual(['rectangle']);
    expect(kindOf('########\n########\n##....##\n##....##\n########\n########')).toEqual(['rectangle']);
    expect(kindOf('#####\n#####\n#####\n#####\n#####')).toEqual(['rectangle']);
  });

  it('calls a circle outline and a filled circle circles', () => {
    expect(kindOf(CIRCLE)).toEqual(['circle']);
    expect(kindOf(CIRCLE.replace(/#\.+#/g, (run) => '#'.repeat(run.length)))).toEqual(['circle']);
  });

  it('calls a triangle outline and a filled triangle triangles', () => {
    expect(kindOf(TRIANGLE)).toEqual(['triangle']);
    expect(kindOf(TRIANGLE.replace(/#\.+#/g, (run) => '#'.repeat(run.length)))).toEqual(['triangle']);
    expect(kindOf('#.......\n##......\n#.#.....\n#..#....\n#...#...\n#....#..\n#.....#.\n########')).toEqual(['triangle']);
  });

  it('calls an arc, a cross, an L and a zigzag freeform', () => {
    expect(kindOf(CIRCLE.split('\n').slice(0, 8).join('\n'))).toEqual(['freeform']);
    expect(kindOf('....#....\n....#....\n....#....\n#########\n....#....\n....#....\n....#....')).toEqual(['freeform']);
    expect(kindOf('#.....\n#.....\n#.....\n#.....\n######')).toEqual(['freeform']);
    expect(kindOf('#.......#.......#\n.#.....#.#.....#.\n..#...#...#...#..\n...#.#.....#.#...\n....#.......#....')).toEqual(['freeform']);
  });
});
