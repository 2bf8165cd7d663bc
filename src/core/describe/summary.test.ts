import { describe, expect, it } from 'vitest';
import { createGrid, gridFromText } from '../pins/index.ts';
import { summarize, summaryDescription } from './index.ts';
import { speak } from './__fixtures__/speak.ts';

describe('summarize', () => {
  it('finds nothing on an empty grid and says so', () => {
    const summary = summarize(createGrid(10, 6));
    expect(summary).toEqual({ count: 0, box: null });
    expect(speak([summaryDescription(summary)])).toEqual(['올라온 핀이 없습니다.']);
  });

  it('counts the raised pins and boxes them, numbered from 1 when spoken', () => {
    const summary = summarize(gridFromText('......\n..#...\n....#.\n......'));
    expect(summary).toEqual({ count: 2, box: { left: 2, top: 1, right: 4, bottom: 2 } });
    expect(speak([summaryDescription(summary)])).toEqual(['핀 2개가 올라와 있습니다. 범위: 3~5열, 2~3행.']);
  });

  it('names a single column or row rather than a span of one', () => {
    expect(speak([summaryDescription(summarize(gridFromText('...\n.#.')))])).toEqual(['핀 1개가 올라와 있습니다. 범위: 2열, 2행.']);
  });
});
