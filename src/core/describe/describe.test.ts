import { describe, expect, it } from 'vitest';
import { createGrid, gridFromText, rectangleSelection } from '../pins/index.ts';
import { describeGrid, describeRegion, findShapes } from './index.ts';
import { speak } from './__fixtures__/speak.ts';
import { CIRCLE, TRIANGLE } from './__fixtures__/pictures.ts';

const grid = (picture: string) => gridFromText(picture.trim());

describe('describeGrid', () => {
  it('says only that an empty grid is empty', () => {
    expect(speak(describeGrid(createGrid(96, 64)))).toEqual(['올라온 핀이 없습니다.']);
  });

  it('describes one dot by its place', () => {
    expect(speak(describeGrid(grid('.....\n.....\n..#..\n.....\n.....')))).toEqual([
      '핀 1개가 올라와 있습니다. 범위: 3열, 3행.',
      '가운데에 점: 핀 1개, 3열, 3행.',
    ]);
  });

  it('describes a horizontal line', () => {
    expect(speak(describeGrid(grid('............\n.##########.\n............\n............\n............\n............')))).toEqual([
      '핀 10개가 올라와 있습니다. 범위: 2~11열, 2행.',
      '위쪽 가운데에 선: 핀 10개, 2~11열, 2행.',
    ]);
  });

  it('describes a rectangle outline and a filled square', () => {
    const outline = grid('.........\n.#######.\n.#.....#.\n.#.....#.\n.#######.\n.........');
    expect(speak(describeGrid(outline))[1]).toBe('가운데에 사각형: 핀 18개, 2~8열, 2~5행.');
    const square = grid('####.....\n####.....\n####.....\n####.....\n.........\n.........\n.........\n.........\n.........');
    expect(speak(describeGrid(square))[1]).toBe('왼쪽 위에 사각형: 핀 16개, 1~4열, 1~4행.');
  });

  it('describes a circle on a 15×15 grid', () => {
    expect(speak(describeGrid(grid(CIRCLE)))).toEqual(['핀 40개가 올라와 있습니다. 범위: 1~15열, 1~15행.', '가운데에 원: 핀 40개, 1~15열, 1~15행.']);
  });

  it('describes a triangle', () => {
    const triangle = grid(TRIANGLE);
    expect(findShapes(triangle).map((shape) => shape.kind)).toEqual(['triangle']);
    expect(speak(describeGrid(triangle))[1]).toBe('가운데에 삼각형: 핀 24개, 1~13열, 1~7행.');
  });

  it('places two shapes in their corners and says the larger first', () => {
    const picture = `
..........
.#........
..........
..........
..........
......####
......#..#
......####`;
    expect(speak(describeGrid(grid(picture)))).toEqual([
      '핀 11개가 올라와 있습니다. 범위: 2~10열, 2~8행.',
      '모양 2개가 있습니다.',
      '오른쪽 아래에 사각형: 핀 10개, 7~10열, 6~8행.',
      '왼쪽 위에 점: 핀 1개, 2열, 2행.',
    ]);
  });

  it('caps the shapes it lists and counts the rest', () => {
    const dots = grid('#.#.#.#.#.#\n...........\n###........');
    const lines = speak(describeGrid(dots, { maxShapes: 2 }));
    expect(lines).toEqual([
      '핀 9개가 올라와 있습니다. 범위: 1~11열, 1~3행.',
      '모양 7개가 있습니다.',
      '왼쪽 아래에 선: 핀 3개, 1~3열, 3행.',
      '왼쪽 위에 점: 핀 1개, 1열, 1행.',
      '그 밖에 모양 5개가 더 있습니다.',
    ]);
    expect(describeGrid(dots)).toHaveLength(2 + 7);
  });
});

describe('describeRegion', () => {
  const picture = grid(`
##........
##........
..........
.....###..
.....#.#..
.....###..`);

  it('describes only what lies in a box, placed within the box', () => {
    expect(speak(describeRegion(picture, { x: 4, y: 2, width: 6, height: 4 }))).toEqual([
      '선택 영역: 5~10열, 3~6행.',
      '핀 8개가 올라와 있습니다. 범위: 6~8열, 4~6행.',
      '가운데에 사각형: 핀 8개, 6~8열, 4~6행.',
    ]);
  });

  it('describes only what a selection mask selects, framed by the selection', () => {
    const mask = rectangleSelection(picture, { x: 0, y: 0 }, { x: 4, y: 4 });
    expect(speak(describeRegion(picture, mask))).toEqual([
      '선택 영역: 1~5열, 1~5행.',
      '핀 4개가 올라와 있습니다. 범위: 1~2열, 1~2행.',
      '왼쪽 위에 점: 핀 4개, 1~2열, 1~2행.',
    ]);
  });

  it('says an empty or off-grid region is empty', () => {
    expect(speak(describeRegion(picture, { x: 2, y: 0, width: 3, height: 3 }))).toEqual(['선택 영역: 3~5열, 1~3행.', '올라온 핀이 없습니다.']);
    expect(speak(describeRegion(picture, { x: 40, y: 40, width: 3, height: 3 }))).toEqual(['올라온 핀이 없습니다.']);
    expect(speak(describeRegion(picture, createGrid(10, 6)))).toEqual(['올라온 핀이 없습니다.']);
  });

  it('clips a box that runs off the grid', () => {
    expect(speak(describeRegion(picture, { x: -3, y: -3, width: 5, height: 5 }))[0]).toBe('선택 영역: 1~2열, 1~2행.');
  });
});
