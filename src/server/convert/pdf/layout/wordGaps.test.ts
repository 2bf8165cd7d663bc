import { describe, expect, it } from 'vitest';
import type { XmlPage } from './pdf2xml.ts';
import { parseWordBoxes, splitAtWordGaps } from './wordGaps.ts';

const font = { size: 10, family: 'Serif', color: '#000000' };
const pageWith = (text: string, left: number, width: number): XmlPage => ({
  number: 1,
  width: 595,
  height: 842,
  texts: [{ top: 100, left, width, height: 12, font, runs: [{ text: text.slice(0, 6), bold: true, italic: false }, { text: text.slice(6), bold: false, italic: false }] }],
  images: [],
});
const word = (xMin: number, xMax: number, text: string) => `<word xMin="${xMin}" yMin="100.000000" xMax="${xMax}" yMax="112.000000">${text}</word>`;

describe('parseWordBoxes', () => {
  it('reads the word boxes of each page and skips broken ones', () => {
    const xhtml = `<html><body><doc><page width="595" height="842">${word(10, 20, 'a')}<word xMin="x" yMin="1" xMax="2" yMax="3">b</word></page><page width="595" height="842">${word(30, 40, '&amp;')}</page></doc></body></html>`;
    expect(parseWordBoxes(xhtml)).toEqual([[{ xMin: 10, yMin: 100, xMax: 20, yMax: 112 }], [{ xMin: 30, yMin: 100, xMax: 40, yMax: 112 }]]);
  });
});

describe('splitAtWordGaps', () => {
  it('cuts a line where two words stand more than an em apart, keeping the marks of each piece', () => {
    const page = pageWith('Alpha Beta Gamma', 10, 120);
    const words = parseWordBoxes(`<page>${word(10, 40, 'Alpha')}${word(43, 70, 'Beta')}${word(95, 130, 'Gamma')}</page>`)[0] ?? [];
    const split = splitAtWordGaps(page, words);
    expect(split.texts.map((text) => [text.left, text.width, text.runs])).toEqual([
      [
        10,
        60,
        [
          { text: 'Alpha ', bold: true, italic: false },
          { text: 'Beta', bold: false, italic: false },
        ],
      ],
      [95, 35, [{ text: 'Gamma', bold: false, italic: false }]],
    ]);
  });

  it('keeps a line whose words do not match the boxes one for one, or stand close', () => {
    const page = pageWith('Alpha Beta Gamma', 10, 120);
    expect(splitAtWordGaps(page, parseWordBoxes(`<page>${word(10, 40, 'Alpha')}${word(95, 130, 'BetaGamma')}</page>`)[0] ?? [])).toEqual(page);
    expect(splitAtWordGaps(page, parseWordBoxes(`<page>${word(10, 40, 'Alpha')}${word(43, 70, 'Beta')}${word(73, 130, 'Gamma')}</page>`)[0] ?? [])).toEqual(page);
  });
});
