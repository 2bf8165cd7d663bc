import { describe, expect, it } from 'vitest';
import { createGrid, gridFromText } from '../pins/index.ts';
import { columnRuns, describeColumns, describeRows, rowRuns } from './index.ts';
import { speak } from './__fixtures__/speak.ts';

const PICTURE = `
##..###.
........
.......#
#.#.#.#.`.trim();

describe('row and column runs', () => {
  it('lists the runs of each row with raised pins, edges included, from 0', () => {
    expect(rowRuns(gridFromText(PICTURE))).toEqual([
      { index: 0, runs: [[0, 1], [4, 6]], count: 5 },
      { index: 2, runs: [[7, 7]], count: 1 },
      { index: 3, runs: [[0, 0], [2, 2], [4, 4], [6, 6]], count: 4 },
    ]);
  });

  it('lists the runs of each column with raised pins, top to bottom', () => {
    expect(columnRuns(gridFromText(PICTURE))).toEqual([
      { index: 0, runs: [[0, 0], [3, 3]], count: 2 },
      { index: 1, runs: [[0, 0]], count: 1 },
      { index: 2, runs: [[3, 3]], count: 1 },
      { index: 4, runs: [[0, 0], [3, 3]], count: 2 },
      { index: 5, runs: [[0, 0]], count: 1 },
      { index: 6, runs: [[0, 0], [3, 3]], count: 2 },
      { index: 7, runs: [[2, 2]], count: 1 },
    ]);
  });

  it('speaks rows and columns numbered from 1, runs joined', () => {
    expect(speak(describeRows(gridFromText(PICTURE)))).toEqual([
      '1행: 1~2, 5~7번 핀 5개가 올라와 있습니다.',
      '3행: 8번 핀 1개가 올라와 있습니다.',
      '4행: 1, 3, 5, 7번 핀 4개가 올라와 있습니다.',
    ]);
    expect(speak(describeColumns(gridFromText(PICTURE))).slice(0, 2)).toEqual([
      '1열: 1, 4번 핀 2개가 올라와 있습니다.',
      '2열: 1번 핀 1개가 올라와 있습니다.',
    ]);
  });

  it('gives the whole run of a full row and nothing for an empty grid', () => {
    expect(rowRuns(gridFromText('#####'))).toEqual([{ index: 0, runs: [[0, 4]], count: 5 }]);
    expect(describeRows(createGrid(4, 4))).toEqual([]);
    expect(describeColumns(createGrid(4, 4))).toEqual([]);
  });

  it('keeps to a region', () => {
    expect(rowRuns(gridFromText(PICTURE), { x: 4, y: 0, width: 4, height: 3 })).toEqual([
      { index: 0, runs: [[4, 6]], count: 3 },
      { index: 2, runs: [[7, 7]], count: 1 },
    ]);
  });
});
