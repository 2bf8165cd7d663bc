import { describe, expect, it } from 'vitest';
import { brailleScreenContent } from './displayContent.ts';

describe('braille on the display\'s cells', () => {
  it('puts each row on a line of graphic cells in the device\'s pin order', () => {
    const area = { cellsPerLine: 30, graphicLines: 10 };
    // Dot 1; dot 4 (Unicode bit 3); dot 7 (Unicode bit 6).
    const { graphic, text } = brailleScreenContent(['⠁⠈', '⡀'], area);
    expect(graphic).toHaveLength(300);
    expect(graphic[0]).toBe(0b0000_0001);
    expect(graphic[1]).toBe(0b0001_0000);
    expect(graphic[30]).toBe(0b0000_1000);
    expect(graphic.filter((cell) => cell !== 0)).toHaveLength(3);
    expect(text).toBeUndefined();
  });

  it('keeps to the area: rows past its lines and cells past its width are left out', () => {
    const { graphic } = brailleScreenContent(['⠁⠁⠁', '⠁', '⠁'], { cellsPerLine: 2, graphicLines: 2 });
    expect([...graphic]).toEqual([1, 1, 1, 0]);
  });
});
