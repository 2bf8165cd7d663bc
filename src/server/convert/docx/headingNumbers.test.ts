import { describe, expect, it } from 'vitest';
import { formatNumber } from './headingNumbers.ts';

describe("Word's number formats", () => {
  it.each([
    [3, 'decimal', '3'],
    [7, 'decimalZero', '07'],
    [12, 'decimalZero', '12'],
    [1994, 'lowerRoman', 'mcmxciv'],
    [4, 'upperRoman', 'IV'],
    [1, 'lowerLetter', 'a'],
    [26, 'lowerLetter', 'z'],
    [27, 'lowerLetter', 'aa'],
    [53, 'upperLetter', 'AAA'],
    [3, 'ganada', '다'],
    [15, 'ganada', '가'],
    [2, 'chosung', 'ㄴ'],
    [5, 'cardinalText', '5'],
    [0, 'lowerRoman', '0'],
  ] as const)('%i as %s is %s', (value, format, text) => {
    expect(formatNumber(value, format)).toBe(text);
  });
});
