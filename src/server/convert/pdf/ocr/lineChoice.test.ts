import { describe, expect, it } from 'vitest';
import type { HocrLine } from './hocr.ts';
import { moreConfidentLines, type SpacedLine } from './lineChoice.ts';

const line = (top: number, ...words: [text: string, confidence: number][]): SpacedLine => ({
  line: {
    box: { left: 120, top, right: 1070, bottom: top + 25 },
    xHeight: 20,
    words: words.map(([text, confidence], index) => ({ text, confidence, box: { left: 120 + index * 50, top, right: 160 + index * 50, bottom: top + 25 } })),
  } satisfies HocrLine,
  spacing: words.map((_, index) => index > 0),
});

const texts = (lines: readonly SpacedLine[]) => lines.map((entry) => entry.line.words.map((word) => word.text).join(' '));

describe('moreConfidentLines', () => {
  it('takes the second reading of a line where its characters are read with more confidence, even cut into more words', () => {
    // Per word the second is less sure (88.3 against 88.5); per character, surer (90.2 against 89.4).
    const first = [line(240, ['지구의', 93], ['SE', 84]), line(281, ['phase', 90], ['change', 88])];
    const second = [line(240, ['지구의', 93], ['물', 96], ['은', 76]), line(281, ['뼈', 20], ['13086', 39])];
    expect(texts(moreConfidentLines(first, second))).toEqual(['지구의 물 은', 'phase change']);
  });

  it('keeps the first reading of a line the second does not have in the same place', () => {
    expect(texts(moreConfidentLines([line(240, ['하나', 50])], [line(300, ['둘', 99])]))).toEqual(['하나']);
    expect(texts(moreConfidentLines([line(240, ['하나', 50])], [line(240)]))).toEqual(['하나']);
  });

  it('gives a tie to the second reading', () => {
    expect(texts(moreConfidentLines([line(240, ['SA', 90])], [line(240, ['농사', 90])]))).toEqual(['농사']);
  });
});
